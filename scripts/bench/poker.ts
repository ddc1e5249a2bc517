/**
 * Bench section "poker" (issue #14 §1): `evaluate7` of lib/games/poker over 10 million fixed pseudo-random
 * seven-card hands (pre-generated, not timed) in evaluations per second (target >= 20 million/s on one core),
 * beside a floor: the same loop summing the seven card indices, so the ratio is what the evaluator's lookups cost.
 */
import { evaluate7 } from '@/lib/games/poker';
import { ratio, report } from './common';

/** Section "poker": evaluate7 against the table-free floor, in the same run (issue #14 §1). */
export function benchPoker(): void {
  const HANDS = 10_000_000;
  const RUNS = 5;
  const TARGET = 20e6;
  // Fixed pseudo-random hands (xorshift32, seed 0x9e3779b9): 7 distinct cards each by a partial Fisher-Yates.
  const hands = new Uint8Array(HANDS * 7);
  const deck = new Uint8Array(52);
  let x = 0x9e3779b9 | 0;
  for (let h = 0; h < HANDS; h++) {
    for (let i = 0; i < 52; i++) deck[i] = i;
    for (let i = 0; i < 7; i++) {
      x ^= x << 13;
      x ^= x >>> 17;
      x ^= x << 5;
      const j = i + ((x >>> 0) % (52 - i));
      const t = deck[i]!;
      deck[i] = deck[j]!;
      deck[j] = t;
      hands[h * 7 + i] = deck[i]!;
    }
  }
  const product = () => {
    let sum = 0;
    for (let o = 0; o < hands.length; o += 7) {
      sum += evaluate7(
        hands[o]!,
        hands[o + 1]!,
        hands[o + 2]!,
        hands[o + 3]!,
        hands[o + 4]!,
        hands[o + 5]!,
        hands[o + 6]!,
      );
    }
    return sum;
  };
  const floor = () => {
    let sum = 0;
    for (let o = 0; o < hands.length; o += 7) {
      sum += hands[o]! + hands[o + 1]! + hands[o + 2]! + hands[o + 3]! + hands[o + 4]! + hands[o + 5]! + hands[o + 6]!;
    }
    return sum;
  };
  const time = (f: () => number) => {
    const t0 = process.hrtime.bigint();
    const check = f();
    return { perSecond: HANDS / (Number(process.hrtime.bigint() - t0) / 1e9), check };
  };
  const rates: number[] = [];
  const floors: number[] = [];
  const M = (r: number) => `${(r / 1e6).toFixed(1)} M/s`;
  for (let run = 1; run <= RUNS; run++) {
    const p = time(product);
    const f = time(floor);
    rates.push(p.perSecond);
    floors.push(f.perSecond);
    console.log(
      `poker evaluate7 run ${run}/${RUNS}: ${M(p.perSecond).padStart(10)} evals  | product evaluate7 over ${HANDS.toLocaleString('en')} random 7-card hands (value sum ${p.check})  | floor ${M(f.perSecond)} (sum of the 7 indices)  | ratio ${(f.perSecond / p.perSecond).toFixed(1)}x`,
    );
  }
  const median = [...rates].sort((a, b) => a - b)[RUNS >> 1]!;
  const floorMedian = [...floors].sort((a, b) => a - b)[RUNS >> 1]!;
  console.log(
    `poker evaluate7: median ${M(median)}, best ${M(Math.max(...rates))} seven-card evaluations per second on one core  | target >= ${M(TARGET)}: ${median >= TARGET ? 'met' : 'NOT MET'}`,
  );
  report({
    figure: 'poker evaluate7, 10 M random 7-card hands',
    product: `${M(median)}`,
    floor: `${M(floorMedian)}`,
    ratio: ratio(floorMedian, median),
    note: `target >= ${M(TARGET)}: ${median >= TARGET ? 'met' : 'NOT MET'}`,
  });
}
