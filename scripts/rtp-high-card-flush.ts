/**
 * `npx tsx scripts/rtp-high-card-flush.ts [rounds]`: the returns of High Card Flush (RULES.md §HCF)
 * with the default paytables, where the bonus bets must beat the DP's (dealer's) hand:
 *
 * 1. The flush-size distribution of seven cards and the DP qualification probability, exact
 *    (lib/games/high-card-flush/odds.ts).
 * 2. Exact enumeration (lib/games/high-card-flush/exact-returns.ts, about 30-60 s): every player
 *    hand, and for each every DP hand from the other 45 cards counted exactly:
 *    - Ante + Raise against a house bank with the best raise strategy (published house edge
 *      2.65-2.71%);
 *    - the Flush bonus (§HCF-6) and the Straight Flush bonus (§HCF-5) returns.
 * 3. A seeded simulation of whole rounds through the engine's own `apply` and `settleRound`
 *    (lib/games/high-card-flush/simulate.ts) as a cross-check of the engine against (2).
 *
 * Rounds for (3): first argument or `RTP_ROUNDS` (default 100,000; 0 skips it). Seed: `RTP_SEED` (default 1).
 */
import { DEFAULT_HCF_RULES } from '@/lib/games/high-card-flush/rules';
import { dpQualifyProbability, flushOdds, flushSizeProbabilities } from '@/lib/games/high-card-flush/odds';
import { exactReturns, exactTallies } from '@/lib/games/high-card-flush/exact-returns';
import { simulateHouseBanked } from '@/lib/games/high-card-flush/simulate';

const rounds = Number(process.argv[2] ?? process.env.RTP_ROUNDS ?? 100_000);
const seed = Number(process.env.RTP_SEED ?? 1);
if (!Number.isInteger(rounds) || rounds < 0)
  throw new Error(`rounds must be a non-negative integer, got ${process.argv[2]}`);

const pct = (x: number, digits = 4) => `${(x * 100).toFixed(digits)}%`;
const ratioText = (r: readonly [number, number]) => `${r[0]}:${r[1]}`;

console.log('High Card Flush (RULES.md §HCF), default paytables');
console.log(
  `  Flush bonus:          ${[4, 5, 6, 7].map((k) => `${k} cards ${ratioText(DEFAULT_HCF_RULES.flushBonus[k as 4])}`).join(', ')}`,
);
console.log(
  `  Straight Flush bonus: ${[3, 4, 5, 6, 7].map((k) => `${k} cards ${ratioText(DEFAULT_HCF_RULES.straightFlushBonus[k as 3])}`).join(', ')}`,
);

console.log('\n1. Seven cards from 52 (exact, C(52,7) = 133,784,560 hands)');
const odds = flushOdds();
const p = flushSizeProbabilities();
for (const k of [2, 3, 4, 5, 6, 7] as const)
  console.log(`  ${k}-card flush  ${String(odds.bySize[k]).padStart(9)}  ${p[k].toFixed(7)}`);
console.log(`  DP qualifies (>= 3-card 9-high)  ${odds.qualifying}  ${dpQualifyProbability().toFixed(7)}`);

