-- A pay-per-view purchase in one statement, so in one round trip and one implicit transaction
-- (docs/money.md, "One round trip"): the idempotency key, the checks that must hold at commit
-- (still for sale at the quoted price, the buyer not blocked), the entitlement, the entry through
-- ledger_post, the creator's pending earnings and the purchase row. The server plans the charge
-- (accounts, fee split, conversion) and passes it in; any failure rolls everything back.
--   A stored key answers (replayed = true) with what was stored under it; the caller compares the
--   scope and request hash. Errors: LD001 insufficient funds (from ledger_post), LD002 already
--   bought, LD003 the post changed since it was read, LD004 the creator blocked the buyer.
CREATE OR REPLACE FUNCTION purchase_post(
  p_buyer_id uuid,
  p_key text,
  p_request_hash text,
  p_response jsonb,
  p_purchase_id uuid,
  p_post_id uuid,
  p_creator_id uuid,
  p_price_cents bigint,
  p_currency text,
  p_amount numeric,
  p_net_cents bigint,
  p_available_at timestamptz,
  p_entry_id uuid,
  p_usd_rate text,
  p_created_at timestamptz,
  p_accounts bigint[],
  p_amounts numeric[],
  p_guarded boolean[]
) RETURNS TABLE (replayed boolean, scope text, request_hash text, response jsonb) LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO idempotency_keys (user_id, key, scope, request_hash, response)
  VALUES (p_buyer_id, p_key, 'purchase', p_request_hash, p_response)
  ON CONFLICT DO NOTHING;
  IF NOT FOUND THEN
    RETURN QUERY SELECT true, k.scope, k.request_hash, k.response FROM idempotency_keys k WHERE k.user_id = p_buyer_id AND k.key = p_key;
    RETURN;
  END IF;

  PERFORM 1 FROM posts p
  WHERE p.id = p_post_id AND p.creator_id = p_creator_id AND p.status = 'published' AND p.visibility = 'ppv'
    AND p.price_cents = p_price_cents AND p.deleted_at IS NULL;
  IF NOT FOUND THEN
    RAISE EXCEPTION USING ERRCODE = 'LD003', MESSAGE = 'post changed';
  END IF;
  PERFORM 1 FROM blocks b WHERE b.blocker_id = p_creator_id AND b.blocked_id = p_buyer_id;
  IF FOUND THEN
    RAISE EXCEPTION USING ERRCODE = 'LD004', MESSAGE = 'blocked';
  END IF;

  -- The entitlement first: a concurrent purchase of the same post (another key) waits on it, then finds it.
  INSERT INTO entitlements (user_id, post_id, source, ref) VALUES (p_buyer_id, p_post_id, 'purchase', p_purchase_id::text)
  ON CONFLICT DO NOTHING;
  IF NOT FOUND THEN
    RAISE EXCEPTION USING ERRCODE = 'LD002', MESSAGE = 'already purchased';
  END IF;

  PERFORM ledger_post(p_entry_id, 'purchase', 'purchase', p_purchase_id::text, p_buyer_id, p_usd_rate, NULL, p_created_at,
    p_accounts, p_amounts, p_guarded);
  INSERT INTO earnings (creator_id, fan_id, source, ref_id, post_id, gross_cents, net_cents, entry_id, available_at, created_at)
  VALUES (p_creator_id, p_buyer_id, 'purchase', p_purchase_id, p_post_id, p_price_cents, p_net_cents, p_entry_id, p_available_at, p_created_at);
  INSERT INTO purchases (id, buyer_id, post_id, creator_id, price_cents, currency, amount, entry_id, created_at)
  VALUES (p_purchase_id, p_buyer_id, p_post_id, p_creator_id, p_price_cents, p_currency, p_amount, p_entry_id, p_created_at);

  RETURN QUERY SELECT false, 'purchase'::text, p_request_hash, p_response;
END;
$$;
