-- Settlement updates stay heap-only again (issue #16 §2).
--
-- An index whose predicate names a column counts that column as indexed: "Bet_counted_round_user_idx"
-- (report_summaries, WHERE "status" IN (...)) made every settle update of Bet.status a non-HOT update, so each
-- settled bet wrote a new entry in every Bet index (measured: 0 % HOT at fillfactor 50, 100 % before it; settle
-- of 100,000 bets 2.5 s then, 5.9 s with it). The reports no longer need it: whole hours read the rollup's
-- player bitmaps (report_rollup), and the few rounds of a window's partial hours find their bets by
-- "Bet_roundId_userId_idx" (the status is checked on the row).
DROP INDEX "Bet_counted_round_user_idx";
