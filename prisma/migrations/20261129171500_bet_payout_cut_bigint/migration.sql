-- AlterTable: the winnings cut by the table's maximum payout (§C-6) can exceed 32 bits
-- (a 1e9-cent straight up pays 3.5e10 before the cut).
ALTER TABLE "Bet" ALTER COLUMN "payoutCut" SET DATA TYPE BIGINT;
