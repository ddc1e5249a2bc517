import { describe, expect, it } from 'vitest';
import { plain, testWords } from '@/components/pit/test-words';
import { dealerQualifyingHands } from '@/lib/games/casino-holdem/returns';
import {
  AA_HANDS,
  AA_HIT_RATE,
  DEALER_QUALIFY_RATE,
  cheEventWords,
  cheNextWords,
  cheResultSummary,
  cheShortResult,
  cheStats,
  decisionLines,
  expectedHold,
  MAIN_TYPES,
  AA_TYPES,
  pendingBoxes,
  PUBLISHED,
  type LogEvent,
} from './pit-format';
import { holdOf, percent, type RoundMoney } from '@/components/pit/hold';

const en = testWords('en');
const cs = testWords('cs');
const { t, money } = en.game('CASINO_HOLDEM');
const tc = cs.game('CASINO_HOLDEM').t;
const mc = cs.game('CASINO_HOLDEM').money;

/** A result as the engine gives it (lib/games/casino-holdem/view.ts CheResultView). */
const result = (o: Record<string, unknown>) => ({
  player: ['AH', 'KH'],
  dealer: ['9S', '9D'],
  board: ['9H', '5H', '2H', 'KC', '4D'],
  playerHand: { category: 'FLUSH', cards: ['AH', 'KH', '9H', '5H', '2H'], value: 2 },
  dealerHand: { category: 'THREE_OF_A_KIND', cards: ['9S', '9D', '9H', 'KC', '5H'], value: 1 },
  dealerQualifies: true,
  winner: 'PLAYER',
  anteMultiple: 2,
  aaBonus: { category: 'FLUSH', cards: ['AH', 'KH', '9H', '5H', '2H'], multiple: 25, wins: true },
  players: 3,
  called: 2,
  folded: 1,
  timedOut: 1,
  noAction: false,
  allFolded: false,
  ...o,
});

describe('cheResultSummary (§CHE-3, §CHE-5)', () => {
  it('hands, qualification, who wins with the Ante’s multiple, the AA Bonus and the decisions', () => {
    expect(cheResultSummary(t, result({}))).toBe(
      'Flush vs Three of a kind · dealer qualifies · player wins (Ante 2:1) · AA Bonus 25:1 · 2 called · 1 folded (1 by the timer)',
    );
    expect(cheResultSummary(tc, result({ timedOut: 0 }))).toBe(
      'Barva proti Trojice · krupiér se kvalifikuje · vyhrává hráč (Ante 2:1) · AA Bonus 25:1 · CALL 2 · FOLD 1',
    );
  });
  it('dealer not qualified; everybody folded; no Ante', () => {
    expect(
      cheResultSummary(
        t,
        result({
          dealer: ['3S', '3D'],
          dealerHand: { category: 'PAIR', cards: ['3S', '3D', 'KC', '9H', '5H'], value: 1 },
          dealerQualifies: false,
          aaBonus: { category: 'HIGH_CARD', cards: ['AH', 'KH', '9D', '5C', '2S'], multiple: 0, wins: false },
          timedOut: 0,
        }),
      ),
    ).toBe('Flush vs Pair · dealer does not qualify · Ante 2:1, Call returned · AA Bonus lost · 2 called · 1 folded');
    expect(
      cheResultSummary(
        t,
        result({
          board: ['9H', '5H', '2H'],
          dealerHand: null,
          dealerQualifies: null,
          winner: null,
          called: 0,
          folded: 3,
          timedOut: 0,
          allFolded: true,
        }),
      ),
    ).toBe('all folded · player Flush · AA Bonus 25:1 hand, lost (nobody called) · 0 called · 3 folded');
    expect(cheResultSummary(t, result({ noAction: true }))).toBe('No Ante: no play');
    expect(cheResultSummary(t, null)).toBe('—');
  });
  it('the short result of the history and the overview chips', () => {
    expect(cheShortResult(t, result({}))).toBe('P');
    expect(cheShortResult(t, result({ winner: 'DEALER' }))).toBe('D');
    expect(cheShortResult(t, result({ dealerQualifies: false, winner: 'DEALER' }))).toBe('NQ');
    expect(cheShortResult(t, result({ allFolded: true }))).toBe('F');
    expect(cheShortResult(tc, result({ winner: 'TIE' }))).toBe('R');
  });
});

