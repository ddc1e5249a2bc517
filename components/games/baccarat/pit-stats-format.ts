/**
 * Baccarat table statistics for the pit (issue #17 §4), pure: Banker / Player / Tie counts and shares, naturals and
 * pairs over settled coups' results (`BaccaratResult`: winner, natural, playerPair, bankerPair), and their exact
 * chances from a full shoe (RULES.md §BAC-1..§BAC-4): the outcomes from `exactOutcomeProbabilities` (the engine's
 * own drawing rules), the pairs from `pairChance`, a natural enumerated here over the first four cards.
 */
import { exactOutcomeProbabilities } from '@/lib/games/baccarat/odds';
import { pairChance } from '@/lib/games/baccarat/returns';

export interface BaccaratStats {
  coups: number;
  banker: number;
  player: number;
  tie: number;
  naturals: number;
  playerPairs: number;
  bankerPairs: number;
}

/** Counts over results; anything without a `winner` of PLAYER / BANKER / TIE is skipped. */
export function baccaratStats(results: readonly (Record<string, unknown> | null)[]): BaccaratStats {
  const s: BaccaratStats = { coups: 0, banker: 0, player: 0, tie: 0, naturals: 0, playerPairs: 0, bankerPairs: 0 };
  for (const r of results) {
    const w = r?.winner;
    if (w !== 'PLAYER' && w !== 'BANKER' && w !== 'TIE') continue;
    s.coups++;
    if (w === 'BANKER') s.banker++;
    else if (w === 'PLAYER') s.player++;
    else s.tie++;
    if (r!.natural === true) s.naturals++;
    if (r!.playerPair === true) s.playerPairs++;
    if (r!.bankerPair === true) s.bankerPairs++;
  }
  return s;
}

/**
 * The exact chance of a natural (§BAC-2: the Player's or the Banker's first two cards total 8 or 9) from a full
 * shoe of `decks` decks: the first four cards (Player, Banker, Player, Banker) enumerated by point value without
 * replacement; 1 − P(neither hand is a natural).
 */
export function naturalChance(decks = 8): number {
  const left = [16 * decks, ...Array.from({ length: 9 }, () => 4 * decks)];
  const n = 52 * decks;
  let neither = 0;
  for (let p1 = 0; p1 < 10; p1++) {
    const w1 = left[p1]! / n;
    left[p1]!--;
    for (let b1 = 0; b1 < 10; b1++) {
      const w2 = left[b1]! / (n - 1);
      left[b1]!--;
      for (let p2 = 0; p2 < 10; p2++) {
        if ((p1 + p2) % 10 >= 8) continue;
        const w3 = left[p2]! / (n - 2);
        left[p2]!--;
        for (let b2 = 0; b2 < 10; b2++) {
          if ((b1 + b2) % 10 >= 8) continue;
          neither += w1 * w2 * w3 * (left[b2]! / (n - 3));
        }
        left[p2]!++;
      }
      left[b1]!++;
    }
    left[p1]!++;
  }
  return 1 - neither;
}

export interface BaccaratExpected {
  banker: number;
  player: number;
  tie: number;
  natural: number;
  pair: number;
}

const memo = new Map<number, BaccaratExpected>();

/** The exact chances of a coup from a full shoe of `decks` decks (memoised per deck count). */
export function baccaratExpected(decks = 8): BaccaratExpected {
  const hit = memo.get(decks);
  if (hit) return hit;
  const o = exactOutcomeProbabilities(decks);
  const p = pairChance(decks);
  const out = { ...o, natural: naturalChance(decks), pair: Number(p.num) / Number(p.den) };
  memo.set(decks, out);
  return out;
}
