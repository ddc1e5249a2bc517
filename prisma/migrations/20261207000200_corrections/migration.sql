-- Corrections (issue #18 §1): a void or a correction of a round's dealer entries, proposed by a PIT_BOSS or ADMIN
-- and applied or rejected by another one (maker-checker), lib/corrections/*. At most one proposal waits per round.
-- The studio's settings row says below which handle a settled round's void needs no second approver.
CREATE TYPE "CorrectionKind" AS ENUM ('VOID', 'CORRECT');
CREATE TYPE "CorrectionStatus" AS ENUM ('PROPOSED', 'APPLIED', 'REJECTED');
CREATE TYPE "CorrectionReason" AS ENUM ('WRONG_ENTRY', 'MISDEAL', 'EXPOSED_CARD', 'EQUIPMENT_FAULT', 'DEALER_ERROR', 'OTHER');

CREATE TABLE "Correction" (
    "id" TEXT NOT NULL,
    "roundId" TEXT NOT NULL,
    "tableId" TEXT NOT NULL,
    "kind" "CorrectionKind" NOT NULL,
    "status" "CorrectionStatus" NOT NULL DEFAULT 'PROPOSED',
    "reasonCode" "CorrectionReason" NOT NULL,
    "reason" TEXT,
    "entries" JSONB NOT NULL DEFAULT '[]',
    "preview" JSONB NOT NULL DEFAULT '{}',
    "applied" JSONB,
    "proposedById" TEXT NOT NULL,
    "proposedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "decidedById" TEXT,
    "decidedAt" TIMESTAMP(3),
    "note" TEXT,
    CONSTRAINT "Correction_pkey" PRIMARY KEY ("id")
);
CREATE INDEX "Correction_roundId_idx" ON "Correction"("roundId");
CREATE INDEX "Correction_status_proposedAt_idx" ON "Correction"("status", "proposedAt");
-- One proposal at a time per round: a second one while the first waits is refused (CORRECTION_PENDING).
CREATE UNIQUE INDEX "Correction_one_proposed_per_round" ON "Correction"("roundId") WHERE "status" = 'PROPOSED';
ALTER TABLE "Correction" ADD CONSTRAINT "Correction_roundId_fkey" FOREIGN KEY ("roundId") REFERENCES "Round"("id") ON DELETE CASCADE ON UPDATE CASCADE;

CREATE TABLE "StudioSetting" (
    "id" INTEGER NOT NULL DEFAULT 1,
    "voidApprovalBelow" INTEGER,
    "updatedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updatedById" TEXT,
    CONSTRAINT "StudioSetting_pkey" PRIMARY KEY ("id")
);
