/**
 * `npx tsx scripts/rtp-poker-switch.ts [--rounds N] [--check M] [--seed S]`: the returns of Poker Switch
 * (RULES.md §PS-3..§PS-8), all from lib/games/poker-switch/ with the default paytables of §PS-8:
 *
 * 1. The Bonus bet, exact (exact-returns.ts): paid on the box's original five cards whatever else
 *    happens (§PS-7), so its return is Σ count(hand) × (a + b) / b over the 2,598,960 five-card
 *    hands; the category counts are the combinatorial ones, checked here against an enumeration of
 *    every hand through the evaluator.
 * 2. The Ante + Bet, exact (bet-return.ts), for a box that never switches, always Bets, never
 *    insures or buys: the expectation over every pair of disjoint five-card hands (box, dealer),
 *    C(52,5) × C(47,5) = 3,986,646,103,440 pairs, by inclusion-exclusion over shared cards.
 * 3. The documented switching strategy `SWITCH_SIMPLE` (simulate.ts `switchHeuristic`), simulated:
 *    N rounds (default 10,000,000) of one pair against the dealer, each from a fresh seeded shuffle
 *    of one deck (mulberry32), settled by the engine's own `settleBox` (no cap), the switch fee
 *    included: switch when it raises the better box's category, or keeps it and raises the other's
 *    (ace-king high above other high cards); Bet ace-king or better, fold the rest; no insurance;
 *    buy with three of a kind or better. The house edge is the mean net loss per Ante placed
 *    (2 Antes a round), with its standard error (sample standard deviation of a round's net / √N / 2).
 *    `ALWAYS_BET` is simulated for M rounds (default 2,000,000) as a check of the simulation against (2).
 *
 * Work is split over `RTP_WORKERS` worker threads (default 2, at most the number of CPUs), each with
 * its own seed (S + 7919 × worker); the workers' tallies are merged exactly (sums and sums of squares).
 */
import os from 'node:os';
import { Worker, isMainThread, parentPort, workerData } from 'node:worker_threads';
import { bonusReturn, enumerateFiveCardCounts } from '@/lib/games/poker-switch/exact-returns';
import { alwaysBetReturn } from '@/lib/games/poker-switch/bet-return';
import { simulate, type PsSimulation, type PsStrategy } from '@/lib/games/poker-switch/simulate';
import {
  BONUS_HANDS,
  DEFAULT_BET_PAYTABLE,
  DEFAULT_BONUS_PAYTABLE,
  FIVE_CARD_COUNTS,
  FIVE_CARD_HANDS,
} from '@/lib/games/poker-switch/paytables';

type Job = { rounds: number; check: number; seed: number };
type Done = { kind: 'done'; results: PsSimulation[] };

function runWorker(job: Job): Promise<Done> {
  return new Promise((resolve, reject) => {
    // Node 20 does not apply tsx's --import hooks to a worker's entry point: register them first.
    const boot = `import(${JSON.stringify(import.meta.resolve('tsx/esm/api'))}).then((m) => { m.register(); return import(${JSON.stringify(import.meta.url)}); });`;
    const w = new Worker(boot, { eval: true, workerData: job });
    w.on('message', (m: Done) => resolve(m));
    w.once('error', reject);
    w.once('exit', (code) => {
      if (code !== 0) reject(new Error(`worker exited with code ${code}`));
    });
  });
}

function option(name: string, fallback: number): number {
  const i = process.argv.indexOf(`--${name}`);
  const raw = i >= 0 ? process.argv[i + 1] : undefined;
  const n = raw === undefined ? fallback : Number(raw.replaceAll('_', ''));
  if (!Number.isSafeInteger(n) || n < 0) throw new RangeError(`--${name} must be a non-negative integer, got ${raw}`);
  return n;
}

/**
 * Merges simulations of the same strategy on disjoint seeds: each one's sum and sum of squares of a
 * round's net are recovered from its mean and standard error (variance × (n − 1) + n × mean²).
 */
function merge(parts: PsSimulation[]): PsSimulation {
  let n = 0;
  let sum = 0;
  let sumSq = 0;
  let switched = 0;
  let bets = 0;
  let buys = 0;
  for (const p of parts) {
    if (p.rounds === 0) continue;
    const variance = p.standardError * p.standardError * p.rounds;
    n += p.rounds;
    sum += p.meanPerRound * p.rounds;
    sumSq += variance * (p.rounds - 1) + p.rounds * p.meanPerRound * p.meanPerRound;
    switched += p.switchRate * p.rounds;
    bets += p.betRate * 2 * p.rounds;
    buys += p.buyRate * p.betRate * 2 * p.rounds;
  }
  const mean = sum / n;
  const se = Math.sqrt((sumSq - n * mean * mean) / (n - 1) / n);
  return {
    strategy: parts[0]!.strategy,
    rounds: n,
    meanPerRound: mean,
    standardError: se,
    edgePerAnte: -mean / 2,
    edgeStandardError: se / 2,
    switchRate: switched / n,
    betRate: bets / (2 * n),
    buyRate: bets ? buys / bets : 0,
  };
}

const pct = (x: number, digits = 3) => `${(x * 100).toFixed(digits)}%`;
const int = (x: number | bigint) => x.toLocaleString('en');