describe('cheEventWords', () => {
  it('the boxes at close, with their Antes and AA Bonuses (§CHE-1)', () => {
    expect(
      cheEventWords(t, money, 'PLAYERS', {
        boxes: [
          { box: 1, ante: 1000, aaBonus: 500 },
          { box: 2, ante: 2500, aaBonus: 0 },
        ],
      }),
    ).toBe('2 boxes: box 1 Ante €10.00 + AA Bonus €5.00, box 2 Ante €25.00');
    expect(plain(cheEventWords(tc, mc, 'PLAYERS', { boxes: [{ box: 1, ante: 1000, aaBonus: 0 }] })!)).toBe(
      '1 box: box 1 Ante 10,00 €',
    );
    expect(cheEventWords(t, money, 'PLAYERS', { boxes: [] })).toBe('no Ante: no boxes, no play');
  });
  it('decisions and the timer (§CHE-2, §C-7)', () => {
    expect(cheEventWords(t, money, 'DECISION', { seat: 2, box: 2, action: 'CALL', timeout: false })).toBe(
      'box 2 CALL (2× Ante)',
    );
    expect(cheEventWords(t, money, 'DECISION', { seat: 1, box: 1, action: 'FOLD', timeout: false })).toBe('box 1 FOLD');
    expect(cheEventWords(t, money, 'DECISION', { seat: 3, box: 3, action: 'FOLD', timeout: true })).toBe(
      'box 3 FOLD by the timer (§C-7)',
    );
    expect(cheEventWords(t, money, 'TIMEOUT', { boxes: [3, 4] })).toBe('call window timed out: boxes 3, 4 fold');
    expect(cheEventWords(t, money, 'TIMEOUT', { boxes: [3] })).toBe('call window timed out: box 3 folds');
    expect(cheEventWords(tc, mc, 'TIMEOUT', { boxes: [] })).toBe('okno rozhodnutí vypršelo');
  });
  it('cards and their undo by place; a face-down dealer card stays hidden', () => {
    expect(cheEventWords(t, money, 'CARD', { card: 'TD', to: 'player', position: 2 })).toBe('10♦ → player card 2');
    expect(cheEventWords(t, money, 'CARD', { card: 'QS', to: 'flop', position: 3 })).toBe('Q♠ → flop 3');
    expect(cheEventWords(t, money, 'CARD', { card: '2C', to: 'river', position: 1 })).toBe('2♣ → river');
    expect(cheEventWords(t, money, 'CARD', { card: null, hidden: true, to: 'dealer', position: 1 })).toBe(
      'face-down card → dealer card 1',
    );
    expect(cheEventWords(t, money, 'UNDO', { card: '5H', from: 'turn', position: 1 })).toBe('5♥ taken back from turn');
    expect(cheEventWords(tc, mc, 'UNDO', { card: 'AS', from: 'dealer', position: 2 })).toBe(
      'A♠ vrácena: krupiér, karta 2',
    );
  });
  it('the settlement: qualification, the boxes and the money', () => {
    expect(
      cheEventWords(t, money, 'SETTLED', {
        players: 3,
        called: 2,
        folded: 1,
        timedOut: 0,
        dealerQualifies: true,
        winner: 'PLAYER',
        bets: 7,
        staked: 9000,
        paidOut: 12_000,
        ggr: -3000,
        payoutCut: 0,
      }),
    ).toBe('dealer qualifies · 3 boxes, 2 called, 1 folded · staked €90.00 · paid out €120.00 · GGR -€30.00');
  });
  it('other events: the shell’s words', () => {
    expect(cheEventWords(t, money, 'OPENED', {})).toBeNull();
  });
  it('what the round waits for', () => {
    expect(cheNextWords(t, { kind: 'card', to: 'flop', position: 2 })).toBe('card to flop 2');
    expect(cheNextWords(t, { kind: 'calls', players: 4, called: 1, folded: 1, deciding: 2 })).toBe(
      'the call window: 2 of 4 deciding',
    );
    expect(cheNextWords(t, { kind: 'whatever' })).toBe('');
  });
});

