import { describe, it, expect } from 'vitest';
import { DECK, rankOf, suitOf, type Card } from '../cards';
import { bestFlush, compareFlush, compareStraightFlush, dpQualifies, longestStraightFlush } from './evaluate';
import { bestDecision, dpCounts, runCodeOfMask } from './exact-returns';
import { mulberry32, shuffledDeck } from './simulate';

const H = (s: string) => s.split(' ') as Card[];
const SUIT = { S: 0, H: 1, D: 2, C: 3 } as const;
const BIT: Record<string, number> = {
  '2': 0,
  '3': 1,
  '4': 2,
  '5': 3,
  '6': 4,
  '7': 5,
  '8': 6,
  '9': 7,
  T: 8,
  J: 9,
  Q: 10,
  K: 11,
  A: 12,
};
const masksOf = (cards: readonly Card[]) => {
  const m = [0, 0, 0, 0];
  for (const c of cards) m[SUIT[suitOf(c)]]! |= 1 << BIT[rankOf(c)]!;
  return m;
};

function* sevenOf(cards: readonly Card[], start = 0, picked: Card[] = []): Generator<Card[]> {
  if (picked.length === 7) {
    yield picked;
    return;
  }
  for (let i = start; i <= cards.length - (7 - picked.length); i++)
    yield* sevenOf(cards, i + 1, [...picked, cards[i]!]);
}

/** Brute force with the engine's evaluator over every seven-card DP hand from `pool`. */
function brute(player: readonly Card[], pool: readonly Card[]) {
  const pf = bestFlush(player);
  const ps = longestStraightFlush(player);
  const out = { total: 0, notQualified: 0, flushBelow: 0, flushAtMost: 0, runBelow: 0, runAtMost: 0 };
  for (const dp of sevenOf(pool)) {
    out.total++;
    if (!dpQualifies(dp)) out.notQualified++;
    const f = compareFlush(dp, pf);
    if (f < 0) out.flushBelow++;
    if (f <= 0) out.flushAtMost++;
    const r = compareStraightFlush(dp, ps);
    if (r < 0) out.runBelow++;
    if (r <= 0) out.runAtMost++;
  }
  return out;
}

describe('[HCF] exact counting of DP hands (scripts/rtp-high-card-flush.ts)', () => {
  it('[HCF] suit-by-suit counting agrees with brute force through the evaluator', () => {
    const random = mulberry32(7);
    const players = [
      H('AC KC QC JC 9D 3D 4D'),
      H('AH KH QH 8H 6H 2D 3C'),
      H('JD TD 8D 4H 5H 6C 7C'),
      H('2S 3S 4S 5S 6S 7S 8S'),
      H('9S 3S 2S KD QC 4H 5H'),
    ];
    for (let i = 0; i < 3; i++) players.push(shuffledDeck(random).slice(0, 7));
    for (const player of players) {
      // a 15-card pool from the cards the player does not hold (C(15,7) = 6,435 DP hands)
      const rest = shuffledDeck(random).filter((c) => !player.includes(c));
      const pool = rest.slice(0, 15);
      const f = bestFlush(player);
      const mask = masksOf(player)[SUIT[f.suit]]!;
      const pr = longestStraightFlush(player);
      // the run code of the evaluator's answer equals the best per-suit mask code
      expect(pr.length * 16 + pr.top).toBe(Math.max(...masksOf(player).map(runCodeOfMask)));
      const got = dpCounts(masksOf(pool), f.size, mask, pr.length * 16 + pr.top);
      expect(got, player.join(' ')).toEqual(brute(player, pool));
    }
  });

  it('[HCF] the whole remaining deck gives C(45,7) DP hands', () => {
    const player = H('AH KH QH 8H 6H 2D 3C');
    const rest = masksOf(DECK.filter((c) => !player.includes(c)));
    const got = dpCounts(rest, 5, masksOf(player)[1]!, 0);
    expect(got.total).toBe(45_379_620);
    expect(got.flushBelow).toBeLessThanOrEqual(got.flushAtMost);
    expect(got.notQualified / got.total).toBeGreaterThan(0.2);
  });

  it('[HCF] best raise strategy: fold a 2-card flush, raise a J-high 3-card flush 1x, a 6-card flush 3x', () => {
    expect(bestDecision(H('AH 2H KD 3D QC 4C JS'))).toMatchObject({ action: 'FOLD' });
    expect(bestDecision(H('JH 8H 4H KD 3D QC 2S'))).toMatchObject({ action: 'RAISE', multiple: 1 });
    expect(bestDecision(H('9H 8H 4H KD 3D QC 2S'))).toMatchObject({ action: 'FOLD' });
    expect(bestDecision(H('2H 4H 6H 8H TH QH AS'))).toMatchObject({ action: 'RAISE', multiple: 3 });
  });
});
