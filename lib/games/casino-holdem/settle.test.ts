import { describe, expect, it } from 'vitest';
import type { Card } from '../cards';
import { isRuleError } from '../types';
import { apply, initialState, resultOf, type CasinoHoldemState, type CheRoundAction } from './engine';
import { settleCasinoHoldem, type CheBetRow } from './settle';

const H = (s: string) => s.split(' ') as Card[];

type Choice = 'CALL' | 'FOLD' | 'TIMEOUT';
interface Seat {
  ante: number;
  aaBonus?: number;
  choice: Choice;
}

function step(s: CasinoHoldemState, a: CheRoundAction): CasinoHoldemState {
  const r = apply(s, a);
  if (isRuleError(r)) throw new Error(`${r.code}: ${r.message}`);
  return r.state;
}

/**
 * Plays one round: `player`, `dealer` two cards each, `board` five (only the flop is dealt when
 * nobody calls); boxes decide as `seats` say (TIMEOUT: left to the timer). The players are users
 * u1..un (box i = ui, the ids sorted), with one ANTE, one AA_BONUS when staked and a CALL (2x Ante)
 * when they called.
 */
function play(player: string, dealer: string, board: string, seats: Seat[]) {
  const [p1, p2] = H(player);
  const [d1, d2] = H(dealer);
  const b = H(board);
  let s = step(initialState(), {
    type: 'PLAYERS',
    boxes: seats.map((x, i) => ({ box: i + 1, ante: x.ante, aaBonus: x.aaBonus ?? 0 })),
  });
  for (const card of [p1!, d1!, p2!, d2!, b[0]!, b[1]!, b[2]!]) s = step(s, { type: 'CARD', card });
  seats.forEach((x, i) => {
    if (x.choice !== 'TIMEOUT') s = step(s, { type: 'DECISION', seat: i + 1, action: x.choice });
  });
  if (seats.some((x) => x.choice === 'TIMEOUT')) s = step(s, { type: 'TIMEOUT' });
  if (seats.some((x) => x.choice === 'CALL')) for (const card of b.slice(3)) s = step(s, { type: 'CARD', card });
  const bets: CheBetRow[] = seats.flatMap((x, i) => [
    { id: `ante${i + 1}`, userId: `u${i + 1}`, type: 'ANTE', amount: x.ante },
    ...(x.aaBonus ? [{ id: `aa${i + 1}`, userId: `u${i + 1}`, type: 'AA_BONUS', amount: x.aaBonus }] : []),
    ...(x.choice === 'CALL' ? [{ id: `call${i + 1}`, userId: `u${i + 1}`, type: 'CALL', amount: 2 * x.ante }] : []),
  ]);
  const settled = settleCasinoHoldem(s, bets);
  const byId = Object.fromEntries(settled.bets.map((x) => [x.id, [x.status, x.payout, x.refund]]));
  return { state: s, byId, summary: settled.summary, result: resultOf(s)! };
}

