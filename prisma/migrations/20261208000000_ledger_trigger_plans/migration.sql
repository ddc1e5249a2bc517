-- The ledger trigger's plans follow the ledger's size (issue #16 §1: bet intake that scales).
--
-- PL/pgSQL keeps one plan per statement per connection. A pooled connection that first ran the trigger while
-- LedgerTransaction was small kept a plan that hashes the whole table to find the kinds of the new entries'
-- transactions: on a long-lived connection every stake's trigger run grew with the ledger (measured: the
-- grouped bet write took ~5 ms on a fresh ledger, ~80 ms of trigger time at ~190,000 transactions, all of
-- it a sequential scan of LedgerTransaction; nothing re-plans it while the tables are not analysed).
-- Now each new entry's transaction kind is looked up by its primary key (a per-row subquery), and the
-- function plans its statements afresh on every run (a custom plan: a fraction of a millisecond), so the
-- accounts and pending house deltas are read by their indexes once those tables are large.
-- Behaviour is unchanged: the same checks, the same deltas, the same balances.
CREATE OR REPLACE FUNCTION "ledger_apply_entries"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  unbalanced TEXT;
BEGIN
  SELECT "transactionId" INTO unbalanced FROM new_entries GROUP BY "transactionId" HAVING SUM("amount") <> 0 LIMIT 1;
  IF unbalanced IS NOT NULL THEN
    RAISE EXCEPTION 'LEDGER_UNBALANCED: entries of transaction % do not sum to zero', unbalanced USING ERRCODE = '23514';
  END IF;
  WITH d AS (
    SELECT e."accountId", SUM(e."amount") AS delta,
      bool_and((SELECT t."kind" FROM "LedgerTransaction" t WHERE t."id" = e."transactionId") IN ('STAKE', 'CANCEL')) AS stakes_only
    FROM new_entries e
    GROUP BY e."accountId"
  ), k AS (
    SELECT d."accountId", d.delta, a."kind" = 'HOUSE' AS house, a."kind" = 'HOUSE' AND d.stakes_only AS deferred
    FROM d JOIN "LedgerAccount" a ON a."id" = d."accountId"
  ), appended AS (  -- data-modifying CTEs always run to completion, read or not
    INSERT INTO "LedgerAccountDelta" ("accountId", "amount")
    SELECT k."accountId", k.delta FROM k WHERE k.deferred AND k.delta <> 0
    RETURNING 1
  ), folded AS (
    DELETE FROM "LedgerAccountDelta" x USING k
    WHERE x."accountId" = k."accountId" AND k.house AND NOT k.deferred
    RETURNING x."accountId", x."amount"
  )
  UPDATE "LedgerAccount" a
    SET "balance" = a."balance" + k.delta
      + COALESCE((SELECT SUM(f."amount") FROM folded f WHERE f."accountId" = a."id"), 0)
    FROM k
    WHERE a."id" = k."accountId" AND NOT k.deferred;
  RETURN NULL;
END $$;

ALTER FUNCTION "ledger_apply_entries"() SET plan_cache_mode = force_custom_plan;
