-- Settlement rewrites every bet of a round at once (status, payout, refund, payoutCut, settledAt: none of them
-- indexed). A heap-only (HOT) update needs room for the new row version on the same page, and a round's bets
-- are inserted together, so a full page cannot take them: each update then writes a new entry in every index
-- of "Bet". Pages filled to 50 % leave room for one new version of every row on them (issue #16 §2; the
-- bench section `settle` prints the HOT share). Applies to pages written from now on; VACUUM FULL or
-- pg_repack would rewrite the existing ones.
ALTER TABLE "Bet" SET (fillfactor = 50);
