import { describe, expect, it } from 'vitest';
import { evaluate5 } from '../poker';
import { alwaysBetReturn } from './bet-return';
import { betHandOf, DEFAULT_BET_PAYTABLE, qualifies } from './paytables';

/** Per Ante, the net of a never-switching always-Bet box (§PS-5): the rule read directly. */
function net(p: number, d: number): number {
  if (!qualifies(d)) return 1; // Ante 1:1, Bet returned
  if (p > d) {
    const [a, b] = DEFAULT_BET_PAYTABLE[betHandOf(p)!];
    return (2 * a) / b; // the Bet (2 Antes) paid, the unswitched Ante returned
  }
  return p === d ? 0 : -3;
}

/** Every disjoint (box, dealer) pair of a small deck, enumerated. */
function direct(deck: number[]): { total: number; pairs: number } {
  let total = 0;
  let pairs = 0;
  const combos = (from: number[], k: number, f: (pick: number[]) => void, start = 0, pick: number[] = []) => {
    if (pick.length === k) return f(pick);
    for (let i = start; i <= from.length - (k - pick.length); i++) {
      pick.push(from[i]!);
      combos(from, k, f, i + 1, pick);
      pick.pop();
    }
  };
  combos(deck, 5, (p) => {
    const vp = evaluate5(p[0]!, p[1]!, p[2]!, p[3]!, p[4]!);
    const rest = deck.filter((c) => !p.includes(c));
    combos(rest, 5, (d) => {
      total += net(vp, evaluate5(d[0]!, d[1]!, d[2]!, d[3]!, d[4]!));
      pairs++;
    });
  });
  return { total, pairs };
}

/** The cards of `ranks` (2 = 0 .. A = 12) in the first `suits` suits (index = 4 x rank + suit). */
const cardsOf = (ranks: number[], suits: number) =>
  ranks.flatMap((r) => [...Array(suits).keys()].map((s) => 4 * r + s));

describe('the always-Bet return by inclusion-exclusion equals a direct enumeration of every (box, dealer) pair', () => {
  it.each([
    ['2 3 4 7 K A in three suits: ace-king high, ace high without a king', cardsOf([0, 1, 2, 5, 11, 12], 3)],
    ['5 6 7 8 9 K in three suits: straights, flushes, full houses, king high', cardsOf([3, 4, 5, 6, 7, 11], 3)],
    ['T J Q K A less two cards: royal flushes', cardsOf([8, 9, 10, 11, 12], 4).filter((c) => c !== 32 && c !== 37)],
  ])('%s', (_name, deck) => {
    expect(deck.length).toBe(18);
    const d = direct(deck);
    expect(d.pairs).toBe(8568 * 1287); // C(18,5) x C(13,5)
    const r = alwaysBetReturn(DEFAULT_BET_PAYTABLE, deck);
    expect(r.pairs).toBe(d.pairs);
    expect(r.total).toBe(d.total);
  });
});
