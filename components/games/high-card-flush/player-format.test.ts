import { describe, expect, it } from 'vitest';
import { testMoney, testTranslator } from '@/lib/i18n/testing';
import type { SeatView } from '@/lib/client/use-table-feed';
import type { PublicRound } from '@/lib/realtime/events';
import {
  bankLeftFor,
  bankProblem,
  coverState,
  bankRange,
  decimalMark,
  betOutcome,
  dpHandRows,
  dpStatusText,
  groupBySuit,
  handVerdict,
  hcfBetLabel,
  hcfRound,
  hcfRules,
  moneyInputText,
  myHcf,
  outcomeText,
  parseMoneyInput,
  raiseOptions,
  rakeText,
  rotationLog,
} from './player-format';
import type { MyBet } from '@/components/player/use-player-table';

// The hands of test/api/high-card-flush.test.ts (one deck, 28 distinct cards).
const FOUR_HEARTS = ['AH', 'KH', 'QH', '2H', '3C', '4D', '5S']; // hearts A-K-Q-2
const FIVE_SPADES = ['9S', '8S', '6S', '4S', '2S', '7C', 'TD']; // spades 9-8-6-4-2
const THREE_DIAMONDS = ['2C', '5D', '8H', 'JS', '3D', '9C', 'QD']; // diamonds Q-5-3
const FOUR_CLUBS = ['KC', 'QC', 'JC', '5C', '6D', '7H', 'TS']; // clubs K-Q-J-5

const seat = (n: number, username: string, o: Partial<SeatView> = {}): SeatView => ({
  seat: n,
  userId: `u-${username}`,
  username,
  main: 0,
  dpOptIn: true,
  bank: 0,
  behind: 0,
  behindCount: 0,
  ...o,
});
const SEATS = [seat(1, 'alice', { dpOptIn: false }), seat(2, 'bob'), seat(3, 'carol'), seat(4, 'dave')];

const round = (o: Partial<PublicRound>): PublicRound => ({
  id: 'r1',
  tableId: 't1',
  game: 'HIGH_CARD_FLUSH',
  number: 1,
  status: 'BETTING',
  shoeId: null,
  bettingSeconds: null,
  openedAt: '',
  closesAt: null,
  closedAt: null,
  settledAt: null,
  voidedAt: null,
  voidReason: null,
  decisionDeadline: null,
  view: {},
  result: null,
  next: null,
  ...o,
});

const bet = (o: Partial<MyBet> & { id: string; type: string }): MyBet => ({
  roundId: 'r1',
  numbers: null,
  amount: 1000,
  status: 'OPEN',
  payout: 0,
  net: 0,
  ...o,
});

const rules = hcfRules({ minBank: 60_000, rakeMode: 'ALL', rakeAmount: 100 });
// The words of the player view in English (the real message files) and money in euros.
const w = { t: testTranslator('en', 'games.high-card-flush.player'), money: testMoney('en') };

describe('groupBySuit (§HCF-2: the flush is the largest suit, then the higher cards)', () => {
  it('puts the largest suit first and highlights it, the others by size then by their top card', () => {
    const g = groupBySuit(FIVE_SPADES);
    expect(g.map((x) => [x.suit, x.cards, x.flush])).toEqual([
      ['S', ['9S', '8S', '6S', '4S', '2S'], true],
      ['D', ['TD'], false], // one card each: T beats 7
      ['C', ['7C'], false],
    ]);
  });

  it('breaks an equal count by the higher cards: hearts A-K-2 beat spades A-Q-3', () => {
    const g = groupBySuit(['AS', 'QS', '3S', 'AH', 'KH', '2H', '5C']);
    expect(g.map((x) => x.suit)).toEqual(['H', 'S', 'C']);
    expect(g[0]).toEqual({ suit: 'H', cards: ['AH', 'KH', '2H'], flush: true });
  });

  it('a full tie reports the first of S H D C like the engine, unless the server names the suit', () => {
    const cards = ['AH', 'KH', 'AS', 'KS', '2C', '3D', '4D'];
    expect(groupBySuit(cards)[0]!.suit).toBe('S');
    const g = groupBySuit(cards, 'H');
    expect(g.map((x) => [x.suit, x.flush])).toEqual([
      ['H', true],
      ['S', false],
      ['D', false],
      ['C', false],
    ]);
  });
});

