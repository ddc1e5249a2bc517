/**
 * `npx tsx scripts/rtp-casino-holdem.ts [--deals N] [--states M] [--seed S]`: the returns of Casino
 * Hold'em (RULES.md §CHE-3..§CHE-6) beside the published figures of seed 003 (§CHE-6), all from
 * lib/games/casino-holdem/returns.ts:
 *
 * 1. The AA Bonus, exact over all 2,598,960 five-card hands (the player calling whenever it wins).
 * 2. A seeded simulation of N deals (default 100,000,000), scored on the same deals for "always
 *    call" and for the documented simple strategy SIMPLE (`simpleCalls`): net per Ante and return
 *    per total wagered (Ante + Call), each with its standard error.
 * 3. M random player-and-flop states (default 30,000), each valued exactly over every turn and
 *    river (C(47,2) = 1,081) and every dealer hand from the 45 cards left (C(45,2) = 990): the
 *    optimal decision is max(EV(call), −1). The optimal-play edge is estimated two ways: the plain
 *    mean over the states, and (much tighter) the simulated "always call" of (2) plus the sampled
 *    mean gain of folding max(0, −1 − EV(call)), whose standard errors add in quadrature.
 *
 * Work is split over `RTP_WORKERS` worker threads (default 2, at most the number of CPUs).
 */
import os from 'node:os';
import { Worker, isMainThread, parentPort, workerData } from 'node:worker_threads';
import {
  aaBonusExact,
  combinedOptimal,
  dealerQualifyingHands,
  estimateOf,
  FIVE_CARD_HANDS,
  mergeStateTallies,
  mergeTallies,
  sampleStates,
  SEVEN_CARD_HANDS,
  simulate,
  strategyReport,
  type Estimate,
  type SimulationTallies,
  type StateTallies,
} from '@/lib/games/casino-holdem/returns';

type Job = { deals: number; states: number; seed: number };
type Done = { kind: 'done'; sim: SimulationTallies; states: StateTallies };
type Progress = { kind: 'progress'; states: number };