describe('decisionLines (every box’s decision with its time)', () => {
  const ev = (seq: number, type: string, data: Record<string, unknown>, at: string, actor: string | null = null) =>
    ({ seq, type, data, actor, at }) as LogEvent;
  // Three boxes; flop 3 at 12:00:10.000; alice (box 1) calls after 2.5 s, bob (box 2) folds after 4 s; the 20 s
  // timer folds box 3: the engine logs TIMEOUT {boxes: [3]} and then box 3's DECISION with timeout.
  const events = [
    ev(1, 'OPENED', {}, '2026-12-01T12:00:00.000Z', 'dealer'),
    ev(2, 'CLOSED', {}, '2026-12-01T12:00:05.000Z', 'dealer'),
    ev(
      3,
      'PLAYERS',
      {
        boxes: [
          { box: 1, ante: 1000, aaBonus: 500 },
          { box: 2, ante: 2000, aaBonus: 0 },
          { box: 3, ante: 500, aaBonus: 100 },
        ],
      },
      '2026-12-01T12:00:05.000Z',
    ),
    ev(4, 'CARD', { card: 'AS', to: 'flop', position: 3 }, '2026-12-01T12:00:10.000Z', 'dealer'),
    ev(5, 'DECISION', { seat: 1, box: 1, action: 'CALL', timeout: false }, '2026-12-01T12:00:12.500Z', 'alice'),
    ev(6, 'DECISION', { seat: 2, box: 2, action: 'FOLD', timeout: false }, '2026-12-01T12:00:14.000Z', 'bob'),
    ev(7, 'TIMEOUT', { boxes: [3] }, '2026-12-01T12:00:30.000Z'),
    ev(8, 'DECISION', { seat: 3, box: 3, action: 'FOLD', timeout: true }, '2026-12-01T12:00:30.000Z'),
  ];
  it('one line per box: who, what, when, how long after the flop; the timer’s fold once', () => {
    expect(decisionLines(events)).toEqual([
      {
        seq: 5,
        box: 1,
        action: 'CALL',
        timer: false,
        actor: 'alice',
        at: '2026-12-01T12:00:12.500Z',
        afterMs: 2500,
        ante: 1000,
        aaBonus: 500,
      },
      {
        seq: 6,
        box: 2,
        action: 'FOLD',
        timer: false,
        actor: 'bob',
        at: '2026-12-01T12:00:14.000Z',
        afterMs: 4000,
        ante: 2000,
        aaBonus: 0,
      },
      {
        seq: 7,
        box: 3,
        action: 'FOLD',
        timer: true,
        actor: null,
        at: '2026-12-01T12:00:30.000Z',
        afterMs: 20_000,
        ante: 500,
        aaBonus: 100,
      },
    ]);
  });
  it('a TIMEOUT without box numbers folds the boxes still undecided; the window’s pending boxes', () => {
    const lines = decisionLines([...events.slice(0, 5), ev(7, 'TIMEOUT', {}, '2026-12-01T12:00:30.000Z')]);
    expect(lines.map((l) => [l.box, l.action, l.timer])).toEqual([
      [1, 'CALL', false],
      [2, 'FOLD', true],
      [3, 'FOLD', true],
    ]);
    expect(pendingBoxes(events.slice(0, 5), { kind: 'calls', players: 3, called: 1, folded: 0, deciding: 2 })).toEqual([
      2, 3,
    ]);
    expect(pendingBoxes(events, { kind: 'card', to: 'turn', position: 1 })).toEqual([]);
  });
});

describe('cheStats (qualification, calls, AA Bonus hits)', () => {
  it('counts over settled rounds: qualification where the dealer’s hand is complete, calls per box', () => {
    const s = cheStats([
      result({}), // 3 boxes, 2 called, 1 by the timer; dealer qualifies, player higher; AA 25:1
      result({
        dealerQualifies: false,
        players: 2,
        called: 2,
        folded: 0,
        timedOut: 0,
        aaBonus: { category: 'PAIR', cards: ['AS', 'AD', 'KH', '9C', '4D'], multiple: 7, wins: true },
      }),
      result({
        board: ['9H', '5H', '2H'],
        dealerHand: null,
        dealerQualifies: null,
        winner: null,
        players: 1,
        called: 0,
        folded: 1,
        timedOut: 0,
        allFolded: true,
        aaBonus: { category: 'HIGH_CARD', cards: [], multiple: 0, wins: false },
      }),
      result({ winner: 'DEALER', players: 4, called: 1, folded: 3, timedOut: 2, aaBonus: null }),
      result({ noAction: true, players: 0, called: 0, folded: 0, timedOut: 0 }),
    ]);
    expect(s).toEqual({
      rounds: 5,
      played: 4,
      qualifyKnown: 3,
      qualified: 2,
      boxes: 10,
      called: 5,
      timedOut: 3,
      allFolded: 1,
      aaKnown: 3,
      aaHits: 2,
      aa25: 1,
      aa7: 1,
      playerWins: 1,
      dealerWins: 1,
      ties: 0,
    });
  });
  it('the AA Bonus’s expected hit rate and return from the five-card counts (§CHE-5, §CHE-6)', () => {
    // 9,516 + 273,144 = 282,660 winning hands of 2,598,960.
    expect(AA_HIT_RATE).toBeCloseTo(282_660 / 2_598_960, 12);
    expect(percent('en', AA_HIT_RATE)).toBe('10.88%');
    // Return per unit staked: a 25:1 win returns 26, a 7:1 win 8: 2,432,568 / 2,598,960 = 93.5977%.
    const ret = (26 * AA_HANDS.flushOrBetter + 8 * AA_HANDS.acesToStraight) / AA_HANDS.total;
    expect(percent('en', ret, 4)).toBe('93.5977%');
    expect(PUBLISHED.aaReturn).toBe(0.936);
  });
});

