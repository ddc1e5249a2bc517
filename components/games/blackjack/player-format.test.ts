import { describe, expect, it } from 'vitest';
import type { PublicRound } from '@/lib/realtime/events';
import { bjRound, blackjackBetLabel, handValueText, myBlackjack } from './player-format';
import type { MyBet } from '@/components/player/use-player-table';

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
    expect(handValueText(h(['AS', '6D'], 17, { soft: true }))).toBe('7/17');
    expect(handValueText(h(['AS'], 11, { soft: true }))).toBe('1/11');
    expect(handValueText(h(['AS', 'KD'], 21, { soft: true, blackjack: true }))).toBe('BJ');
    expect(handValueText(h(['AS', '5D', '5C'], 21, { soft: true }))).toBe('21');
    expect(handValueText(h(['TS', '4D', 'QC'], 24, { bust: true }))).toBe('BUST 24');
    expect(handValueText(h(['TS', '8D'], 18))).toBe('18');
    expect(handValueText(h([], 0))).toBe('');
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
    expect(blackjackBetLabel(bet({ id: '1', type: 'MAIN', seat: 2, extraStake: 0 }))).toBe('Main · seat 2');
    expect(blackjackBetLabel(bet({ id: '1', type: 'MAIN', seat: 2, extraStake: 2500 }))).toBe(
      'Main · seat 2 · doubled/split',
    );
    expect(
      blackjackBetLabel(bet({ id: '2', type: 'BET_BEHIND', seat: 3, spec: { followDoublesAndSplits: true } })),
    ).toBe('Bet Behind · seat 3 · follows');
    expect(blackjackBetLabel(bet({ id: '3', type: 'INSURANCE', seat: 2 }))).toBe('Insurance · seat 2');
  });
});
