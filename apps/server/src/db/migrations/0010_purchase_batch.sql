-- Group commit for purchases (docs/money.md, "Purchases in batches"): the purchases that arrive
-- while another call is in flight go to the database together, in one statement and one commit.
-- Every ledger account the batch touches is locked first, in the order single charges lock
-- (ledger/post-entry.ts: by kind, then id, passed in that order), so a batch never waits in a
-- cycle with another batch or with a single charge. Then each item is purchase_post, unchanged,
-- in a subtransaction of its own: an item that fails (funds, already bought, post changed,
-- blocked, or anything else) rolls back alone and answers its SQLSTATE and detail; the others
-- commit. Items are answered by their position `n` (1-based).
CREATE OR REPLACE FUNCTION purchase_posts(p_items jsonb, p_lock_order bigint[])
RETURNS TABLE (n integer, replayed boolean, scope text, request_hash text, response jsonb, event_id text,
  event_at timestamptz, err_code text, err_detail text)
LANGUAGE plpgsql AS $$
DECLARE
  v_account bigint;
  v_item jsonb;
  v_n integer;
  v_row record;
  v_detail text;
BEGIN
  FOREACH v_account IN ARRAY p_lock_order LOOP
    PERFORM 1 FROM ledger_accounts WHERE id = v_account FOR NO KEY UPDATE;
  END LOOP;
  FOR v_item, v_n IN SELECT x.e, x.i::integer FROM jsonb_array_elements(p_items) WITH ORDINALITY AS x(e, i) LOOP
    BEGIN
      SELECT * INTO v_row FROM purchase_post(
        (v_item->>'buyerId')::uuid, v_item->>'key', v_item->>'hash', (v_item->>'answer')::jsonb, (v_item->>'purchaseId')::uuid,
        (v_item->>'postId')::uuid, (v_item->>'creatorId')::uuid, (v_item->>'priceCents')::bigint, v_item->>'currency',
        (v_item->>'amount')::numeric, (v_item->>'netCents')::bigint, (v_item->>'availableAt')::timestamptz,
        (v_item->>'entryId')::uuid, v_item->>'usdRate', (v_item->>'createdAt')::timestamptz,
        (v_item->>'accounts')::bigint[], (v_item->>'amounts')::numeric[], (v_item->>'guarded')::boolean[],
        (v_item->>'outbox')::jsonb);
      RETURN QUERY SELECT v_n, v_row.replayed, v_row.scope, v_row.request_hash, v_row.response, v_row.event_id,
        v_row.event_at, NULL::text, NULL::text;
    EXCEPTION WHEN OTHERS THEN
      GET STACKED DIAGNOSTICS v_detail = PG_EXCEPTION_DETAIL;
      RETURN QUERY SELECT v_n, NULL::boolean, NULL::text, NULL::text, NULL::jsonb, NULL::text, NULL::timestamptz,
        SQLSTATE::text, v_detail;
    END;
  END LOOP;
END;
$$;
