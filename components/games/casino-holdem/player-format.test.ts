/**
 * The Casino Hold'em player view's helpers (RULES.md §CHE): the player's decision read from their bets,
 * the Call's cost, the AA Bonus's state, the result per bet, the words the board shows (English and Polish
 * from seed 003's terminology), and the Ante table's lines.
 */
import { describe, expect, it } from 'vitest';
import { testMoney, testTranslator } from '@/lib/i18n/testing';
import type { MyBet } from '@/components/player/use-player-table';
import type { PublicRound } from '@/lib/realtime/events';
import {
  aaState,
  aaText,
  anteLines,
  callProblem,
  callsText,
  cheBetLabel,
  cheOutcomes,
  cheRound,
  cheRules,
  dealerText,
  handRanks,
  myChe,
  nextSlot,
  outcomeText,
  statusText,
  verdictText,
  type CheWords,
} from './player-format';
import { readCheView } from './view';

const en: CheWords = { t: testTranslator('en', 'games.casino-holdem.player'), money: testMoney('en') };
const pl: CheWords = { t: testTranslator('pl', 'games.casino-holdem.player'), money: testMoney('pl') };
/** Polish money uses no-break spaces: compare with plain ones. */
const plain = (s: string) => s.replace(/[\s\u00a0\u202f]/g, ' ');

const WINDOW_OPEN = { open: true, closed: false, players: 3, called: 1, folded: 0, deciding: 2, timedOut: 0 };
const WINDOW_CLOSED = { open: false, closed: true, players: 3, called: 2, folded: 1, deciding: 0, timedOut: 1 };

function round(over: Partial<PublicRound> & { view?: Record<string, unknown> } = {}) {
  return {
    id: 'r1',
    status: 'DEALING',
    decisionDeadline: null,
    result: null,
    next: null,
    ...over,
    view: { phase: 'DEAL', player: [], dealer: [], board: [], window: {}, ...(over.view ?? {}) },
  };
}

let seq = 0;
function bet(type: string, amount: number, over: Partial<MyBet> = {}): MyBet {
  seq += 1;
  return { id: `b${seq}`, roundId: 'r1', type, numbers: null, amount, status: 'OPEN', payout: 0, net: 0, ...over };
}

/** The flop is in, the window open: the player hand AS KD with the flop AH 7C 2D makes a pair of aces (7:1, §CHE-5). */
const flopOpen = round({
  decisionDeadline: '2026-12-01T15:00:20.000Z',
  next: { kind: 'calls', players: 3, called: 1, folded: 0, deciding: 2 },
  view: {
    phase: 'CALLS',
    player: ['AS', 'KD'],
    dealerDealt: 2,
    dealerHidden: true,
    board: ['AH', '7C', '2D'],
    playerHand: { category: 'PAIR', cards: ['AS', 'AH', 'KD', '7C', '2D'], value: 1 },
    aaBonus: { category: 'PAIR', cards: ['AS', 'AH', 'KD', '7C', '2D'], multiple: 7, wins: true },
    window: WINDOW_OPEN,
  },
});

describe('cheRules', () => {
  it('reads the call timer, the default (20 s) for a missing or out-of-range value', () => {
    expect(cheRules({ decisionSeconds: 45 })).toEqual({ decisionSeconds: 45 });
    expect(cheRules({})).toEqual({ decisionSeconds: 20 });
    expect(cheRules({ decisionSeconds: 4 })).toEqual({ decisionSeconds: 20 });
    expect(cheRules(null)).toEqual({ decisionSeconds: 20 });
  });
});

describe('cheRound', () => {
  it('the window is open with its deadline while the players decide', () => {
    const h = cheRound(flopOpen)!;
    expect(h.windowOpen).toBe(true);
    expect(h.windowClosed).toBe(false);
    expect(h.deadline).toBe('2026-12-01T15:00:20.000Z');
  });
  it('closed once the turn is being dealt: no deadline', () => {
    const h = cheRound(
      round({
        decisionDeadline: '2026-12-01T15:00:20.000Z',
        next: { kind: 'card', to: 'turn', position: 1 },
        view: { phase: 'TURN_RIVER', window: WINDOW_CLOSED },
      }),
    )!;
    expect(h.windowOpen).toBe(false);
    expect(h.windowClosed).toBe(true);
    expect(h.deadline).toBeNull();
  });
});