function runWorker(job: Job, onProgress: (states: number) => void): Promise<Done> {
  return new Promise((resolve, reject) => {
    // Node 20 does not apply tsx's --import hooks to a worker's entry point: register them first.
    const boot = `import(${JSON.stringify(import.meta.resolve('tsx/esm/api'))}).then((m) => { m.register(); return import(${JSON.stringify(import.meta.url)}); });`;
    const w = new Worker(boot, { eval: true, workerData: job });
    w.on('message', (m: Done | Progress) => {
      if (m.kind === 'progress') onProgress(m.states);
      else resolve(m);
    });
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

const pct = (x: number, digits = 3) => `${(x * 100).toFixed(digits)}%`;
const pm = (e: Estimate, digits = 3) => `${pct(e.mean, digits)} ± ${pct(e.stdError, digits)}`;
const edge = (e: Estimate, digits = 3) => `${pct(-e.mean, digits)} ± ${pct(e.stdError, digits)}`;
const off = (e: Estimate, target: number) =>
  e.stdError > 0 ? `${((e.mean - target) / e.stdError).toFixed(1)} SE from it` : '';

async function main() {
  const deals = option('deals', 100_000_000);
  const statesWanted = option('states', 30_000);
  const seed = option('seed', 1);
  const workers = Math.max(1, Math.min(Number(process.env.RTP_WORKERS ?? 2), os.cpus().length));
  const t0 = performance.now();
  const secs = () => ((performance.now() - t0) / 1000).toFixed(1);

  console.log("Casino Hold'em (RULES.md §CHE), Ante table §CHE-4, AA Bonus §CHE-5; dealer qualifies with a pair of 4s");
  console.log(`seed ${seed}, ${workers} worker(s); all figures per unit of Ante (AA Bonus per unit of AA Bonus)`);

  console.log('\n1. AA Bonus, exact: every five-card hand (2 hole cards + flop), calling whenever it wins');
  const aa = aaBonusExact();
  console.log(
    `   flush or better 25:1 ${aa.paid25.toLocaleString('en')}, pair of aces to a straight 7:1 ${aa.paid7.toLocaleString('en')} of ${FIVE_CARD_HANDS.toLocaleString('en')}`,
  );
  console.log(`   return ${pct(aa.return, 4)}   (published §CHE-6: 93.60%, 93.5977% exactly)`);

  const qualifying = dealerQualifyingHands();
  const qExact = qualifying / SEVEN_CARD_HANDS;

  const share = (total: number, i: number) => Math.floor(total / workers) + (i < total % workers ? 1 : 0);
  let statesDone = 0;
  let shown = 0;
  const progress = (n: number) => {
    statesDone += n;
    if (statesDone >= shown + statesWanted / 10) {
      shown = statesDone;
      process.stderr.write(`   ... ${statesDone.toLocaleString('en')} states (${secs()} s)\n`);
    }
  };
  const jobs = Array.from({ length: workers }, (_, i) => ({
    deals: share(deals, i),
    states: share(statesWanted, i),
    seed: seed + i * 7919,
  }));
  const results =
    workers === 1
      ? [{ sim: simulate({ deals, seed }), states: sampleStates({ states: statesWanted, seed: seed + 1_000_003 }) }]
      : await Promise.all(jobs.map((j) => runWorker(j, progress)));
  const sim = mergeTallies(results.map((r) => r.sim));
  const st = mergeStateTallies(results.map((r) => r.states));

  // 2. Simulation.
  if (sim.deals > 0) {
    console.log(`\n2. Simulation: ${sim.deals.toLocaleString('en')} deals (sfc32, seed ${seed} + 7919 per worker)`);
    const q = { mean: sim.dealerQualified / sim.deals, stdError: 0 };
    q.stdError = Math.sqrt((q.mean * (1 - q.mean)) / sim.deals);
    console.log(
      `   dealer qualifies ${pm(q, 4)}   (exact ${pct(qExact, 4)}: ${qualifying.toLocaleString('en')} of ${SEVEN_CARD_HANDS.toLocaleString('en')} seven-card hands, ${off(q, qExact)})`,
    );
    for (const [label, t] of [
      ['always call', sim.always],
      ['SIMPLE', sim.simple],
    ] as const) {
      const r = strategyReport(t);
      console.log(`   ${label.padEnd(12)} calls ${pct(r.callRate, 2)}`);
      console.log(`     house edge per Ante        ${edge(r.perAnte)}`);
      console.log(`     return per total wagered   ${pm(r.perWagered)}`);
      console.log(
        label === 'always call'
          ? `     AA Bonus return            ${pm(r.aaReturn)}   (exact ${pct(aa.return, 4)}, ${off(r.aaReturn, aa.return)})`
          : `     AA Bonus return            ${pm(r.aaReturn)}   (a fold loses it; published 89.6% with basic play)`,
      );
    }
    console.log('   published (§CHE-6): basic strategy 98.7% per total wagered');
  }

  // 3. Sampled states.
  if (st.states > 0) {
    console.log(
      `\n3. ${st.states.toLocaleString('en')} random player-and-flop states, each valued exactly over 1,081 turn/river × 990 dealer hands`,
    );
    const always = estimateOf(st.always);
    const optimal = estimateOf(st.optimal);
    const simple = estimateOf(st.simple);
    const foldRate = st.folds / st.states;
    console.log(
      `   optimal folds ${pct(foldRate, 2)} of states (calls ${pct(1 - foldRate, 2)}); SIMPLE decides otherwise in ${pct(st.simpleDisagrees / st.states, 2)}`,
    );
    const aaLoss = estimateOf(st.aaFoldLoss);
    console.log(
      `   AA Bonus with optimal main-game play (a fold loses it, §CHE-2): ${pm({ mean: aa.return - aaLoss.mean, stdError: aaLoss.stdError })}   (published 90.9%; exact 93.5977% less the sampled loss; ${st.foldsWithWinningAa} folded states held a winning AA Bonus)`,
    );
    console.log(`   plain means over the states (per Ante):`);
    console.log(`     always call   house edge ${edge(always)}`);
    console.log(`     SIMPLE        house edge ${edge(simple)}`);
    console.log(`     optimal       house edge ${edge(optimal)}`);
    const gain = estimateOf(st.foldGain);
    const simpleGain = estimateOf(st.simpleGain);
    console.log(`   gain over always calling: optimal ${pm(gain)}, SIMPLE ${pm(simpleGain)} per Ante`);
    if (sim.deals > 0) {
      const a = strategyReport(sim.always).perAnte;
      const opt = combinedOptimal(a, st);
      const simpleCombined = {
        mean: a.mean + simpleGain.mean,
        stdError: Math.hypot(a.stdError, simpleGain.stdError),
      };
      const s = strategyReport(sim.simple).perAnte;
      // Return per total wagered: wagered per Ante is 1 + 2 × the call rate (its sampling error is negligible here).
      const wagered = 1 + 2 * (1 - foldRate);
      console.log(`   simulated "always call" (2) + sampled gain:`);
      console.log(`     optimal  house edge per Ante ${edge(opt)}   (published 2.16%, ${off(opt, -0.0216)})`);
      console.log(
        `              return per total wagered ${pm({ mean: 1 + opt.mean / wagered, stdError: opt.stdError / wagered })}   (published 99.18%; wagered ${wagered.toFixed(4)} Antes per deal)`,
      );
      console.log(
        `     SIMPLE   house edge per Ante ${edge(simpleCombined)}   (cross-check: the simulation's ${edge(s)})`,
      );
    }
  }
  console.log(`\n(${secs()} s)`);
}

if (!isMainThread) {
  const job = workerData as Job;
  const sim = simulate({ deals: job.deals, seed: job.seed });
  let n = 0;
  const states = sampleStates({
    states: job.states,
    seed: job.seed + 1_000_003,
    onState: () => {
      if (++n % 250 === 0) parentPort!.postMessage({ kind: 'progress', states: 250 } satisfies Progress);
    },
  });
  parentPort!.postMessage({ kind: 'done', sim, states } satisfies Done);
} else {
  await main();
}
