import { describe, expect, it } from 'vitest';
import type { PublicRound } from '@/lib/realtime/events';
import { testTranslator } from '@/lib/i18n/testing';
import type { FeedEvent } from '@/lib/client/use-table-feed';
import {
  bjRound,
  blackjackBetLabel,
  blackjackLimitLabel,
  dealerResultText,
  handValueText,
  lastActionText,
  myBlackjack,
  statusLine,
  type BjRound,
} from './player-format';
import type { MyBet } from '@/components/player/use-player-table';

const en = testTranslator('en', 'games.blackjack.player');
const cs = testTranslator('cs', 'games.blackjack.player');
const pl = testTranslator('pl', 'games.blackjack.player');
const ru = testTranslator('ru', 'games.blackjack.player');

const h = (cards: string[], total: number, o: Partial<{ soft: boolean; blackjack: boolean; bust: boolean }> = {}) => ({
  cards,
  total,
  soft: false,
  blackjack: false,
  bust: false,
  ...o,
});

describe('handValueText', () => {
  it('shows soft totals under 21 as hard/soft, BJ, BUST n, otherwise the total', () => {
    expect(handValueText(en, h(['AS', '6D'], 17, { soft: true }))).toBe('7/17');
    expect(handValueText(en, h(['AS'], 11, { soft: true }))).toBe('1/11');
    expect(handValueText(en, h(['AS', 'KD'], 21, { soft: true, blackjack: true }))).toBe('BJ');
    expect(handValueText(en, h(['AS', '5D', '5C'], 21, { soft: true }))).toBe('21');
    expect(handValueText(en, h(['TS', '4D', 'QC'], 24, { bust: true }))).toBe('BUST 24');
    expect(handValueText(en, h(['TS', '8D'], 18))).toBe('18');
    expect(handValueText(en, h([], 0))).toBe('');
  });

  it('words a bust in the player language', () => {
    expect(handValueText(cs, h(['TS', '4D', 'QC'], 24, { bust: true }))).toBe('PŘES 24');
    expect(handValueText(ru, h(['TS', '4D', 'QC'], 24, { bust: true }))).toBe('ПЕРЕБОР 24');
  });
});

const round = (o: Partial<PublicRound>): PublicRound => ({
  id: 'r1',
  tableId: 't1',
  game: 'BLACKJACK',
  number: 1,
  status: 'DEALING',
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
  amount: 2500,
  status: 'OPEN',
  payout: 0,
  net: 0,
  ...o,
});

const seats = [
  { seat: 2, userId: 'alice', username: 'alice', main: 2500, behind: 500, behindCount: 1, dpOptIn: false, bank: 0 },
  { seat: 5, userId: 'carol', username: 'carol', main: 1000, behind: 0, behindCount: 0, dpOptIn: false, bank: 0 },
];
const view = {
  phase: 'PLAY',
  dealer: { cards: ['9C'], total: 9, soft: false, blackjack: false, bust: false },
  seats: [
    { seat: 2, insurance: null, hands: [] },
    { seat: 5, insurance: null, hands: [] },
  ],
  turn: { seat: 2, hand: 1 },
};

