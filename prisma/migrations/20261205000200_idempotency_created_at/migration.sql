-- Retention (lib/ops/retention.ts, issue #16 §4) removes idempotency keys by age: an index on "createdAt" keeps
-- each run to the old rows instead of a scan of the whole table.
CREATE INDEX "IdempotencyKey_createdAt_idx" ON "IdempotencyKey"("createdAt");