async function main() {
  const rounds = option('rounds', 10_000_000);
  const check = option('check', 2_000_000);
  const seed = option('seed', 2026);
  const workers = Math.max(1, Math.min(Number(process.env.RTP_WORKERS ?? 2), os.cpus().length));
  const t0 = performance.now();
  const secs = (from = t0) => ((performance.now() - from) / 1000).toFixed(1);

  console.log('Poker Switch (RULES.md §PS), default paytables of §PS-8; dealer qualifies with ace-king (§PS-5)');

  // 1. Bonus, exact.
  let t = performance.now();
  const counts = enumerateFiveCardCounts();
  const countsAgree = BONUS_HANDS.every((h) => counts[h] === FIVE_CARD_COUNTS[h]);
  const bonus = bonusReturn(DEFAULT_BONUS_PAYTABLE, counts);
  console.log('\n1. Bonus bet, exact: every five-card hand, paid on the original five (§PS-7)');
  console.log(
    `   ${BONUS_HANDS.map((h) => `${h.toLowerCase().replaceAll('_', ' ')} ${DEFAULT_BONUS_PAYTABLE[h][0]}:${DEFAULT_BONUS_PAYTABLE[h][1]} × ${int(counts[h])}`).join(', ')}`,
  );
  console.log(
    `   return ${bonus.percent.toFixed(4)}% (exactly ${int(bonus.numerator)} / ${int(bonus.denominator)}: stakes and winnings back over the ${int(FIVE_CARD_HANDS)} hands); house edge ${(100 - bonus.percent).toFixed(4)}%`,
  );
  console.log(
    `   (category counts by enumeration through the evaluator ${countsAgree ? 'agree with' : 'DIFFER FROM'} the combinatorial counts; ${secs(t)} s)`,
  );
  if (!countsAgree) process.exitCode = 1;

  // 2. Ante + Bet, exact, never switching, always Betting.
  t = performance.now();
  const exact = alwaysBetReturn(DEFAULT_BET_PAYTABLE);
  console.log('\n2. Ante + Bet, exact: a box that never switches, always Bets (2 × Ante), never insures or buys');
  console.log(
    `   net ${exact.perAnte.toFixed(6)} Antes per Ante = ${int(exact.total)} / ${int(exact.pairs)} (box, dealer) pairs of disjoint five-card hands`,
  );
  console.log(
    `   return ${pct(exact.rtp, 4)} of the 3 Antes staked (Ante + Bet); house edge ${pct(-exact.perAnte, 4)} per Ante, ${pct(1 - exact.rtp, 4)} per unit wagered`,
  );
  console.log(`   (inclusion-exclusion over the cards the two hands share, bet-return.ts; ${secs(t)} s)`);

  // 3. Simulation.
  if (rounds > 1) {
    t = performance.now();
    const share = (total: number, i: number) => Math.floor(total / workers) + (i < total % workers ? 1 : 0);
    const jobs = Array.from({ length: workers }, (_, i) => ({
      rounds: share(rounds, i),
      check: share(check, i),
      seed: seed + i * 7919,
    }));
    const done =
      workers === 1
        ? [{ kind: 'done' as const, results: run({ rounds, check, seed }) }]
        : await Promise.all(jobs.map(runWorker));
    const simple = merge(done.map((d) => d.results[0]!));
    const always = check > 1 ? merge(done.map((d) => d.results[1]!).filter((x) => x.rounds > 1)) : null;
    console.log(
      `\n3. Simulation: ${int(simple!.rounds)} rounds of one pair (2 boxes, Ante 1 each) against the dealer, a fresh shuffle of one deck each`,
    );
    console.log(
      `   (mulberry32, seed ${seed}${workers > 1 ? ` + 7919 per worker, ${workers} workers` : ''}; settled by settleBox, no cap; fees included; ${secs(t)} s)`,
    );
    console.log(
      "   SWITCH_SIMPLE: switch when it raises the better box's category, or keeps it and raises the other's",
    );
    console.log('                  (ace-king high above other high cards); Bet ace-king or better, else fold;');
    console.log('                  no insurance; buy a game with three of a kind or better');
    console.log(
      `     house edge ${pct(simple!.edgePerAnte)} ± ${pct(simple!.edgeStandardError)} per Ante placed (1 standard error)`,
    );
    console.log(
      `     net per round ${simple!.meanPerRound.toFixed(5)} ± ${simple!.standardError.toFixed(5)} Antes; switches ${pct(simple!.switchRate, 2)} of rounds, Bets ${pct(simple!.betRate, 2)} of boxes, buys ${pct(simple!.buyRate, 2)} of Bets`,
    );
    if (always) {
      const z = (-always.edgePerAnte - exact.perAnte) / always.edgeStandardError;
      console.log(
        `   ALWAYS_BET (check of the simulation, ${int(always.rounds)} rounds): house edge ${pct(always.edgePerAnte)} ± ${pct(always.edgeStandardError)} per Ante; exact ${pct(-exact.perAnte)} (${z.toFixed(1)} SE from it)`,
      );
      if (Math.abs(z) > 5) process.exitCode = 1;
    }
  }
  console.log(`\n(${secs()} s)`);
}

/** One share of the work: `rounds` of SWITCH_SIMPLE and `check` of ALWAYS_BET (another seed stream). */
function run(job: Job): PsSimulation[] {
  const out = [simulate('SWITCH_SIMPLE', job.rounds, job.seed)];
  if (job.check > 1) out.push(simulate('ALWAYS_BET' satisfies PsStrategy, job.check, job.seed + 1_000_003));
  return out;
}

if (!isMainThread) {
  parentPort!.postMessage({ kind: 'done', results: run(workerData as Job) } satisfies Done);
} else {
  await main();
}
