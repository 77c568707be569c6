-- Domain events written by SQL (docs/architecture.md, "Domain events"). record_events inserts an
-- outbox as the event bus builds it ({channel, origin, announce, events: [{type, aggregate_id,
-- data, dispatched}]}), in order, and when `announce` is set sends each event on `channel` with
-- NOTIFY, which PostgreSQL delivers to the other instances only if and when the transaction
-- commits (an event over 7000 bytes is announced by id and read back). It answers the rows.
CREATE OR REPLACE FUNCTION record_events(p_outbox jsonb) RETURNS jsonb LANGUAGE plpgsql AS $$
DECLARE
  v_rows jsonb;
BEGIN
  WITH ins AS (
    INSERT INTO domain_events (type, aggregate_id, data, dispatched_at)
    SELECT x.e->>'type', x.e->>'aggregate_id', x.e->'data', CASE WHEN (x.e->>'dispatched')::boolean THEN now() END
    FROM jsonb_array_elements(p_outbox->'events') WITH ORDINALITY AS x(e, n)
    ORDER BY x.n
    RETURNING domain_events.id, domain_events.type, domain_events.aggregate_id, domain_events.data, domain_events.occurred_at
  )
  SELECT coalesce(jsonb_agg(jsonb_build_object('id', ins.id::text, 'type', ins.type, 'aggregate_id', ins.aggregate_id,
    'data', ins.data, 'occurred_at', ins.occurred_at) ORDER BY ins.id), '[]'::jsonb)
  INTO v_rows FROM ins;
  IF (p_outbox->>'announce')::boolean THEN
    PERFORM pg_notify(p_outbox->>'channel',
      CASE WHEN length(m.msg::text) < 7000 THEN m.msg::text
           ELSE jsonb_build_object('origin', p_outbox->>'origin', 'id', r.e->>'id')::text END)
    FROM jsonb_array_elements(v_rows) WITH ORDINALITY AS r(e, n),
      LATERAL (SELECT r.e || jsonb_build_object('origin', p_outbox->>'origin') AS msg) m
    ORDER BY r.n;
  END IF;
  RETURN v_rows;
END;
$$;
--> statement-breakpoint
-- The purchase records its one event in the same statement (one round trip still); otherwise as 0006.
DROP FUNCTION purchase_post(uuid, text, text, jsonb, uuid, uuid, uuid, bigint, text, numeric, bigint, timestamptz, uuid,
  text, timestamptz, bigint[], numeric[], boolean[]);
--> statement-breakpoint
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
  p_guarded boolean[],
  p_outbox jsonb
) RETURNS TABLE (replayed boolean, scope text, request_hash text, response jsonb, event_id text, event_at timestamptz)
LANGUAGE plpgsql AS $$
DECLARE
  v_event jsonb := p_outbox->'events'->0;
  v_event_id bigint;
  v_event_at timestamptz;
BEGIN
  INSERT INTO idempotency_keys (user_id, key, scope, request_hash, response)
  VALUES (p_buyer_id, p_key, 'purchase', p_request_hash, p_response)
  ON CONFLICT DO NOTHING;
  IF NOT FOUND THEN
    RETURN QUERY SELECT true, k.scope, k.request_hash, k.response, NULL::text, NULL::timestamptz FROM idempotency_keys k WHERE k.user_id = p_buyer_id AND k.key = p_key;
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

  -- Its one event, as record_events would write it, without the array handling (the busiest call).
  INSERT INTO domain_events (type, aggregate_id, data, dispatched_at)
  VALUES (v_event->>'type', v_event->>'aggregate_id', v_event->'data', CASE WHEN (v_event->>'dispatched')::boolean THEN now() END)
  RETURNING domain_events.id, domain_events.occurred_at INTO v_event_id, v_event_at;
  IF (p_outbox->>'announce')::boolean THEN
    PERFORM pg_notify(p_outbox->>'channel', jsonb_build_object('origin', p_outbox->>'origin', 'id', v_event_id::text,
      'type', v_event->>'type', 'aggregate_id', v_event->>'aggregate_id', 'data', v_event->'data', 'occurred_at', v_event_at)::text);
  END IF;

  RETURN QUERY SELECT false, 'purchase'::text, p_request_hash, p_response, v_event_id::text, v_event_at;
END;
$$;