describe('myBlackjack', () => {
  it('gives the decision to the MAIN bettor of the acting seat only', () => {
    const bj = bjRound(
      round({ view, next: { kind: 'decision', seat: 2, hand: 1, actions: ['HIT', 'STAND', 'DOUBLE'] } }),
    );
    const alice = myBlackjack(bj, seats, 'alice', [bet({ id: 'm', type: 'MAIN', seat: 2, base: 2500 })], new Set());
    expect(alice.seat).toBe(2);
    expect(alice.decision).toEqual({ seat: 2, hand: 1, actions: ['HIT', 'STAND', 'DOUBLE'] });
    const bob = myBlackjack(
      bj,
      seats,
      'bob',
      [bet({ id: 'b', type: 'BET_BEHIND', seat: 2, amount: 500, base: 500 })],
      new Set(),
    );
    expect(bob.seat).toBeNull();
    expect(bob.decision).toBeNull();
    expect(bob.behind.get(2)?.id).toBe('b');
    const carol = myBlackjack(bj, seats, 'carol', [bet({ id: 'c', type: 'MAIN', seat: 5 })], new Set());
    expect(carol.decision).toBeNull();
  });

  it('asks insurance of a pending seat (half its bet) and of each undecided Bet Behind, once', () => {
    const bj = bjRound(
      round({ view: { ...view, phase: 'INSURANCE', turn: null }, next: { kind: 'insurance', seats: [2] } }),
    );
    const alice = myBlackjack(bj, seats, 'alice', [bet({ id: 'm', type: 'MAIN', seat: 2, base: 2500 })], new Set());
    expect(alice.insurance).toEqual({ kind: 'seat', seat: 2, cost: 1250 });
    expect(
      myBlackjack(bj, seats, 'alice', [bet({ id: 'm', type: 'MAIN', seat: 2, base: 2500 })], new Set(['seat:2']))
        .insurance,
    ).toBeNull();
    // carol's seat already decided: not asked again
    expect(myBlackjack(bj, seats, 'carol', [bet({ id: 'c', type: 'MAIN', seat: 5 })], new Set()).insurance).toBeNull();
    const behind = [
      bet({ id: 'b5', type: 'BET_BEHIND', seat: 5, amount: 300, base: 300 }),
      bet({ id: 'b2', type: 'BET_BEHIND', seat: 2, amount: 500, base: 500, spec: { insurance: false } }),
    ];
    expect(myBlackjack(bj, seats, 'bob', behind, new Set()).insurance).toEqual({ kind: 'behind', seat: 5, cost: 150 });
    expect(myBlackjack(bj, seats, 'bob', behind, new Set(['behind:5'])).insurance).toBeNull();
  });

  it('reads outcomes from the result once the round is complete', () => {
    const result = {
      dealer: { cards: ['9C', '7H', 'KD'], total: 26, soft: false, blackjack: false, bust: true },
      seats: [
        {
          seat: 2,
          insurance: null,
          hands: [
            {
              hand: 1,
              cards: ['5H', '6D', '9S'],
              total: 20,
              soft: false,
              blackjack: false,
              bust: false,
              doubled: true,
              fromSplit: false,
              done: true,
              paidEarly: false,
              outcome: 'WIN',
            },
          ],
        },
      ],
    };
    const bj = bjRound(round({ status: 'COMPLETE', view, result, next: { kind: 'confirm' } }));
    expect(bj?.complete).toBe(true);
    expect(bj?.next).toBeNull();
    expect(bj?.seats[0]?.hands[0]?.outcome).toBe('WIN');
    expect(bj?.dealer?.bust).toBe(true);
    expect(bjRound(round({ status: 'VOIDED', view, result }))?.complete).toBe(false);
  });
});

describe('blackjackBetLabel', () => {
  it('names the bet and its seat', () => {
    expect(blackjackBetLabel(en, bet({ id: '1', type: 'MAIN', seat: 2, extraStake: 0 }))).toBe('Main · seat 2');
    expect(blackjackBetLabel(en, bet({ id: '1', type: 'MAIN', seat: 2, extraStake: 2500 }))).toBe(
      'Main · seat 2 · doubled/split',
    );
    expect(
      blackjackBetLabel(en, bet({ id: '2', type: 'BET_BEHIND', seat: 3, spec: { followDoublesAndSplits: true } })),
    ).toBe('Bet Behind · seat 3 · follows');
    expect(blackjackBetLabel(en, bet({ id: '3', type: 'INSURANCE', seat: 2 }))).toBe('Insurance · seat 2');
  });

  it('in Czech and Polish', () => {
    expect(blackjackBetLabel(cs, bet({ id: '3', type: 'INSURANCE', seat: 2 }))).toBe('Pojištění · místo 2');
    expect(
      blackjackBetLabel(pl, bet({ id: '2', type: 'BET_BEHIND', seat: 3, spec: { followDoublesAndSplits: true } })),
    ).toBe('Za graczem · miejsce 3 · podąża');
    expect(blackjackBetLabel(pl, bet({ id: '1', type: 'MAIN', seat: 5, extraStake: 500 }))).toBe(
      'Zakład główny · miejsce 5 · podwojony/rozdzielony',
    );
  });

  it('the limits label names the payout (§BJ-5)', () => {
    expect(blackjackLimitLabel(en, 'MAIN')).toBe('Main bet · 1:1, blackjack 3:2');
    expect(blackjackLimitLabel(ru, 'BET_BEHIND')).toBe('Ставка за игроком · следует за местом');
    expect(blackjackLimitLabel(en, 'INSURANCE')).toBeNull();
  });
});

const bjOf = (o: Partial<BjRound>): BjRound => ({
  phase: 'PLAY',
  dealer: null,
  seats: [],
  turn: null,
  next: null,
  complete: false,
  ...o,
});
const seatView = (seat: number, username: string) =>
  ({ seat, userId: `u${seat}`, username, main: 0, behind: 0, behindCount: 0 }) as never;