describe('holdOf (hold against the published return, §CHE-6)', () => {
  // Round 1: everybody loses: Ante 10, Call 20, AA 5 kept. Round 2: the player wins (Ante 1:1, Call 1:1) and
  // the AA Bonus pays 7:1 (€5 → €40 back). Round 3: a fold: the €10 Ante is kept.
  const rounds: RoundMoney[] = [
    {
      staked: 3500,
      paidOut: 0,
      byType: {
        ANTE: { staked: 1000, paidOut: 0 },
        CALL: { staked: 2000, paidOut: 0 },
        AA_BONUS: { staked: 500, paidOut: 0 },
      },
    },
    {
      staked: 3500,
      paidOut: 10_000,
      byType: {
        ANTE: { staked: 1000, paidOut: 2000 },
        CALL: { staked: 2000, paidOut: 4000 },
        AA_BONUS: { staked: 500, paidOut: 4000 },
      },
    },
    { staked: 1000, paidOut: 0, byType: { ANTE: { staked: 1000, paidOut: 0 } } },
  ];
  it('the main game: (7000 − 6000) / 7000, its standard error', () => {
    const main = holdOf(rounds, MAIN_TYPES);
    expect(main).toMatchObject({ rounds: 3, staked: 7000, paid: 6000 });
    expect(main.hold).toBeCloseTo(1 / 7, 12);
    // Residuals gᵢ − h·sᵢ = 18000/7, −24000/7, 6000/7; SE = √(3/2 · 936e6/49) / 7000 = √1404e6 / 49000.
    expect(main.se).toBeCloseTo(Math.sqrt(1404e6) / 49_000, 12);
  });
  it('the AA Bonus alone, the totals, and the expected whole-table hold', () => {
    const aa = holdOf(rounds, AA_TYPES);
    expect(aa).toMatchObject({ rounds: 2, staked: 1000, paid: 4000, hold: -3 });
    expect(holdOf(rounds, null)).toMatchObject({ staked: 8000, paid: 10_000, hold: -0.25 });
    // (7000 × 1.3% + 1000 × 6.40%) / 8000 = (91 + 64) / 8000.
    expect(expectedHold(holdOf(rounds, MAIN_TYPES), aa)).toBeCloseTo(155 / 8000, 12);
    expect(holdOf([], MAIN_TYPES)).toEqual({ rounds: 0, staked: 0, paid: 0, hold: null, se: null });
  });
  it('percentages in the reader’s language', () => {
    expect(percent('en', 1 - PUBLISHED.mainReturn)).toBe('1.30%');
    expect(plain(percent('cs', 1 - PUBLISHED.aaReturn))).toBe('6,40 %');
    expect(percent('en', null)).toBe('—');
  });
});

describe('[CASINO_HOLDEM] expected dealer qualification', () => {
  it('is the share of the seven-card hands with a pair of 4s or better, as enumerated by the returns code', () => {
    expect(DEALER_QUALIFY_RATE * 133_784_560).toBeCloseTo(dealerQualifyingHands(), 3);
    // High cards (23,294,460 of 133,784,560, issue #14 §1) never qualify, and neither do the pairs of 2s and 3s.
    expect(DEALER_QUALIFY_RATE).toBeLessThan(1 - 23_294_460 / 133_784_560);
  });
});
