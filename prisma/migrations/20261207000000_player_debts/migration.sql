-- Player debts (issue #18 §2): when a correction's or void's reversal takes more than a wallet holds, the wallet goes
-- to zero and the rest is owed on the player's DEBT account ("debt:<userId>", balance <= 0: minus what is owed),
-- repaid first from the player's next credits (DEBT_REPAYMENT). New ledger kinds for withdrawals and corrections.
ALTER TYPE "AccountKind" ADD VALUE 'DEBT';
ALTER TYPE "LedgerKind" ADD VALUE 'WITHDRAWAL';
ALTER TYPE "LedgerKind" ADD VALUE 'DEBT';
ALTER TYPE "LedgerKind" ADD VALUE 'DEBT_REPAYMENT';
ALTER TYPE "LedgerKind" ADD VALUE 'CORRECTION_REVERSAL';
ALTER TYPE "LedgerKind" ADD VALUE 'CORRECTION_SETTLEMENT';

ALTER TABLE "LedgerAccount" ADD COLUMN "debtorId" TEXT;
CREATE UNIQUE INDEX "LedgerAccount_debtorId_key" ON "LedgerAccount"("debtorId");
ALTER TABLE "LedgerAccount" ADD CONSTRAINT "LedgerAccount_debtorId_fkey" FOREIGN KEY ("debtorId") REFERENCES "User"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
-- A debt account never holds money for the player: its balance is zero or what they owe (negative). The kind is
-- compared as text: the enum value added above cannot be named in this same transaction.
ALTER TABLE "LedgerAccount" ADD CONSTRAINT "LedgerAccount_debt_nonpositive" CHECK ("kind"::text <> 'DEBT' OR "balance" <= 0);
