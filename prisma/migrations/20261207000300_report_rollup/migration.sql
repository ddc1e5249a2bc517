-- Report rollup (issue #17 "Performance"; lib/reports/rollup.ts, lib/reports/report.ts). Reports read one row per
-- (UTC hour of openedAt, table, game, dealer, shift) instead of every round, and the distinct players of a group from
-- a bitmap of player numbers per such bucket (OR of the buckets' bitmaps, then the bits set) instead of every bet:
-- exact, and 30 days x 12 tables is ~10,000 money rows and ~20,000 bitmap rows instead of 100,000 rounds and
-- 1,000,000 bets. No dealer / no shift is '' (a key column cannot be null); the readers turn '' back into null.
-- The rollup is kept by a trigger on "Round" (below) in the transaction that settles, voids, corrects or deletes a
-- round, so no code path can forget it; `writeRoundRollup(tx, roundId)` recomputes one round's bucket on demand.

-- Each player who has a counted bet in a settled round gets a small number (its bit in the bitmaps).
CREATE TABLE "ReportPlayer" (
    "userId" TEXT NOT NULL,
    "ord" SERIAL NOT NULL,

    CONSTRAINT "ReportPlayer_pkey" PRIMARY KEY ("userId")
);
CREATE UNIQUE INDEX "ReportPlayer_ord_key" ON "ReportPlayer"("ord");

-- The money of a bucket: settled rounds, voided rounds, and the settled rounds' summaries (Round.betCount, handle,
-- payouts, rake; biggestWin the largest of the settled rounds with a counted bet, null when none).
CREATE TABLE "ReportRollup" (
    "hour" TIMESTAMP(3) NOT NULL,
    "tableId" TEXT NOT NULL,
    "game" "Game" NOT NULL,
    "dealerId" TEXT NOT NULL DEFAULT '',
    "shiftId" TEXT NOT NULL DEFAULT '',
    "rounds" INTEGER NOT NULL DEFAULT 0,
    "voids" INTEGER NOT NULL DEFAULT 0,
    "bets" BIGINT NOT NULL DEFAULT 0,
    "handle" BIGINT NOT NULL DEFAULT 0,
    "payouts" BIGINT NOT NULL DEFAULT 0,
    "rake" BIGINT NOT NULL DEFAULT 0,
    "biggestWin" INTEGER,

    CONSTRAINT "ReportRollup_pkey" PRIMARY KEY ("hour", "tableId", "game", "dealerId", "shiftId")
);

-- The players of a bucket's settled rounds: player number n is bit n % 1024 (from the left) of chunk n / 1024.
CREATE TABLE "ReportRollupPlayers" (
    "hour" TIMESTAMP(3) NOT NULL,
    "tableId" TEXT NOT NULL,
    "game" "Game" NOT NULL,
    "dealerId" TEXT NOT NULL DEFAULT '',
    "shiftId" TEXT NOT NULL DEFAULT '',
    "chunk" INTEGER NOT NULL,
    "bits" BIT(1024) NOT NULL,

    CONSTRAINT "ReportRollupPlayers_pkey" PRIMARY KEY ("hour", "tableId", "game", "dealerId", "shiftId", "chunk")
);

-- Numbers for the players of one settled round who have none yet (only those, so the sequence has no gaps from
-- conflicts; in userId order, so two settlements numbering the same new players cannot deadlock).
CREATE OR REPLACE FUNCTION "report_number_players"(round_id TEXT) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "ReportPlayer" ("userId")
  SELECT DISTINCT b."userId" FROM "Bet" AS b
  WHERE b."roundId" = round_id AND b."status" IN ('WON', 'LOST', 'PUSH', 'DEAD')
    AND NOT EXISTS (SELECT 1 FROM "ReportPlayer" AS p WHERE p."userId" = b."userId")
  ORDER BY 1
  ON CONFLICT DO NOTHING;
END $$;

-- Recomputes one bucket from its rounds (money) and, when `players`, from their counted bets (bitmaps).
CREATE OR REPLACE FUNCTION "report_rollup_bucket"(h TIMESTAMP(3), t TEXT, g "Game", d TEXT, s TEXT, players BOOLEAN)
RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "ReportRollup"
  WHERE "hour" = h AND "tableId" = t AND "game" = g AND "dealerId" = d AND "shiftId" = s;
  INSERT INTO "ReportRollup" ("hour", "tableId", "game", "dealerId", "shiftId", "rounds", "voids", "bets", "handle",
                              "payouts", "rake", "biggestWin")
  SELECT h, t, g, d, s,
         COUNT(*) FILTER (WHERE r."status" = 'SETTLED'), COUNT(*) FILTER (WHERE r."status" = 'VOIDED'),
         COALESCE(SUM(r."betCount") FILTER (WHERE r."status" = 'SETTLED'), 0),
         COALESCE(SUM(r."handle") FILTER (WHERE r."status" = 'SETTLED'), 0),
         COALESCE(SUM(r."payouts") FILTER (WHERE r."status" = 'SETTLED'), 0),
         COALESCE(SUM(r."rake") FILTER (WHERE r."status" = 'SETTLED'), 0),
         MAX(r."biggestWin") FILTER (WHERE r."status" = 'SETTLED' AND r."betCount" > 0)
  FROM "Round" AS r
  WHERE r."openedAt" >= h AND r."openedAt" < h + interval '1 hour' AND r."tableId" = t AND r."game" = g
    AND COALESCE(r."dealerId", '') = d AND COALESCE(r."shiftId", '') = s AND r."status" IN ('SETTLED', 'VOIDED')
  HAVING COUNT(*) > 0;
  IF players THEN
    DELETE FROM "ReportRollupPlayers"
    WHERE "hour" = h AND "tableId" = t AND "game" = g AND "dealerId" = d AND "shiftId" = s;
    INSERT INTO "ReportRollupPlayers" ("hour", "tableId", "game", "dealerId", "shiftId", "chunk", "bits")
    SELECT h, t, g, d, s, p."ord" / 1024, bit_or(B'1'::bit(1024) >> (p."ord" % 1024))
    FROM "Round" AS r
    JOIN "Bet" AS b ON b."roundId" = r."id" AND b."status" IN ('WON', 'LOST', 'PUSH', 'DEAD')
    JOIN "ReportPlayer" AS p ON p."userId" = b."userId"
    WHERE r."openedAt" >= h AND r."openedAt" < h + interval '1 hour' AND r."tableId" = t AND r."game" = g
      AND COALESCE(r."dealerId", '') = d AND COALESCE(r."shiftId", '') = s AND r."status" = 'SETTLED'
    GROUP BY p."ord" / 1024;
  END IF;
END $$;

-- One round's bucket recomputed in full (money and players): lib/reports/rollup.ts `writeRoundRollup`.
CREATE OR REPLACE FUNCTION "report_rollup_round"(round_id TEXT) RETURNS void LANGUAGE plpgsql AS $$
DECLARE r RECORD;
BEGIN
  SELECT "tableId", "game", "openedAt", "dealerId", "shiftId", "status" INTO r FROM "Round" WHERE "id" = round_id;
  IF NOT FOUND THEN RETURN; END IF;
  PERFORM 1 FROM "GameTable" WHERE "id" = r."tableId" FOR NO KEY UPDATE;
  IF r."status" = 'SETTLED' THEN PERFORM "report_number_players"(round_id); END IF;
  PERFORM "report_rollup_bucket"(date_trunc('hour', r."openedAt"), r."tableId", r."game", COALESCE(r."dealerId", ''),
                                 COALESCE(r."shiftId", ''), true);
END $$;

-- The trigger: a round that counts (SETTLED or VOIDED) before or after the change has its bucket(s) recomputed. The
-- table's row is locked first (FOR NO KEY UPDATE, as publishing a table event does right after in every settle and
-- void), so two transactions of one table's buckets run one after the other and each recomputes from a snapshot
-- that includes the other's commit. Players: a round that becomes SETTLED only adds its players (OR, cheap however
-- many bets the hour holds); a round that was SETTLED (voided, re-settled, moved, deleted) rebuilds its buckets'.
CREATE OR REPLACE FUNCTION "report_rollup_round_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  o BOOLEAN := TG_OP <> 'INSERT' AND OLD."status" IN ('SETTLED', 'VOIDED');
  n BOOLEAN := TG_OP <> 'DELETE' AND NEW."status" IN ('SETTLED', 'VOIDED');
  oh TIMESTAMP(3); nh TIMESTAMP(3);
  same BOOLEAN := false;