describe('the DP bank (§HCF-7, §HCF-9)', () => {
  it('reads typed money as cents', () => {
    expect(parseMoneyInput('500')).toBe(50_000);
    expect(parseMoneyInput(' 500.5 ')).toBe(50_050);
    expect(parseMoneyInput('1,250.75')).toBe(125_075);
    expect(parseMoneyInput('0.01')).toBe(1);
    for (const bad of ['', '-5', '5.123', 'abc', '1,25', '5.'])
      expect([bad, parseMoneyInput(bad)]).toEqual([bad, null]);
    expect(moneyInputText(50_000)).toBe('500.00');
    expect(moneyInputText(125_075)).toBe('1250.75');
  });

  it('ranges from the minimum bank to the balance less the rake held with the bank (none with ALL_BUT_DP)', () => {
    const all = bankRange(rules, 100_000);
    expect(all).toEqual({ min: 60_000, max: 99_900, fee: 100 });
    expect(bankRange(hcfRules({ minBank: 60_000, rakeMode: 'ALL_BUT_DP', rakeAmount: 100 }), 100_000)).toEqual({
      min: 60_000,
      max: 100_000,
      fee: 0,
    });
    expect(bankRange(hcfRules({ minBank: 60_000, rakeMode: 'DP_ONLY', rakeAmount: 50 }), 100_000)).toEqual({
      min: 60_000,
      max: 99_950,
      fee: 50,
    });
    expect(bankProblem(w, 60_000, all)).toBeNull();
    expect(bankProblem(w, 99_900, all)).toBeNull();
    expect(bankProblem(w, 59_999, all)).toBe('The bank must be at least the table minimum of €600.00');
    expect(bankProblem(w, 99_901, all)).toBe(
      'Your balance covers a bank of at most €999.00 (the €1.00 rake is held with it)',
    );
    expect(bankProblem(w, null, all)).toMatch(/Enter the bank/);
  });

  it('the seeded table defaults: 500.00 minimum bank, 1.00 rake on every hand and the DP', () => {
    const d = hcfRules(undefined);
    expect([d.minBank, d.rakeMode, d.rakeAmount, d.offerSeconds, d.decisionSeconds]).toEqual([
      50_000,
      'ALL',
      100,
      10,
      15,
    ]);
    // An unknown key does not throw the settings away.
    expect(hcfRules({ minBank: 1000, somethingNew: true }).minBank).toBe(1000);
  });
});

