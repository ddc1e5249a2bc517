-- High Card Flush, player-banked (RULES.md §HCF-7..§HCF-9).

-- AlterTable: the seated player has opted in to be offered the designated player's seat (§HCF-7).
ALTER TABLE "Seat" ADD COLUMN "dpOptIn" BOOLEAN NOT NULL DEFAULT false;

-- AlterTable: a table fee held with a bet when it is placed (the High Card Flush rake, §HCF-9),
-- cents; kept by the house when the hand is raked, handed back otherwise (a dead hand, a void).
ALTER TABLE "Bet" ADD COLUMN "fee" INTEGER NOT NULL DEFAULT 0;
ALTER TABLE "Bet" ADD CONSTRAINT "Bet_fee_nonnegative" CHECK ("fee" >= 0);