BEGIN
  IF NOT (o OR n) THEN RETURN NULL; END IF;
  PERFORM 1 FROM "GameTable"
  WHERE "id" IN (CASE WHEN o THEN OLD."tableId" END, CASE WHEN n THEN NEW."tableId" END)
  ORDER BY "id" FOR NO KEY UPDATE;
  IF o THEN oh := date_trunc('hour', OLD."openedAt"); END IF;
  IF n THEN
    nh := date_trunc('hour', NEW."openedAt");
    IF NEW."status" = 'SETTLED' THEN PERFORM "report_number_players"(NEW."id"); END IF;
  END IF;
  IF o AND n THEN
    same := oh = nh AND OLD."tableId" = NEW."tableId" AND OLD."game" = NEW."game"
            AND COALESCE(OLD."dealerId", '') = COALESCE(NEW."dealerId", '')
            AND COALESCE(OLD."shiftId", '') = COALESCE(NEW."shiftId", '');
  END IF;
  IF o THEN
    PERFORM "report_rollup_bucket"(oh, OLD."tableId", OLD."game", COALESCE(OLD."dealerId", ''),
                                   COALESCE(OLD."shiftId", ''), OLD."status" = 'SETTLED');
  END IF;
  IF n AND NOT (same AND OLD."status" = 'SETTLED') THEN
    -- Money of the new bucket (already done above when it is the old one and that was rebuilt in full).
    IF NOT same THEN
      PERFORM "report_rollup_bucket"(nh, NEW."tableId", NEW."game", COALESCE(NEW."dealerId", ''),
                                     COALESCE(NEW."shiftId", ''), false);
    END IF;
    IF NEW."status" = 'SETTLED' THEN
      INSERT INTO "ReportRollupPlayers" ("hour", "tableId", "game", "dealerId", "shiftId", "chunk", "bits")
      SELECT nh, NEW."tableId", NEW."game", COALESCE(NEW."dealerId", ''), COALESCE(NEW."shiftId", ''),
             p."ord" / 1024, bit_or(B'1'::bit(1024) >> (p."ord" % 1024))
      FROM "Bet" AS b JOIN "ReportPlayer" AS p ON p."userId" = b."userId"
      WHERE b."roundId" = NEW."id" AND b."status" IN ('WON', 'LOST', 'PUSH', 'DEAD')
      GROUP BY p."ord" / 1024
      ON CONFLICT ("hour", "tableId", "game", "dealerId", "shiftId", "chunk")
      DO UPDATE SET "bits" = "ReportRollupPlayers"."bits" | EXCLUDED."bits";
    END IF;
  END IF;
  RETURN NULL;