describe('the rotation in words', () => {
  const view = (rotation: Record<string, unknown>, extra: Record<string, unknown> = {}) =>
    hcfRound(round({ view: { phase: 'DP_OFFER', rotation, ...extra } }))!;

  it('lists every answer and the open offer, and says who is offered', () => {
    const h = view({
      lastDpSeat: null,
      offer: { seat: 4, userId: 'u-dave', last: false },
      answers: [
        { seat: 2, userId: 'u-bob', answer: 'DECLINED', last: false },
        { seat: 3, userId: 'u-carol', answer: 'TIMEOUT', last: false },
      ],
      dp: null,
      decided: false,
    });
    expect(rotationLog(w, h.view, SEATS).map((e) => `${e.who} ${e.text}`)).toEqual([
      'seat 2 · bob declined',
      'seat 3 · carol did not answer in time',
      'seat 4 · dave is offered the seat',
    ]);
    expect(dpStatusText(w, h.view, SEATS, h.decided)).toBe('DP seat offered to seat 4 · dave');
    expect(h.betting).toBe(false);
  });

  it('names the DP with the bank once accepted, or the house', () => {
    const dp = view(
      {
        lastDpSeat: null,
        offer: null,
        answers: [{ seat: 4, userId: 'u-dave', answer: 'ACCEPTED', bank: 60_000, last: false }],
        dp: { seat: 4, userId: 'u-dave', bank: 60_000 },
        decided: true,
      },
      { phase: 'BETTING', dpSeat: 4, button: 4, house: false },
    );
    expect(dpStatusText(w, dp.view, SEATS, dp.decided)).toBe('DP: seat 4 · dave · bank €600.00');
    expect(rotationLog(w, dp.view, SEATS).map((e) => e.text)).toEqual(['accepted · bank €600.00']);
    expect(dp.betting).toBe(true);
    const house = view(
      {
        lastDpSeat: 4,
        offer: null,
        answers: [{ seat: 4, userId: 'u-dave', answer: 'DECLINED', last: true }],
        dp: null,
        decided: true,
      },
      { phase: 'BETTING', dpSeat: null, button: null, house: true },
    );
    expect(dpStatusText(w, house.view, SEATS, house.decided)).toBe('House banks this round (nobody took the DP seat)');
  });

  it('knows who is offered, who is DP, and whose turn it is', () => {
    const offered = hcfRound(
      round({
        view: { rotation: { offer: { seat: 2, userId: 'u-bob', last: false }, answers: [], decided: false } },
        next: { kind: 'dp-offer', seat: 2, userId: 'u-bob', last: false },
      }),
    );
    expect(myHcf(offered, SEATS, 'u-bob', []).offered).toBe(true);
    expect(myHcf(offered, SEATS, 'u-carol', []).offered).toBe(false);
    const playing = hcfRound(
      round({
        status: 'DEALING',
        view: {
          rotation: { dp: { seat: 4, userId: 'u-dave', bank: 60_000 }, decided: true, answers: [] },
          dpSeat: 4,
          hands: [{ seat: 2, cards: FIVE_SPADES, maxMultiple: 2, decision: null, actionIndex: 1 }],
        },
        next: { kind: 'decision', seat: 2, actions: ['FOLD', 'RAISE'], maxMultiple: 2 },
      }),
    );
    const bob = myHcf(playing, SEATS, 'u-bob', [bet({ id: 'a', type: 'ANTE', seat: 2, amount: 2000 })]);
    expect(bob.turn).toEqual({ seat: 2, maxMultiple: 2 });
    expect(bob.hand?.cards).toEqual(FIVE_SPADES);
    expect(myHcf(playing, SEATS, 'u-bob', []).turn).toBeNull(); // no Ante, no turn
    expect(myHcf(playing, SEATS, 'u-dave', []).isDp).toBe(true);
    expect(myHcf(playing, SEATS, 'u-alice', []).turn).toBeNull();
  });
});

describe('the Raise and the bank (§HCF-3, §HCF-8)', () => {
  // The API test's bank round: bank 100.00; carol (seat 4) 50.00 covered, bob (seat 3) 60.00 > 50.00 dead, alice (seat 2).
  const bank = {
    start: 10_000,
    committed: 6000,
    uncommitted: 4000,
    hands: [
      { seat: 4, stake: 5000, dead: false },
      { seat: 3, stake: 6000, dead: true },
      { seat: 2, stake: 1000, dead: false },
    ],
  };

  it('a hand meets the bank less the live hands ahead of it (a dead hand commits nothing)', () => {
    expect(bankLeftFor(bank, 4)).toEqual({ available: 10_000, stake: 5000 });
    expect(bankLeftFor(bank, 3)).toEqual({ available: 5000, stake: 6000 });
    expect(bankLeftFor(bank, 2)).toEqual({ available: 5000, stake: 1000 });
    expect(bankLeftFor(bank, 1)).toBeNull();
  });

  it('offers 1x..3x the Ante, only up to the flush maximum, with the cover of each', () => {
    // alice: Ante 10.00, 3-card flush → at most 1x; 5,000 left for a hand of 1,000.
    expect(raiseOptions(w, 1000, 1, 50_000, { available: 5000, stake: 1000 })).toEqual([
      { multiple: 1, amount: 1000, allowed: true, why: null, covered: true },
      {
        multiple: 2,
        amount: 2000,
        allowed: false,
        why: 'Your flush allows at most 1x (3x with 6-7 cards, 2x with 5, 1x with 4 or fewer)',
        covered: true,
      },
      {
        multiple: 3,
        amount: 3000,
        allowed: false,
        why: 'Your flush allows at most 1x (3x with 6-7 cards, 2x with 5, 1x with 4 or fewer)',
        covered: true,
      },
    ]);
    // A 6-card flush, Ante 20.00 with 30.00 of balance: 1x (20.00) yes; 2x (40.00) short; cover 70.00 for a stake of 20.00: 1x → 40.00 ok, 2x → 60.00 ok, 3x → 80.00 dead.
    const o = raiseOptions(w, 2000, 3, 3000, { available: 7000, stake: 2000 });
    expect(o.map((x) => [x.multiple, x.amount, x.allowed, x.covered])).toEqual([
      [1, 2000, true, true],
      [2, 4000, false, true],
      [3, 6000, false, false],
    ]);
    expect(o[1]!.why).toBe('Your balance of €30.00 does not cover €40.00');
    // House bank: no cover question.
    expect(raiseOptions(w, 500, 2, null, null).map((x) => [x.allowed, x.covered])).toEqual([
      [true, null],
      [true, null],
      [false, null],
    ]);
  });
});