describe('myChe: the player decision from their own bets (§CHE-2, §C-7)', () => {
  const h = cheRound(flopOpen)!;
  it('two Ante chips of 5.00 = a 10.00 Ante; undecided in the open window; the Call costs 2 x 10.00', () => {
    const my = myChe(h, [bet('ANTE', 500), bet('ANTE', 500), bet('AA_BONUS', 200)]);
    expect(my).toMatchObject({ ante: 1000, aaBonus: 200, call: 0, decision: null, deciding: true, callCost: 2000 });
  });
  it('a CALL bet → called', () => {
    const my = myChe(h, [bet('ANTE', 1000), bet('CALL', 2000)]);
    expect(my).toMatchObject({ decision: 'CALL', deciding: false, call: 2000 });
  });
  it("the Ante's spec {decision: FOLD} → folded (not the timer's)", () => {
    const my = myChe(h, [bet('ANTE', 1000, { spec: { decision: 'FOLD' } })]);
    expect(my).toMatchObject({ decision: 'FOLD', timeout: false, deciding: false });
  });
  it('a decision this view just had accepted counts until the bets say it', () => {
    expect(myChe(h, [bet('ANTE', 1000)], { roundId: 'r1', action: 'FOLD' }).decision).toBe('FOLD');
    expect(myChe(h, [bet('ANTE', 1000)], { roundId: 'r0', action: 'FOLD' }).decision).toBeNull();
  });
  it('window closed and neither → folded by the timer', () => {
    const closed = cheRound(round({ view: { phase: 'TURN_RIVER', window: WINDOW_CLOSED } }))!;
    expect(myChe(closed, [bet('ANTE', 1000)])).toMatchObject({ decision: 'FOLD', timeout: true, deciding: false });
  });
  it('no Ante: nothing to decide', () => {
    expect(myChe(h, [])).toMatchObject({ ante: 0, decision: null, deciding: false, callCost: 0 });
  });
  it("another round's bets and cancelled bets do not count", () => {
    const my = myChe(h, [bet('ANTE', 1000, { roundId: 'r0' }), bet('ANTE', 500, { status: 'CANCELLED' })]);
    expect(my.ante).toBe(0);
  });
});

describe('callProblem', () => {
  it('balance 15.00 < Call 20.00: the reason in words; enough balance: none', () => {
    expect(callProblem(en, 2000, 1500)).toBe('Your balance of €15.00 does not cover the Call of €20.00');
    expect(callProblem(en, 2000, 2000)).toBeNull();
    expect(callProblem(en, 2000, null)).toBeNull();
  });
});

describe('aaState and aaText (§CHE-5: paid only if the player called)', () => {
  const h = cheRound(flopOpen)!;
  it('a pair of aces with 5.00 on the AA Bonus, undecided: 7:1 = 35.00 pending the call', () => {
    const my = myChe(h, [bet('ANTE', 1000), bet('AA_BONUS', 500)]);
    const a = aaState(h, my)!;
    expect(a).toEqual({ kind: 'pending', multiple: 7, win: 3500 });
    expect(aaText(en, a)).toBe('7:1 · €35.00 pending your call');
    expect(plain(aaText(pl, a))).toBe('7 do 1 · 35,00 € czeka na Twoje SPRAWDŹ');
  });
  it('called: it wins 7:1', () => {
    const my = myChe(h, [bet('ANTE', 1000), bet('AA_BONUS', 500), bet('CALL', 2000)]);
    expect(aaText(en, aaState(h, my)!)).toBe('wins 7:1 · €35.00');
  });
  it('folded: lost, even a winning one', () => {
    const my = myChe(h, [bet('ANTE', 1000, { spec: { decision: 'FOLD' } }), bet('AA_BONUS', 500)]);
    expect(aaState(h, my)).toEqual({ kind: 'folded', multiple: 7 });
    expect(aaText(en, aaState(h, my)!)).toBe('lost — folded (it would have paid 7:1)');
  });
  it('before the flop is complete: decided on the flop', () => {
    const early = cheRound(round({ view: { player: ['AS', 'KD'], board: ['AH'] } }))!;
    expect(aaState(early, myChe(early, [bet('ANTE', 1000), bet('AA_BONUS', 500)]))).toEqual({ kind: 'waiting' });
  });
  it('settled: the bet itself (WON 35.00)', () => {
    const my = myChe(h, [bet('AA_BONUS', 500, { status: 'WON', payout: 3500, net: 3500 })]);
    expect(aaText(en, aaState(h, my)!)).toBe('won €35.00');
  });
  it('settled LOST after a fold: still "lost — folded", with what it would have paid', () => {
    const my = myChe(h, [
      bet('ANTE', 1000, { status: 'LOST', net: -1000, spec: { decision: 'FOLD' } }),
      bet('AA_BONUS', 500, { status: 'LOST', net: -500, spec: { decision: 'FOLD' } }),
    ]);
    expect(aaText(en, aaState(h, my)!)).toBe('lost — folded (it would have paid 7:1)');
  });
  it('no AA Bonus bet: nothing', () => {
    expect(aaState(h, myChe(h, [bet('ANTE', 1000)]))).toBeNull();
  });
});

