-- Dealer shifts (issue #17 §1). The pit's assignment becomes "who may sign in" (TableDealer); a dealer signs in at
-- the console (a DealerShift opens, GameTable.dealerId names them) and out again; every round records the dealer on
-- shift and the shift. Existing assignments become both: the assigned dealer may sign in and is signed in now.
CREATE TYPE "ShiftEnd" AS ENUM ('SIGNED_OUT', 'REPLACED', 'PIT');

CREATE TABLE "TableDealer" (
    "tableId" TEXT NOT NULL,
    "userId" TEXT NOT NULL,
    "addedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "addedById" TEXT,
    CONSTRAINT "TableDealer_pkey" PRIMARY KEY ("tableId", "userId")
);
CREATE INDEX "TableDealer_userId_idx" ON "TableDealer"("userId");
ALTER TABLE "TableDealer" ADD CONSTRAINT "TableDealer_tableId_fkey" FOREIGN KEY ("tableId") REFERENCES "GameTable"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "TableDealer" ADD CONSTRAINT "TableDealer_userId_fkey" FOREIGN KEY ("userId") REFERENCES "User"("id") ON DELETE CASCADE ON UPDATE CASCADE;

CREATE TABLE "DealerShift" (
    "id" TEXT NOT NULL,
    "tableId" TEXT NOT NULL,
    "dealerId" TEXT NOT NULL,
    "startedAt" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "endedAt" TIMESTAMP(3),
    "endReason" "ShiftEnd",
    "endedById" TEXT,
    CONSTRAINT "DealerShift_pkey" PRIMARY KEY ("id"),
    CONSTRAINT "DealerShift_ended_check" CHECK (("endedAt" IS NULL) = ("endReason" IS NULL) AND ("endedAt" IS NULL OR "endedAt" >= "startedAt"))
);
CREATE INDEX "DealerShift_tableId_startedAt_idx" ON "DealerShift"("tableId", "startedAt");
CREATE INDEX "DealerShift_dealerId_startedAt_idx" ON "DealerShift"("dealerId", "startedAt");
-- At most one open shift per table.
CREATE UNIQUE INDEX "DealerShift_open_table_key" ON "DealerShift"("tableId") WHERE "endedAt" IS NULL;
ALTER TABLE "DealerShift" ADD CONSTRAINT "DealerShift_tableId_fkey" FOREIGN KEY ("tableId") REFERENCES "GameTable"("id") ON DELETE CASCADE ON UPDATE CASCADE;
ALTER TABLE "DealerShift" ADD CONSTRAINT "DealerShift_dealerId_fkey" FOREIGN KEY ("dealerId") REFERENCES "User"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

ALTER TABLE "Round" ADD COLUMN "dealerId" TEXT, ADD COLUMN "shiftId" TEXT;
CREATE INDEX "Round_dealerId_openedAt_idx" ON "Round"("dealerId", "openedAt");
CREATE INDEX "Round_shiftId_idx" ON "Round"("shiftId");
ALTER TABLE "Round" ADD CONSTRAINT "Round_dealerId_fkey" FOREIGN KEY ("dealerId") REFERENCES "User"("id") ON DELETE SET NULL ON UPDATE CASCADE;
ALTER TABLE "Round" ADD CONSTRAINT "Round_shiftId_fkey" FOREIGN KEY ("shiftId") REFERENCES "DealerShift"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- Today's assignments: the assigned dealer may sign in, and is on shift from now.
INSERT INTO "TableDealer" ("tableId", "userId") SELECT "id", "dealerId" FROM "GameTable" WHERE "dealerId" IS NOT NULL;
INSERT INTO "DealerShift" ("id", "tableId", "dealerId") SELECT gen_random_uuid()::text, "id", "dealerId" FROM "GameTable" WHERE "dealerId" IS NOT NULL;