describe('bet labels and results (§HCF-3..§HCF-9)', () => {
  it('labels the bets with the Raise multiple and the rake held', () => {
    const label = hcfBetLabel(w, rules);
    expect(label(bet({ id: '1', type: 'ANTE', seat: 2 }))).toBe('Ante · +€1.00 rake');
    expect(label(bet({ id: '2', type: 'RAISE', seat: 2, spec: { seat: 2, multiple: 2 } }))).toBe('Raise 2x');
    expect(label(bet({ id: '3', type: 'FLUSH_BONUS', seat: 2 }))).toBe('Flush bonus');
    expect(label(bet({ id: '4', type: 'STRAIGHT_FLUSH_BONUS', seat: 2 }))).toBe('Straight flush bonus');
    expect(label(bet({ id: '5', type: 'DP_BANK', seat: 4 }))).toBe('DP bank · +€1.00 rake');
    expect(
      hcfBetLabel(w, hcfRules({ rakeMode: 'ALL_BUT_DP', rakeAmount: 50 }))(bet({ id: '5', type: 'DP_BANK', seat: 1 })),
    ).toBe('DP bank');
    // The fee the server recorded wins over the table's setting.
    expect(label(bet({ id: '6', type: 'ANTE', seat: 1, fee: 0 }))).toBe('Ante');
  });

  it('works out the rake kept from the refund or from the net alone', () => {
    // alice's Ante 10.00 (fee 1.00) wins 10.00: refund 10.00 (the fee kept), net +9.00.
    const won = bet({
      id: 'a',
      type: 'ANTE',
      amount: 1000,
      status: 'WON',
      payout: 1000,
      net: 900,
      fee: 100,
      refund: 1000,
    });
    expect(betOutcome(won)).toEqual({
      type: 'ANTE',
      status: 'WON',
      stake: 1000,
      payout: 1000,
      net: 900,
      rake: 100,
      cut: 0,
    });
    expect(betOutcome({ ...won, fee: undefined, refund: undefined }, 100).rake).toBe(100); // bet:settled only
    // carol's folded Ante 10.00: lost with the fee, net -11.00.
    const lost = bet({ id: 'c', type: 'ANTE', amount: 1000, status: 'LOST', net: -1100 });
    expect(betOutcome(lost, 100).rake).toBe(100);
    expect(betOutcome({ ...lost, fee: 100, refund: 0 }).rake).toBe(100);
    // bob's dead Ante 30.00 (fee 0.50): everything back, no rake.
    expect(
      betOutcome(bet({ id: 'b', type: 'ANTE', amount: 3000, status: 'DEAD', fee: 50, refund: 3050 })),
    ).toMatchObject({ status: 'DEAD', net: 0, rake: 0 });
    expect(betOutcome(bet({ id: 'o', type: 'ANTE' }), 100).rake).toBeNull();
    // carol's Flush bonus 10.00, 5 cards 10:1 = 100.00 owed, 80.00 paid: the bank ran out.
    const fb = betOutcome(
      bet({
        id: 'f',
        type: 'FLUSH_BONUS',
        amount: 1000,
        status: 'WON',
        payout: 8000,
        net: 8000,
        payoutCut: 2000,
        refund: 1000,
      }),
    );
    expect(fb.rake).toBe(0);
    expect(outcomeText(w, fb)).toBe('WON €80.00 (bank short €20.00)');
    expect(outcomeText(w, betOutcome(lost, 100))).toBe('LOST €10.00');
    expect(outcomeText(w, betOutcome(bet({ id: 'd', type: 'RAISE', status: 'DEAD' })))).toBe('DEAD · stake back');
    expect(outcomeText(w, betOutcome(bet({ id: 'p', type: 'RAISE', status: 'PUSH' })))).toBe('PUSH · stake back');
    // The DP's bank of 500.00 (fee 1.00) comes back as 385.00: net -116.00; its rake is not in the bet.
    const bank = betOutcome(
      bet({ id: 'k', type: 'DP_BANK', amount: 50_000, status: 'LOST', fee: 100, refund: 38_500, net: -11_600 }),
    );
    expect([bank.rake, outcomeText(w, bank)]).toEqual([null, 'NET -€116.00']);
  });
});