describe('statusLine', () => {
  const none = { seat: null, decision: null };
  it('says who plays, and that it is my turn', () => {
    const next = { kind: 'decision' as const, seat: 2, hand: 1, actions: ['HIT'] };
    expect(statusLine(en, bjOf({ next }), 'DEALING', [seatView(2, 'alice')], none)).toBe('Seat 2 (alice) to play');
    expect(statusLine(pl, bjOf({ next }), 'DEALING', [], none)).toBe('Gra miejsce 2');
    expect(
      statusLine(pl, bjOf({ next }), 'DEALING', [], { seat: 2, decision: { seat: 2, hand: 1, actions: [] } }),
    ).toBe('Twoja kolej');
  });

  it('counts the seats deciding insurance with the locale plurals', () => {
    const one = bjOf({ next: { kind: 'insurance', seats: [3] } });
    const three = bjOf({ next: { kind: 'insurance', seats: [1, 3, 5] } });
    const five = bjOf({ next: { kind: 'insurance', seats: [1, 2, 3, 4, 5] } });
    expect(statusLine(en, one, 'DEALING', [], none)).toBe('Dealer shows an ace · insurance? (seat 3 deciding)');
    expect(statusLine(en, three, 'DEALING', [], none)).toBe(
      'Dealer shows an ace · insurance? (seats 1, 3, 5 deciding)',
    );
    // Czech: one "rozhoduje místo", 2-4 "rozhodují místa", 5+ "rozhoduje míst"
    expect(statusLine(cs, one, 'DEALING', [], none)).toBe('Krupiér ukazuje eso · pojištění? (rozhoduje místo 3)');
    expect(statusLine(cs, three, 'DEALING', [], none)).toBe(
      'Krupiér ukazuje eso · pojištění? (rozhodují místa 1, 3, 5)',
    );
    expect(statusLine(cs, five, 'DEALING', [], none)).toBe(
      'Krupiér ukazuje eso · pojištění? (rozhoduje míst 1, 2, 3, 4, 5)',
    );
  });

  it('betting, the dealer drawing, between rounds', () => {
    expect(statusLine(en, null, 'BETTING', [], { seat: 4, decision: null })).toBe('Place your bet on your seat');
    expect(statusLine(ru, null, 'BETTING', [], none)).toBe('Займите свободное место или поставьте за игроком');
    const draw = bjOf({ phase: 'DEALER', next: { kind: 'card', to: 'dealer', position: 2 } });
    expect(statusLine(ru, draw, 'DEALING', [], none)).toBe('Дилер берёт карту');
    expect(statusLine(en, null, null, [], none)).toBe('Waiting for the dealer to open the first round');
  });
});

describe('dealerResultText', () => {
  const d = (cards: string[], total: number, o: Partial<{ soft: boolean; blackjack: boolean; bust: boolean }> = {}) =>
    h(cards, total, o);
  it('names the dealer result', () => {
    expect(dealerResultText(en, d(['6D', '9C', 'KH'], 25, { bust: true }))).toBe('Dealer busts with 25');
    expect(dealerResultText(pl, d(['AS', 'KD'], 21, { soft: true, blackjack: true }))).toBe('Krupier ma blackjacka');
    expect(dealerResultText(en, d(['7S'], 7))).toBe('Dealer shows 7 · no draw needed');
    expect(dealerResultText(cs, d(['TS', '8D'], 18))).toBe('Krupiér 18');
  });
});

describe('lastActionText', () => {
  const ev = (data: Record<string, unknown>, roundId = 'r1') =>
    ({ type: 'round:decision', roundId, tableId: 't', seq: 1, at: '', data }) as unknown as FeedEvent;
  it('names the last decision of this round in the player language', () => {
    expect(lastActionText(en, ev({ seat: 2, hand: 1, action: 'DOUBLE' }), 'r1')).toBe('Seat 2 · Double');
    expect(lastActionText(ru, ev({ seat: 4, hand: 2, action: 'HIT' }), 'r1')).toBe('Место 4 рука 2 · Ещё');
    expect(lastActionText(pl, ev({ seat: 1, take: false, behind: true }), 'r1')).toBe(
      'Miejsce 1 (za graczem) · bez ubezpieczenia',
    );
    expect(lastActionText(cs, ev({ seat: 3, take: true }), 'r1')).toBe('Místo 3 · pojištění');
    expect(lastActionText(en, ev({ seat: 2, timeout: true }), 'r1')).toBe(
      'Time ran out: the default applies (stand / no insurance)',
    );
    expect(lastActionText(en, ev({ seat: 2, action: 'HIT' }, 'r0'), 'r1')).toBeNull();
  });
});
