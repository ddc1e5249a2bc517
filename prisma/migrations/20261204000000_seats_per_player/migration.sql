-- Poker Switch (RULES.md §PS-0): a player takes one or two pairs of boxes, each a seat, so a player may
-- hold more than one seat at a table. How many is the game's (`GameModule.seatsPerPlayer`, default 1:
-- blackjack and high card flush keep one seat per player, checked in lib/tables/seats.ts under the
-- table's row lock); a seat still has one player (Seat_tableId_seat_key).

-- DropIndex
DROP INDEX "Seat_tableId_userId_key";

-- CreateIndex
CREATE INDEX "Seat_tableId_userId_idx" ON "Seat"("tableId", "userId");
