-- Blackjack (RULES.md §BJ): seats at a table, stakes taken during a round, decision timers.

-- CreateTable: a player's seat at a table (one seat per player per table, one player per seat).
CREATE TABLE "Seat" (
    "id" TEXT NOT NULL,
    "tableId" TEXT NOT NULL,
    "seat" INTEGER NOT NULL,
    "userId" TEXT NOT NULL,
    "takenAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "Seat_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "Seat_tableId_seat_key" ON "Seat"("tableId", "seat");

-- CreateIndex
CREATE UNIQUE INDEX "Seat_tableId_userId_key" ON "Seat"("tableId", "userId");

-- CreateIndex
CREATE INDEX "Seat_userId_idx" ON "Seat"("userId");

-- AddForeignKey
ALTER TABLE "Seat" ADD CONSTRAINT "Seat_tableId_fkey" FOREIGN KEY ("tableId") REFERENCES "GameTable"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "Seat" ADD CONSTRAINT "Seat_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- Seat numbers start at 1 (the games bound the top).
ALTER TABLE "Seat" ADD CONSTRAINT "Seat_seat_positive" CHECK ("seat" >= 1);

-- AlterTable: stakes added to a bet after it was placed (blackjack doubles and splits, §BJ-3/§BJ-9).
ALTER TABLE "Bet" ADD COLUMN "extraStake" INTEGER NOT NULL DEFAULT 0;
ALTER TABLE "Bet" ADD CONSTRAINT "Bet_extraStake_nonnegative" CHECK ("extraStake" >= 0);

-- AlterTable: when the awaited player decision times out (§C-7, §BJ-10).
ALTER TABLE "Round" ADD COLUMN "decisionDeadline" TIMESTAMP(3);

-- CreateIndex
CREATE INDEX "Round_status_decisionDeadline_idx" ON "Round"("status", "decisionDeadline");
