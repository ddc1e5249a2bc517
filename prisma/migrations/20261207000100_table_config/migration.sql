-- Table configuration, versioned and audited (issue #18 §4). Every change of a table's rules, limits or status
-- (PATCH /api/tables/:id) is a new TableConfig version; GameTable.configVersion is the current one. A round records
-- the version it was opened under and the limits it runs under (Round.limits, resolved cents), so a change applies
-- from the next round: bets, decisions and settlement read the round's limits (lib/tables/round-limits.ts).
-- Backfill: version 1 for every table (its rules, limits and status now; `hash` null, computed by the app from
-- them, lib/tables/config-hash.ts) and configVersion 1 for every round. Older rounds keep limits '{}' (read as
-- "the table's").
CREATE TABLE "TableConfig" (
    "id" TEXT NOT NULL,
    "tableId" TEXT NOT NULL,
    "version" INTEGER NOT NULL,
    "rules" JSONB NOT NULL,
    "limits" JSONB NOT NULL,
    "status" "TableStatus" NOT NULL,
    "hash" TEXT,
    "reason" TEXT,
    "createdAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "createdById" TEXT,
    CONSTRAINT "TableConfig_pkey" PRIMARY KEY ("id")
);
CREATE UNIQUE INDEX "TableConfig_tableId_version_key" ON "TableConfig"("tableId", "version");
ALTER TABLE "TableConfig" ADD CONSTRAINT "TableConfig_tableId_fkey" FOREIGN KEY ("tableId") REFERENCES "GameTable"("id") ON DELETE CASCADE ON UPDATE CASCADE;

ALTER TABLE "GameTable" ADD COLUMN "configVersion" INTEGER NOT NULL DEFAULT 1;
ALTER TABLE "Round" ADD COLUMN "configVersion" INTEGER;
ALTER TABLE "Round" ADD COLUMN "limits" JSONB NOT NULL DEFAULT '{}';

INSERT INTO "TableConfig" ("id", "tableId", "version", "rules", "limits", "status", "createdAt")
SELECT gen_random_uuid()::text, "id", 1, "rules", "limits", "status", "createdAt" FROM "GameTable";
UPDATE "Round" SET "configVersion" = 1;
