-- AlterTable: the SHA-256 of the request body an Idempotency-Key was first used with (hex). A repeat
-- with the same key but another body is refused (409 IDEMPOTENCY_KEY_REUSED) instead of answered
-- with the first response. Null for keys stored before this column existed (not compared).
ALTER TABLE "IdempotencyKey" ADD COLUMN "requestHash" TEXT;
