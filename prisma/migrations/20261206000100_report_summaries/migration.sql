-- Report summaries (issue #17 §2). Settlement writes each round's money summary from its counted bets
-- (WON, LOST, PUSH, DEAD) in one statement (lib/rounds/settle-round.ts), so reports aggregate rounds, not bets;
-- the bets are read only for distinct players. Cents throughout.
ALTER TABLE "Bet" ADD COLUMN "rake" INTEGER NOT NULL DEFAULT 0;

ALTER TABLE "Round"
  ADD COLUMN "betCount" INTEGER NOT NULL DEFAULT 0,
  ADD COLUMN "playerCount" INTEGER NOT NULL DEFAULT 0,
  ADD COLUMN "handle" BIGINT NOT NULL DEFAULT 0,
  ADD COLUMN "payouts" BIGINT NOT NULL DEFAULT 0,
  ADD COLUMN "rake" BIGINT NOT NULL DEFAULT 0,
  ADD COLUMN "biggestWin" INTEGER NOT NULL DEFAULT 0;

-- The report's scan: rounds of a window that count (settled or voided), with every column a report groups or sums,
-- so a report over rounds is an index-only scan.
CREATE INDEX "Round_report_idx" ON "Round"("openedAt")
  INCLUDE ("tableId", "game", "dealerId", "shiftId", "status", "betCount", "handle", "payouts", "rake", "biggestWin")
  WHERE "status" IN ('SETTLED', 'VOIDED');

-- Distinct players: the counted bets of a round and their players (index-only).
CREATE INDEX "Bet_counted_round_user_idx" ON "Bet"("roundId", "userId")
  WHERE "status" IN ('WON', 'LOST', 'PUSH', 'DEAD');

-- Backfill of rounds settled before this migration. The kept fee of a bet was not recorded per bet before; a
-- round's rake comes from its SETTLED event's summary (the game's `rake`, High Card Flush §HCF-9), else 0.
UPDATE "Round" AS r
SET "betCount" = s.n, "playerCount" = s.p, "handle" = s.h, "payouts" = s.po, "biggestWin" = s.bw
FROM (
  SELECT "roundId", COUNT(*)::int AS n, COUNT(DISTINCT "userId")::int AS p,
         SUM("amount" + "extraStake" + "fee")::bigint AS h, SUM("payout" + "refund")::bigint AS po,
         MAX("payout")::int AS bw
  FROM "Bet" WHERE "status" IN ('WON', 'LOST', 'PUSH', 'DEAD') GROUP BY "roundId"
) AS s
WHERE r."id" = s."roundId" AND r."status" = 'SETTLED';

UPDATE "Round" AS r
SET "rake" = (e."data"->>'rake')::bigint
FROM "RoundEvent" AS e
WHERE e."roundId" = r."id" AND e."type" = 'SETTLED' AND r."status" = 'SETTLED'
  AND jsonb_typeof(e."data"->'rake') = 'number';