console.log('\n2. Exact enumeration: every player hand x every DP hand from the other 45 cards');
const t0 = Date.now();
let shown = 0;
const tallies = exactTallies((done) => {
  if (done >= shown + 0.25 || done === 1) {
    shown = done;
    process.stderr.write(`  ... ${(done * 100).toFixed(0)}% (${((Date.now() - t0) / 1000).toFixed(0)} s)\n`);
  }
});
const r = exactReturns(tallies, DEFAULT_HCF_RULES);
console.log(`  (${((Date.now() - t0) / 1000).toFixed(1)} s)`);
console.log('  Ante + Raise, house banked, best raise strategy:');
console.log(`    house edge (per Ante)          ${pct(-r.anteRaiseEvPerAnte)}   (published: 2.65-2.71%)`);
console.log(`    element of risk (per wager)    ${pct(-r.anteRaiseEvPerWager)}`);
console.log(
  `    decisions: fold ${pct(r.decisionShare.FOLD, 2)}, raise 1x ${pct(r.decisionShare.RAISE_1, 2)}, 2x ${pct(r.decisionShare.RAISE_2, 2)}, 3x ${pct(r.decisionShare.RAISE_3, 2)}`,
);
console.log(
  `    three-card flushes: lowest raised ${tallies.lowestRaisingThreeCardFlush?.join('-')}, highest folded ${tallies.highestFoldingThreeCardFlush?.join('-')} (ranks, A = 14)`,
);
{
  const d = tallies.decisionsBySize;
  const label = { FOLD: 'fold', RAISE_1: 'raise 1x', RAISE_2: 'raise 2x', RAISE_3: 'raise 3x' } as const;
  const bySize = [2, 3, 4, 5, 6, 7].map((k) => {
    const all = (['FOLD', 'RAISE_1', 'RAISE_2', 'RAISE_3'] as const).reduce((a, x) => a + d[x][k]!, 0);
    const parts = (['FOLD', 'RAISE_1', 'RAISE_2', 'RAISE_3'] as const)
      .filter((x) => d[x][k]! > 0)
      .map((x) => `${label[x]} ${((d[x][k]! / all) * 100).toFixed(1)}%`);
    return `${k}: ${parts.join(' / ')}`;
  });
  console.log(`    decisions by flush size: ${bySize.join('; ')}`);
}
{
  const { raise, fold } = tallies.threeCardFlushByTop;
  const names: Record<number, string> = { 10: 'T', 11: 'J', 12: 'Q', 13: 'K', 14: 'A' };
  const shares = [];
  for (let top = 4; top <= 14; top++) {
    const all = raise[top]! + fold[top]!;
    if (all > 0) shares.push(`${names[top] ?? top} ${((raise[top]! / all) * 100).toFixed(1)}%`);
  }
  console.log(`    three-card flushes raised, by top card: ${shares.join(', ')}`);
}
console.log("  Flush bonus (must beat the DP's flush, §HCF-6):");
console.log(`    return ${pct(r.flushBonusReturn)}, house edge ${pct(1 - r.flushBonusReturn)}`);
console.log(
  `    return by size: ${([4, 5, 6, 7] as const).map((k) => `${k}: ${pct(r.flushBonusReturnBySize[k])}`).join(', ')}`,
);
console.log("  Straight Flush bonus (must beat the DP's run, §HCF-5):");
console.log(
  `    return ${pct(r.straightFlushBonusReturn)}, house edge ${pct(1 - r.straightFlushBonusReturn)} (player raises whenever the bonus is live)`,
);
console.log(
  `    return ${pct(r.straightFlushBonusReturnAnteStrategy)}, house edge ${pct(1 - r.straightFlushBonusReturnAnteStrategy)} (player follows the best Ante strategy; a folded hand loses the bonus)`,
);
console.log(
  `    return by length: ${([3, 4, 5, 6, 7] as const).map((k) => `${k}: ${pct(r.straightFlushBonusReturnByLength[k])}`).join(', ')}`,
);

if (rounds > 0) {
  console.log(`\n3. Simulation through the engine: ${rounds.toLocaleString('en')} house-banked rounds, seed ${seed}`);
  const t1 = Date.now();
  const s = simulateHouseBanked({ rounds, seed });
  const z = (mean: number, se: number, exact: number) =>
    `${pct(-mean, 3)} ± ${pct(se, 3)}  (exact ${pct(-exact, 3)}, ${Math.abs((mean - exact) / se).toFixed(1)} SE off)`;
  console.log(`  Ante + Raise house edge        ${z(s.anteRaise.mean, s.anteRaise.stdError, r.anteRaiseEvPerAnte)}`);
  console.log(
    `  Flush bonus house edge         ${z(s.flushBonus.mean, s.flushBonus.stdError, r.flushBonusReturn - 1)}`,
  );
  console.log(
    `  Straight Flush house edge      ${z(s.straightFlushBonus.mean, s.straightFlushBonus.stdError, r.straightFlushBonusReturnAnteStrategy - 1)}`,
  );
  console.log(`  (${((Date.now() - t1) / 1000).toFixed(1)} s)`);
}
