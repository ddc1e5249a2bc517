-- Late-bet log (issue #17 §6): every bet refused because betting had closed (BETTING_CLOSED) and every decision
-- refused after its deadline (DECISION_TIME_UP), with the server's time, the round's close time (the countdown's
-- closesAt, the hand close's closedAt, or the decision's deadline) and the difference in ms. Written by
-- lib/late-bets/record-late.ts after the refused request's transaction, best effort; read by GET /api/late-bets.
-- Kept 90 days by the retention job (lib/ops/retention.ts).
CREATE TYPE "LateBetKind" AS ENUM ('BET', 'DECISION');

CREATE TABLE "LateBet" (
    "id" TEXT NOT NULL,
    "at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "closesAt" TIMESTAMP(3) NOT NULL,
    "lateByMs" BIGINT NOT NULL,
    "kind" "LateBetKind" NOT NULL,
    "code" TEXT NOT NULL,
    "tableId" TEXT NOT NULL,
    "roundId" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "amount" BIGINT,
    "body" JSONB NOT NULL DEFAULT '{}',
    CONSTRAINT "LateBet_pkey" PRIMARY KEY ("id")
);
CREATE INDEX "LateBet_tableId_at_idx" ON "LateBet"("tableId", "at");
CREATE INDEX "LateBet_userId_at_idx" ON "LateBet"("userId", "at");
CREATE INDEX "LateBet_roundId_idx" ON "LateBet"("roundId");
CREATE INDEX "LateBet_at_idx" ON "LateBet"("at");
ALTER TABLE "LateBet" ADD CONSTRAINT "LateBet_tableId_fkey" FOREIGN KEY ("tableId") REFERENCES "GameTable"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "LateBet" ADD CONSTRAINT "LateBet_roundId_fkey" FOREIGN KEY ("roundId") REFERENCES "Round"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "LateBet" ADD CONSTRAINT "LateBet_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;
