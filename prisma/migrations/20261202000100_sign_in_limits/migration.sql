-- CreateTable: failed sign-in counters (lib/auth/sign-in-limits.ts) when the app runs on a Postgres server
-- without REDIS_URL, shared by every app node. The layout is rate-limiter-flexible's RateLimiterPostgres
-- table (it is told the table exists and never creates one): `key` = "<limit>:<username hash / address>",
-- `points` = failures counted in the window, `expire` = end of the window or block in epoch milliseconds.
-- Expired rows are deleted by the limiter every 5 minutes. Unused on the embedded PGlite (memory counters).
CREATE TABLE "SignInLimit" (
    "key" VARCHAR(255) NOT NULL,
    "points" INTEGER NOT NULL DEFAULT 0,
    "expire" BIGINT,

    CONSTRAINT "SignInLimit_pkey" PRIMARY KEY ("key")
);