describe("the DP's view of the hands against the bank (§HCF-8)", () => {
  // Round 1 of the API test: DP dave (seat 4) banks 600.00; action order 3, 2, 1.
  // carol (3): Ante 10.00 + SF bonus 5.00, folds; bob (2): Ante 20.00, raises 2x; alice (1): Ante 10.00 + Flush bonus 5.00, raises 1x.
  const flush = (suit: string, ranks: number[]) => ({ suit, size: ranks.length, ranks });
  const view = {
    phase: 'COMPLETE',
    rotation: {
      lastDpSeat: null,
      offer: null,
      answers: [],
      dp: { seat: 4, userId: 'u-dave', bank: 60_000 },
      decided: true,
    },
    dpSeat: 4,
    button: 4,
    house: false,
    bank: {
      start: 60_000,
      committed: 10_000,
      uncommitted: 50_000,
      hands: [
        { seat: 3, stake: 1500, dead: false },
        { seat: 2, stake: 6000, dead: false },
        { seat: 1, stake: 2500, dead: false },
      ],
    },
    actionOrder: [3, 2, 1],
    hands: [
      {
        seat: 1,
        cards: FOUR_HEARTS,
        flush: flush('H', [14, 13, 12, 2]),
        decision: { action: 'RAISE', multiple: 1, timeout: false },
        actionIndex: 2,
        stakes: { ante: 1000, flushBonus: 500, straightFlushBonus: 0 },
      },
      {
        seat: 2,
        cards: FIVE_SPADES,
        flush: flush('S', [9, 8, 6, 4, 2]),
        decision: { action: 'RAISE', multiple: 2, timeout: false },
        actionIndex: 1,
        stakes: { ante: 2000, flushBonus: 0, straightFlushBonus: 0 },
      },
      {
        seat: 3,
        cards: THREE_DIAMONDS,
        flush: flush('D', [12, 5, 3]),
        decision: { action: 'FOLD', multiple: 0, timeout: false },
        actionIndex: 0,
        stakes: { ante: 1000, flushBonus: 0, straightFlushBonus: 500 },
      },
    ],
    bankHand: { cards: FOUR_CLUBS, flush: flush('C', [13, 12, 11, 5]), qualifies: true },
  };
  const result = {
    dpSeat: 4,
    dp: { cards: FOUR_CLUBS, flush: flush('C', [13, 12, 11, 5]), qualifies: true },
    hands: [
      { seat: 3, decision: { action: 'FOLD', multiple: 0, timeout: false }, flushVsDp: -1 },
      { seat: 2, decision: { action: 'RAISE', multiple: 2, timeout: false }, flushVsDp: 1 },
      { seat: 1, decision: { action: 'RAISE', multiple: 1, timeout: false }, flushVsDp: 1 },
    ],
  };

  it('lists each hand in action order and, complete, what it did to the bank', () => {
    const h = hcfRound(round({ status: 'COMPLETE', view, result, next: { kind: 'confirm' } }));
    const rows = dpHandRows(w, h, SEATS, rules);
    expect(rows.map((r) => [r.order, r.who, r.stake, r.decision, r.flush, r.cover])).toEqual([
      [1, 'seat 3 · carol', 1500, 'Folded', '3-card ♦ flush Q-5-3', 'covered'],
      [2, 'seat 2 · bob', 6000, 'Raised 2x', '5-card ♠ flush 9-8-6-4-2', 'covered'],
      [3, 'seat 1 · alice', 2500, 'Raised 1x', '4-card ♥ flush A-K-Q-2', 'covered'],
    ]);
    // carol's 15.00 is collected; bob is paid Ante 20.00 + Raise 40.00; alice Ante 10.00 + Raise 10.00 + Flush bonus 4 cards 2:1 = 10.00.
    // Σ -1,500 + 6,000 + 3,000 = 7,500 = 9,000 paid - 1,500 collected (the API test's bank: 600.00 → 525.00).
    expect(rows.map((r) => [r.result?.outcome, r.result?.bankNet, r.result?.text])).toEqual([
      ['FOLDED', 1500, 'Bank wins €15.00'],
      ['PLAYED', -6000, 'Bank pays €60.00'],
      ['PLAYED', -3000, 'Bank pays €30.00'],
    ]);
    expect(handVerdict(w.t, h, 1)).toBe('Beats the DP');
    expect(handVerdict(w.t, h, 3)).toBe('Folded');
  });

  it('a hand the bank cannot cover is dead once it and every hand ahead decided, "short" before', () => {
    // Bank 100.00; action order 3, 2, 1: seat 3 (50.00) decided, seat 2 (60.00 > 50.00 left) decided → dead;
    // seat 1 undecided behind a full bank... here it is covered (10.00 ≤ 50.00).
    const base = {
      ...view,
      phase: 'DECISION',
      bankHand: null,
      bank: {
        start: 10_000,
        committed: 6000,
        uncommitted: 4000,
        hands: [
          { seat: 3, stake: 5000, dead: false },
          { seat: 2, stake: 6000, dead: true },
          { seat: 1, stake: 1000, dead: false },
        ],
      },
    };
    const v = hcfRound(round({ status: 'DEALING', view: base }))!.view;
    expect([coverState(v, 3), coverState(v, 2), coverState(v, 1), coverState(v, 5)]).toEqual([
      'covered',
      'dead',
      'covered',
      null,
    ]);
    // Seat 3 has not decided yet: seat 2's shortfall is not final (a Raise on seat 3 over the bank would free it).
    const early = { ...base, hands: base.hands.map((x) => (x.seat === 3 ? { ...x, decision: null } : x)) };
    expect(coverState(hcfRound(round({ status: 'DEALING', view: early }))!.view, 2)).toBe('short');
    expect(coverState(hcfRound(round({ status: 'DEALING', view: { ...base, bank: null } }))!.view, 2)).toBe('house');
  });

  it('has no results while the round plays, and marks a dead hand', () => {
    const playing = {
      ...view,
      phase: 'DECISION',
      bank: {
        ...view.bank,
        hands: [
          { seat: 3, stake: 1500, dead: false },
          { seat: 2, stake: 60_000, dead: true },
          { seat: 1, stake: 1500, dead: false },
        ],
      },
      bankHand: { cards: [], flush: null, qualifies: null },
    };
    const h = hcfRound(
      round({
        status: 'DEALING',
        view: playing,
        next: { kind: 'decision', seat: 1, actions: ['FOLD', 'RAISE'], maxMultiple: 1 },
      }),
    );
    const rows = dpHandRows(w, h, SEATS, rules);
    expect(rows.map((r) => [r.seat, r.cover, r.result])).toEqual([
      [3, 'covered', null],
      [2, 'dead', null],
      [1, 'covered', null],
    ]);
  });
});