describe('results per bet', () => {
  it('Ante 10.00 won 2:1 on a flush (20.00), Call 20.00 won 1:1, AA Bonus 5.00 lost; summed per type', () => {
    const o = cheOutcomes([
      bet('ANTE', 500, { status: 'WON', payout: 1000, net: 1000 }),
      bet('ANTE', 500, { status: 'WON', payout: 1000, net: 1000 }),
      bet('CALL', 2000, { status: 'WON', payout: 2000, net: 2000 }),
      bet('AA_BONUS', 500, { status: 'LOST', net: -500 }),
    ]);
    expect(o.map((x) => [x.type, x.status, x.stake, x.payout, x.net])).toEqual([
      ['ANTE', 'WON', 1000, 2000, 2000],
      ['CALL', 'WON', 2000, 2000, 2000],
      ['AA_BONUS', 'LOST', 500, 0, -500],
    ]);
    expect(o.map((x) => outcomeText(en, x))).toEqual(['WON €20.00', 'WON €20.00', 'LOST €5.00']);
  });
  it('a pushed Call (dealer not qualified) and open bets are left out', () => {
    const o = cheOutcomes([bet('CALL', 2000, { status: 'PUSH' }), bet('ANTE', 1000)]);
    expect(o).toHaveLength(1);
    expect(outcomeText(en, o[0]!)).toBe('PUSH · stake back');
    expect(plain(outcomeText(pl, o[0]!))).toBe('REMIS · stawka zwrócona');
  });
});

