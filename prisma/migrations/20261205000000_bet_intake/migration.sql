-- Bet intake that scales (issue #16 §1).
--
-- 1. The player's open bets of a round are read by (roundId, userId) on every bet: one index for both
--    (it also serves every query by roundId alone, so the single-column index goes: one index less to
--    maintain per inserted bet).
DROP INDEX "Bet_roundId_idx";
CREATE INDEX "Bet_roundId_userId_idx" ON "Bet"("roundId", "userId");

-- 2. A table's HOUSE account is no longer a serialization point for stakes. Every stake (and its
--    cancellation) used to UPDATE the one house row, so concurrent bets at a table queued on its row lock.
--    Now the ledger trigger appends the HOUSE side of STAKE and CANCEL transactions to LedgerAccountDelta
--    (append-only, no row lock), and any other posting on a house account (SETTLEMENT, VOID_*, DEPOSIT ...)
--    folds that account's pending deltas into its balance in the same statement (the settle transaction).
--    The exact balance of every account, at every instant, is `account_balance` (LedgerAccount.balance plus
--    its pending deltas): SUM(balance) over account_balance is 0, as SUM(amount) over LedgerEntry.
--    Double-entry (LEDGER_UNBALANCED) and the wallet CHECK (wallets are applied directly) are unchanged.
CREATE TABLE "LedgerAccountDelta" (
    "id" BIGSERIAL NOT NULL,
    "accountId" TEXT NOT NULL,
    "amount" BIGINT NOT NULL,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "LedgerAccountDelta_pkey" PRIMARY KEY ("id")
);
CREATE INDEX "LedgerAccountDelta_accountId_idx" ON "LedgerAccountDelta"("accountId");
ALTER TABLE "LedgerAccountDelta" ADD CONSTRAINT "LedgerAccountDelta_accountId_fkey" FOREIGN KEY ("accountId") REFERENCES "LedgerAccount"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

CREATE OR REPLACE FUNCTION "ledger_apply_entries"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  unbalanced TEXT;
BEGIN
  SELECT "transactionId" INTO unbalanced FROM new_entries GROUP BY "transactionId" HAVING SUM("amount") <> 0 LIMIT 1;
  IF unbalanced IS NOT NULL THEN
    RAISE EXCEPTION 'LEDGER_UNBALANCED: entries of transaction % do not sum to zero', unbalanced USING ERRCODE = '23514';
  END IF;
  WITH d AS (
    SELECT e."accountId", SUM(e."amount") AS delta, bool_and(t."kind" IN ('STAKE', 'CANCEL')) AS stakes_only
    FROM new_entries e JOIN "LedgerTransaction" t ON t."id" = e."transactionId"
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

CREATE VIEW "account_balance" AS
SELECT a."id", a."kind", a."userId", a."tableId",
       (a."balance" + COALESCE((SELECT SUM(d."amount") FROM "LedgerAccountDelta" d WHERE d."accountId" = a."id"), 0))::bigint AS "balance"
FROM "LedgerAccount" a;