describe('[CASINO_HOLDEM] settlement, one hand-computed deal per branch (RULES.md §CHE-3..§CHE-5)', () => {
  it('[CASINO_HOLDEM] dealer not qualified: the Ante pays by the Ante table (full house 3:1), the Call is returned', () => {
    // Player KS KD + board 3C 3S KH 8D 2C = K K K 3 3, a full house. Dealer 7C 6H: 3 3 K 8 7, a pair of
    // 3s, below the pair of 4s it needs (§CHE-3). Ante 1,000 × 3 = 3,000; Call 2,000 back; the AA
    // Bonus (KS KD + 3C 3S KH: a full house on the flop, "flush or better") 100 × 25 = 2,500.
    const r = play('KS KD', '7C 6H', '3C 3S KH 8D 2C', [{ ante: 1000, aaBonus: 100, choice: 'CALL' }]);
    expect(r.result.playerHand!.category).toBe('FULL_HOUSE');
    expect(r.result.dealerHand!.category).toBe('PAIR');
    expect(r.result.dealerQualifies).toBe(false);
    expect(r.result.anteMultiple).toBe(3);
    expect(r.byId).toEqual({
      ante1: ['WON', 3000, 1000],
      call1: ['PUSH', 0, 2000],
      aa1: ['WON', 2500, 100],
    });
    expect(r.summary).toEqual({
      players: 1,
      called: 1,
      folded: 0,
      timedOut: 0,
      dealerQualifies: false,
      winner: 'PLAYER',
    });
  });

  it('[CASINO_HOLDEM] dealer qualifies, player higher with a flush: Ante 2:1, Call 1:1 (AA Bonus on four hearts loses)', () => {
    // Player AH 7H + board KH 9H 2S 4H JD: A K 9 7 4 of hearts, a flush. Dealer QC QD: Q Q K J 9, a
    // pair of queens, qualifies. Ante 1,000 × 2 = 2,000; Call 2,000 × 1 = 2,000. AA Bonus: AH 7H KH
    // 9H 2S is A-high, four hearts only: lost.
    const r = play('AH 7H', 'QC QD', 'KH 9H 2S 4H JD', [{ ante: 1000, aaBonus: 500, choice: 'CALL' }]);
    expect(r.result.playerHand!.category).toBe('FLUSH');
    expect(r.result.dealerQualifies).toBe(true);
    expect(r.result.winner).toBe('PLAYER');
    expect(r.byId).toEqual({
      ante1: ['WON', 2000, 1000],
      call1: ['WON', 2000, 2000],
      aa1: ['LOST', 0, 0],
    });
  });

  it('[CASINO_HOLDEM] equal hands to the fifth card: Ante and Call returned', () => {
    // Board 9S 9D KC 7H 2S. Player AH 3C: 9 9 A K 7; dealer AD 4C: 9 9 A K 7 (the 3 and 4 do not play).
    // The dealer qualifies with the 9s; a tie (§CHE-3): 1,000 and 2,000 back.
    const r = play('AH 3C', 'AD 4C', '9S 9D KC 7H 2S', [{ ante: 1000, choice: 'CALL' }]);
    expect(r.result.winner).toBe('TIE');
    expect(r.result.playerHand!.value).toBe(r.result.dealerHand!.value);
    expect(r.byId).toEqual({ ante1: ['PUSH', 0, 1000], call1: ['PUSH', 0, 2000] });
    expect(r.summary.winner).toBe('TIE');
  });

  it('[CASINO_HOLDEM] the fifth card decides: A K 8 over A K 7 with the same pair', () => {
    // Same board; player AH 8C: 9 9 A K 8 beats the dealer's 9 9 A K 7. Ante 1:1 (a pair), Call 1:1.
    const r = play('AH 8C', 'AD 4C', '9S 9D KC 7H 2S', [{ ante: 1000, choice: 'CALL' }]);
    expect(r.result.winner).toBe('PLAYER');
    expect(r.byId).toEqual({ ante1: ['WON', 1000, 1000], call1: ['WON', 2000, 2000] });
  });

  it('[CASINO_HOLDEM] dealer higher: Ante and Call lost (and an AA Bonus on a pair of kings too)', () => {
    // Board KS KD 8C 3D 2C. Player 5H 6H: K K 8 6 5; dealer AC 8S: K K 8 8 A, two pair, qualifies and wins.
    // AA Bonus: 5H 6H KS KD 8C is a pair of kings, not aces: lost.
    const r = play('5H 6H', 'AC 8S', 'KS KD 8C 3D 2C', [{ ante: 1500, aaBonus: 200, choice: 'CALL' }]);
    expect(r.result.winner).toBe('DEALER');
    expect(r.byId).toEqual({ ante1: ['LOST', 0, 0], call1: ['LOST', 0, 0], aa1: ['LOST', 0, 0] });
  });

  it('[CASINO_HOLDEM] three pairs on the board and hands: the best two pairs and the kicker decide', () => {
    // Board QS QD 7C 7H 3S. Player 3D AC: three pairs (Q, 7, 3), best five Q Q 7 7 A. Dealer 3C KH:
    // three pairs too, best five Q Q 7 7 K. The ace kicker wins; the 3s play for nobody.
    // Two pair pays 1:1 on the Ante ("straight or less"); Call 1:1.
    const r = play('3D AC', '3C KH', 'QS QD 7C 7H 3S', [{ ante: 1000, choice: 'CALL' }]);
    expect(r.result.playerHand).toMatchObject({ category: 'TWO_PAIR' });
    expect([...r.result.playerHand!.cards].sort()).toEqual(['7C', '7H', 'AC', 'QD', 'QS']);
    expect([...r.result.dealerHand!.cards].sort()).toEqual(['7C', '7H', 'KH', 'QD', 'QS']);
    expect(r.result.winner).toBe('PLAYER');
    expect(r.byId).toEqual({ ante1: ['WON', 1000, 1000], call1: ['WON', 2000, 2000] });
  });

  it('[CASINO_HOLDEM] AA Bonus 7:1 on a pair of aces and the main game on one deal; a fold loses a winning AA Bonus', () => {
    // Player AS AD + flop KC 8H 3D: a pair of aces (7:1, §CHE-5). Turn 5S, river 9C: player A A K 9 8,
    // dealer QH QC: Q Q K 9 8, qualifies, lower. Box 1 calls: Ante 1,000 → +1,000, Call 2,000 → +2,000,
    // AA Bonus 500 × 7 = 3,500. Box 2 folds: Ante 2,000 and its AA Bonus 1,000 lost although the
    // aces won (§CHE-2). Box 3 leaves it to the timer: Ante 700 and AA Bonus 300 lost.
    const r = play('AS AD', 'QH QC', 'KC 8H 3D 5S 9C', [
      { ante: 1000, aaBonus: 500, choice: 'CALL' },
      { ante: 2000, aaBonus: 1000, choice: 'FOLD' },
      { ante: 700, aaBonus: 300, choice: 'TIMEOUT' },
    ]);
    expect(r.result.aaBonus).toMatchObject({ category: 'PAIR', multiple: 7, wins: true });
    expect(r.byId).toEqual({
      ante1: ['WON', 1000, 1000],
      aa1: ['WON', 3500, 500],
      call1: ['WON', 2000, 2000],
      ante2: ['LOST', 0, 0],
      aa2: ['LOST', 0, 0],
      ante3: ['LOST', 0, 0],
      aa3: ['LOST', 0, 0],
    });
    expect(r.summary).toEqual({
      players: 3,
      called: 1,
      folded: 2,
      timedOut: 1,
      dealerQualifies: true,
      winner: 'PLAYER',
    });
  });

  it('[CASINO_HOLDEM] AA Bonus 25:1 on a flush on the flop, with the Ante 2:1 and the Call 1:1 on the same deal', () => {
    // Player 8S 4S + flop AS JS 2S: A J 8 4 2 of spades (25:1). Turn 9D, river 9H. Dealer KD KC:
    // K K 9 9 A, two pair, qualifies; the player's flush is higher: Ante 1,000 × 2 = 2,000, Call
    // 2,000, AA Bonus 300 × 25 = 7,500.
    const r = play('8S 4S', 'KD KC', 'AS JS 2S 9D 9H', [{ ante: 1000, aaBonus: 300, choice: 'CALL' }]);
    expect(r.result.aaBonus).toMatchObject({ category: 'FLUSH', multiple: 25, wins: true });
    expect(r.result.dealerHand!.category).toBe('TWO_PAIR');
    expect(r.byId).toEqual({
      ante1: ['WON', 2000, 1000],
      aa1: ['WON', 7500, 300],
      call1: ['WON', 2000, 2000],
    });
  });

  it('[CASINO_HOLDEM] every box folds: every Ante and AA Bonus lost, nothing compared', () => {
    const r = play('AS AD', 'QH QC', 'AH AC 3D 5S 9C', [
      { ante: 1000, aaBonus: 100, choice: 'FOLD' },
      { ante: 500, choice: 'TIMEOUT' },
    ]);
    expect(r.result.allFolded).toBe(true);
    expect(r.byId).toEqual({ ante1: ['LOST', 0, 0], aa1: ['LOST', 0, 0], ante2: ['LOST', 0, 0] });
    expect(r.summary).toEqual({
      players: 2,
      called: 0,
      folded: 2,
      timedOut: 1,
      dealerQualifies: null,
      winner: null,
    });
  });

  it('[CASINO_HOLDEM] a player with two Ante bets: each settles alike, the Call is 2x their total', () => {
    let s = step(initialState(), { type: 'PLAYERS', boxes: [{ box: 1, ante: 1500, aaBonus: 0 }] });
    for (const card of H('AH 3C 8C 4C 9S 9D KC')) s = step(s, { type: 'CARD', card });
    s = step(s, { type: 'DECISION', seat: 1, action: 'CALL' });
    for (const card of H('7H 2S')) s = step(s, { type: 'CARD', card });
    // Dealt P1 AH, D1 3C, P2 8C, D2 4C: player 9 9 A K 8 over the dealer's 9 9 K 7 4. Ante 1:1 on each
    // Ante bet, the Call of 3,000 1:1.
    const out = settleCasinoHoldem(s, [
      { id: 'a', userId: 'u', type: 'ANTE', amount: 1000 },
      { id: 'b', userId: 'u', type: 'ANTE', amount: 500 },
      { id: 'c', userId: 'u', type: 'CALL', amount: 3000 },
    ]);
    expect(out.bets.map((b) => [b.id, b.status, b.payout, b.refund])).toEqual([
      ['a', 'WON', 1000, 1000],
      ['b', 'WON', 500, 500],
      ['c', 'WON', 3000, 3000],
    ]);
    expect(() => settleCasinoHoldem(s, [{ id: 'a', userId: 'u', type: 'ANTE', amount: 1500 }])).toThrow(/Call/);
    expect(() => settleCasinoHoldem(initialState(), [])).toThrow(/not complete/);
  });
});