END $$;

-- Every bucket rebuilt from the rounds and bets (this migration's backfill; the bench after its bulk seed).
CREATE OR REPLACE FUNCTION "report_rollup_rebuild"() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "ReportPlayer" ("userId")
  SELECT DISTINCT b."userId"
  FROM "Bet" AS b JOIN "Round" AS r ON r."id" = b."roundId" AND r."status" = 'SETTLED'
  WHERE b."status" IN ('WON', 'LOST', 'PUSH', 'DEAD')
    AND NOT EXISTS (SELECT 1 FROM "ReportPlayer" AS p WHERE p."userId" = b."userId")
  ORDER BY 1;
  DELETE FROM "ReportRollup";
  DELETE FROM "ReportRollupPlayers";
  INSERT INTO "ReportRollup" ("hour", "tableId", "game", "dealerId", "shiftId", "rounds", "voids", "bets", "handle",
                              "payouts", "rake", "biggestWin")
  SELECT date_trunc('hour', r."openedAt"), r."tableId", r."game", COALESCE(r."dealerId", ''),
         COALESCE(r."shiftId", ''),
         COUNT(*) FILTER (WHERE r."status" = 'SETTLED'), COUNT(*) FILTER (WHERE r."status" = 'VOIDED'),
         COALESCE(SUM(r."betCount") FILTER (WHERE r."status" = 'SETTLED'), 0),
         COALESCE(SUM(r."handle") FILTER (WHERE r."status" = 'SETTLED'), 0),
         COALESCE(SUM(r."payouts") FILTER (WHERE r."status" = 'SETTLED'), 0),
         COALESCE(SUM(r."rake") FILTER (WHERE r."status" = 'SETTLED'), 0),
         MAX(r."biggestWin") FILTER (WHERE r."status" = 'SETTLED' AND r."betCount" > 0)
  FROM "Round" AS r
  WHERE r."status" IN ('SETTLED', 'VOIDED')
  GROUP BY 1, 2, 3, 4, 5;
  INSERT INTO "ReportRollupPlayers" ("hour", "tableId", "game", "dealerId", "shiftId", "chunk", "bits")
  SELECT date_trunc('hour', r."openedAt"), r."tableId", r."game", COALESCE(r."dealerId", ''),
         COALESCE(r."shiftId", ''), p."ord" / 1024, bit_or(B'1'::bit(1024) >> (p."ord" % 1024))
  FROM "Round" AS r
  JOIN "Bet" AS b ON b."roundId" = r."id" AND b."status" IN ('WON', 'LOST', 'PUSH', 'DEAD')
  JOIN "ReportPlayer" AS p ON p."userId" = b."userId"
  WHERE r."status" = 'SETTLED'
  GROUP BY 1, 2, 3, 4, 5, 6;
END $$;

SELECT "report_rollup_rebuild"();

CREATE TRIGGER "Round_report_rollup"
AFTER INSERT OR DELETE OR UPDATE OF "status", "openedAt", "tableId", "game", "dealerId", "shiftId", "betCount",
  "handle", "payouts", "rake", "biggestWin" ON "Round"
FOR EACH ROW EXECUTE FUNCTION "report_rollup_round_changed"();
