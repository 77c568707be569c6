-- One journal entry in one round trip (docs/money.md): the balance updates in the caller's lock
-- order, user accounts debited only while they stay non-negative (SQLSTATE LD001 otherwise, with
-- the account and its balance in DETAIL), then the entry and its postings.
CREATE OR REPLACE FUNCTION ledger_post(
  p_entry_id uuid,
  p_kind text,
  p_ref_type text,
  p_ref_id text,
  p_actor_id uuid,
  p_usd_rate text,
  p_memo text,
  p_created_at timestamptz,
  p_accounts bigint[],
  p_amounts numeric[],
  p_guarded boolean[]
) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  i integer;
  current_balance numeric;
BEGIN
  FOR i IN 1 .. coalesce(array_length(p_accounts, 1), 0) LOOP
    IF p_guarded[i] THEN
      UPDATE ledger_accounts SET balance = balance + p_amounts[i] WHERE id = p_accounts[i] AND balance + p_amounts[i] >= 0;
      IF NOT FOUND THEN
        SELECT balance INTO current_balance FROM ledger_accounts WHERE id = p_accounts[i];
        RAISE EXCEPTION USING ERRCODE = 'LD001', MESSAGE = 'insufficient funds',
          DETAIL = p_accounts[i]::text || ':' || coalesce(current_balance, 0)::text;
      END IF;
    ELSE
      UPDATE ledger_accounts SET balance = balance + p_amounts[i] WHERE id = p_accounts[i];
    END IF;
  END LOOP;
  INSERT INTO journal_entries (id, kind, ref_type, ref_id, actor_id, usd_rate, memo, created_at)
  VALUES (p_entry_id, p_kind, p_ref_type, p_ref_id, p_actor_id, p_usd_rate, p_memo, p_created_at);
  INSERT INTO postings (entry_id, account_id, currency, amount)
  SELECT p_entry_id, a.id, a.currency, l.amount
  FROM unnest(p_accounts, p_amounts) AS l (account_id, amount)
  JOIN ledger_accounts a ON a.id = l.account_id;
END;
$$;