describe('words', () => {
  it('my bets: the Ante with the decision written on it, the Call', () => {
    const label = cheBetLabel(en.t);
    expect(label(bet('ANTE', 1000, { spec: { decision: 'CALL' } }))).toBe('Ante · called');
    expect(label(bet('CALL', 2000))).toBe('Call (2x Ante)');
    expect(cheBetLabel(pl.t)(bet('AA_BONUS', 500, { spec: { decision: 'FOLD' } }))).toBe('PREMIA AA · PAS');
  });
  it('how many called and folded', () => {
    expect(callsText(en.t, WINDOW_OPEN)).toBe('3 players: 1 called · 0 folded · 2 deciding');
    expect(callsText(en.t, WINDOW_CLOSED)).toBe('3 players: 2 called · 1 folded · 0 deciding (1 by the timer)');
  });
  it("the dealer's hand: face down, then named with the qualification (pair of 4s, §CHE-3)", () => {
    expect(dealerText(en.t, readCheView({ dealerDealt: 2, dealerHidden: true }))).toBe(
      'Face down until every player has decided',
    );
    const shown = readCheView({
      dealer: ['QS', 'JH'],
      board: ['AH', '7C', '2D', '9S', '3C'],
      dealerHand: { category: 'HIGH_CARD', cards: ['AH', 'QS', 'JH', '9S', '7C'], value: 1 },
      dealerQualifies: false,
    });
    expect(dealerText(en.t, shown)).toBe('High card · does not qualify');
    expect(
      dealerText(pl.t, {
        ...shown,
        dealerHand: { ...shown.dealerHand!, category: 'FULL_HOUSE' },
        dealerQualifies: true,
      }),
    ).toBe('Ful · kwalifikuje się');
  });
  it('the verdict of a called hand (§CHE-3)', () => {
    const done = (result: Record<string, unknown>) =>
      cheRound(round({ status: 'SETTLED', result: { player: [], board: [], ...result } }))!;
    const called = (h: ReturnType<typeof done>) => myChe(h, [bet('ANTE', 1000), bet('CALL', 2000)]);
    const nq = done({ dealerQualifies: false, winner: 'DEALER', anteMultiple: 1 });
    expect(verdictText(en.t, nq, called(nq))).toBe('Dealer does not qualify: your Ante pays 1:1, the Call is returned');
    const win = done({ dealerQualifies: true, winner: 'PLAYER', anteMultiple: 2 });
    expect(verdictText(en.t, win, called(win))).toBe("Your hand beats the dealer's: Ante 2:1, Call 1:1");
    const tie = done({ dealerQualifies: true, winner: 'TIE', anteMultiple: 1 });
    expect(verdictText(pl.t, tie, called(tie))).toBe('Remis: ANTE i SPRAWDŹ zwrócone');
    const folded = myChe(win, [bet('ANTE', 1000, { spec: { decision: 'FOLD' } })]);
    expect(verdictText(en.t, win, folded)).toBe('You folded');
  });
  it('the status line names the card awaited and the call', () => {
    const dealing = cheRound(round({ next: { kind: 'card', to: 'dealer', position: 2 } }))!;
    expect(statusText(en, dealing, myChe(dealing, []))).toBe('Dealing the dealer · card 2');
    const h = cheRound(flopOpen)!;
    expect(statusText(en, h, myChe(h, [bet('ANTE', 1000)]))).toBe('Your call: Call or Fold');
    expect(statusText(en, h, myChe(h, [bet('ANTE', 1000), bet('CALL', 2000)]))).toBe('Waiting for 2 players to decide');
    expect(statusText(pl, h, myChe(h, [bet('ANTE', 1000)]))).toBe('Twoja decyzja: SPRAWDŹ albo PAS');
  });
  it("the best hand's ranks, the ten as 10", () => {
    expect(handRanks({ cards: ['AS', 'AH', 'KD', 'TC', '2D'] })).toBe('A A K 10 2');
    expect(handRanks(null)).toBe('');
  });
  it('the slot of the next card', () => {
    expect(nextSlot({ kind: 'card', to: 'player', position: 2 })).toBe('player-2');
    expect(nextSlot({ kind: 'card', to: 'flop', position: 3 })).toBe('board-3');
    expect(nextSlot({ kind: 'card', to: 'turn', position: 1 })).toBe('board-4');
    expect(nextSlot({ kind: 'card', to: 'river', position: 1 })).toBe('board-5');
    expect(nextSlot({ kind: 'confirm' })).toBeNull();
  });
});

describe('anteLines (§CHE-4)', () => {
  it('royal flush 100, straight flush 20, four of a kind 10, full house 3, flush 2, straight or less 1', () => {
    const table = {
      ROYAL_FLUSH: 100,
      STRAIGHT_FLUSH: 20,
      FOUR_OF_A_KIND: 10,
      FULL_HOUSE: 3,
      FLUSH: 2,
      STRAIGHT: 1,
      THREE_OF_A_KIND: 1,
      TWO_PAIR: 1,
      PAIR: 1,
      HIGH_CARD: 1,
    };
    expect(anteLines(table)).toEqual([
      { top: 'ROYAL_FLUSH', orLess: false, multiple: 100 },
      { top: 'STRAIGHT_FLUSH', orLess: false, multiple: 20 },
      { top: 'FOUR_OF_A_KIND', orLess: false, multiple: 10 },
      { top: 'FULL_HOUSE', orLess: false, multiple: 3 },
      { top: 'FLUSH', orLess: false, multiple: 2 },
      { top: 'STRAIGHT', orLess: true, multiple: 1 },
    ]);
    const tr = testTranslator('pl', 'games.casino-holdem.rules');
    expect(tr('ante.orLess', { hand: pl.t('hands.STRAIGHT') })).toBe('Strit lub mniej');
  });
});