describe("the player view in the player's language (issue #13)", () => {
  const sp = (x: string | null) => (x ?? '').replace(/\s/g, ' ');
  const pl = { t: testTranslator('pl', 'games.high-card-flush.player'), money: testMoney('pl') };
  const cs = { t: testTranslator('cs', 'games.high-card-flush.player'), money: testMoney('cs') };

  it("Polish: seed 003's words (Kolor, PAS, Remis), money as 1 000,00 €", () => {
    expect(sp(rakeText(pl, rules))).toBe('Prowizja 1,00 € od ręki · każda ręka i wyznaczony gracz');
    expect(sp(raiseOptions(pl, 2000, 3, 3000, null)[1]!.why)).toBe('Twoje saldo 30,00 € nie pokrywa 40,00 €');
    expect(raiseOptions(pl, 1000, 1, null, null)[2]!.why).toMatch(/^Twój Kolor pozwala najwyżej na 1x/);
    expect(sp(outcomeText(pl, betOutcome(bet({ id: 'x', type: 'ANTE', status: 'LOST', amount: 1000 }))))).toBe(
      'PRZEGRANA 10,00 €',
    );
    expect(outcomeText(pl, betOutcome(bet({ id: 'y', type: 'RAISE', status: 'PUSH' })))).toBe('REMIS · zwrot stawki');
    expect(hcfBetLabel(pl, rules)(bet({ id: 'z', type: 'RAISE', spec: { seat: 2, multiple: 3 } }))).toBe('Podbicie 3x');
    // plurals: 1 karta / 2-4 and 22-24 "few" / 5-21 "many"
    expect([1, 2, 5, 22].map((count) => pl.t('seat.faceDown', { count }))).toEqual([
      '1 zakryta karta',
      '2 zakryte karty',
      '5 zakrytych kart',
      '22 zakryte karty',
    ]);
  });

  it("Czech: seed 002's words (určený hráč, složit, barva), plurals and money", () => {
    const h = hcfRound(
      round({
        view: {
          phase: 'BETTING',
          rotation: { lastDpSeat: 4, offer: null, answers: [], dp: null, decided: true },
          house: true,
        },
      }),
    )!;
    expect(dpStatusText(cs, h.view, SEATS, h.decided)).toBe('V tomto kole banku drží kasino');
    expect(sp(bankProblem(cs, 59_999, bankRange(rules, 100_000), ','))).toBe(
      'Bank musí být alespoň minimum stolu 600,00 €',
    );
    expect(bankProblem(cs, null, bankRange(rules, 100_000), ',')).toBe('Zadejte bank jako částku, např. 500,00');
    expect(cs.t('decide.fold')).toBe('Složit');
    expect([1, 3, 5].map((count) => cs.t('seat.faceDown', { count }))).toEqual([
      '1 karta lícem dolů',
      '3 karty lícem dolů',
      '5 karet lícem dolů',
    ]);
    const ru = testTranslator('ru', 'games.high-card-flush.player');
    expect([1, 3, 7, 21].map((count) => ru('seat.faceDown', { count }))).toEqual([
      '1 карта рубашкой вверх',
      '3 карты рубашкой вверх',
      '7 карт рубашкой вверх',
      '21 карта рубашкой вверх',
    ]);
  });

  it('reads a bank typed with a decimal comma (cs, sk, pl, ru)', () => {
    expect([decimalMark('en'), decimalMark('cs'), decimalMark('pl'), decimalMark('ru'), decimalMark('sk')]).toEqual([
      '.',
      ',',
      ',',
      ',',
      ',',
    ]);
    expect(parseMoneyInput('500,50', ',')).toBe(50_050);
    expect(parseMoneyInput('1 250,75', ',')).toBe(125_075);
    expect(parseMoneyInput('1\u00a0250,75', ',')).toBe(125_075);
    expect(parseMoneyInput('1.250,75', ',')).toBe(125_075);
    expect(parseMoneyInput('500.50', ',')).toBe(50_050);
    expect(parseMoneyInput('600', ',')).toBe(60_000);
    for (const bad of ['', '-5', '5,123', 'abc', '5,', '1,2,3'])
      expect([bad, parseMoneyInput(bad, ',')]).toEqual([bad, null]);
    expect(moneyInputText(50_000, ',')).toBe('500,00');
  });
});
