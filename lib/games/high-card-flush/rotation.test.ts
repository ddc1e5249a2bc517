import { describe, it, expect } from 'vitest';
import { actionOrder, buttonSeat, dealOrder, nextDpOffer, type DpCandidate } from './rotation';

const MIN = 50_000;
// seat 1 eligible; 2 not opted in; 3 below the minimum bank; 5 eligible; 6 exactly the minimum
const TABLE: DpCandidate[] = [
  { seat: 1, userId: 'u1', optedIn: true, balance: 100_000 },
  { seat: 2, userId: 'u2', optedIn: false, balance: 900_000 },
  { seat: 3, userId: 'u3', optedIn: true, balance: 49_999 },
  { seat: 5, userId: 'u5', optedIn: true, balance: 60_000 },
  { seat: 6, userId: 'u6', optedIn: true, balance: 50_000 },
];
const offer = (lastDpSeat: number | null, declined: number[], seats = TABLE) =>
  nextDpOffer({ seats, lastDpSeat, declined, minBank: MIN });

describe('[HCF] DP rotation (RULES.md §HCF-7)', () => {
  it('[HCF] the offer goes clockwise from the last DP, skipping players not opted in or below the minimum bank', () => {
    expect(offer(1, [])).toEqual({ kind: 'offer', seat: 5, userId: 'u5' });
  });

  it('[HCF] a decline passes the offer on clockwise', () => {
    expect(offer(1, [5])).toEqual({ kind: 'offer', seat: 6, userId: 'u6' });
  });

  it('[HCF] a timed-out offer passes on like a decline', () => {
    // the round service adds the seat whose offer timer ran out to `declined`
    const first = offer(5, []);
    expect(first).toEqual({ kind: 'offer', seat: 6, userId: 'u6' });
    expect(offer(5, [6])).toEqual({ kind: 'offer', seat: 1, userId: 'u1' });
  });

  it('[HCF] clockwise wraps from the highest seat to the lowest', () => {
    expect(offer(6, [])).toEqual({ kind: 'offer', seat: 1, userId: 'u1' });
  });

  it('[HCF] nobody has been DP yet: the lowest eligible seat is offered first', () => {
    expect(offer(null, [])).toEqual({ kind: 'offer', seat: 1, userId: 'u1' });
    expect(offer(null, [1, 5, 6])).toEqual({ kind: 'house' });
  });

  it('[HCF] when nobody else accepts, the last DP is offered to keep the seat', () => {
    expect(offer(1, [5, 6])).toEqual({ kind: 'offer-last-dp', seat: 1, userId: 'u1' });
  });

  it('[HCF] when the last DP declines too, the house banks', () => {
    expect(offer(1, [5, 6, 1])).toEqual({ kind: 'house' });
  });

  it('[HCF] a last DP who left or fell below the minimum bank is not offered again', () => {
    expect(offer(4, [1, 5, 6])).toEqual({ kind: 'house' });
    expect(offer(3, [1, 5, 6])).toEqual({ kind: 'house' });
  });

  it('[HCF] the last DP is a person: a newcomer on their seat is an ordinary candidate, last clockwise', () => {
    // u1 was DP on seat 1 and left; n1 sits there now. From seat 1 clockwise: 5, 6, then seat 1 itself.
    const table = TABLE.map((s) => (s.seat === 1 ? { ...s, userId: 'n1' } : s));
    const ask = (declined: number[]) =>
      nextDpOffer({ seats: table, lastDpSeat: 1, lastDpUserId: 'u1', declined, minBank: MIN });
    expect(ask([])).toEqual({ kind: 'offer', seat: 5, userId: 'u5' });
    expect(ask([5, 6])).toEqual({ kind: 'offer', seat: 1, userId: 'n1' });
    expect(ask([5, 6, 1])).toEqual({ kind: 'house' });
    // the last DP moved one seat clockwise (1 → 2): still last in line, offered to keep the seat
    const moved = [
      { seat: 1, userId: 'n1', optedIn: true, balance: MIN },
      { seat: 2, userId: 'u1', optedIn: true, balance: MIN },
      { seat: 3, userId: 'u3', optedIn: true, balance: MIN },
    ];
    const askMoved = (declined: number[]) =>
      nextDpOffer({ seats: moved, lastDpSeat: 1, lastDpUserId: 'u1', declined, minBank: MIN });
    expect(askMoved([])).toEqual({ kind: 'offer', seat: 3, userId: 'u3' });
    expect(askMoved([3])).toEqual({ kind: 'offer', seat: 1, userId: 'n1' });
    expect(askMoved([3, 1])).toEqual({ kind: 'offer-last-dp', seat: 2, userId: 'u1' });
    expect(askMoved([3, 1, 2])).toEqual({ kind: 'house' });
    // the same seat held by the last DP himself: offered to keep it
    expect(nextDpOffer({ seats: TABLE, lastDpSeat: 1, lastDpUserId: 'u1', declined: [5, 6], minBank: MIN })).toEqual({
      kind: 'offer-last-dp',
      seat: 1,
      userId: 'u1',
    });
  });

  it('[HCF] the button follows the DP', () => {
    const first = offer(1, []);
    expect(first.kind).toBe('offer');
    const dp = (first as { seat: number }).seat;
    expect(buttonSeat(dp)).toBe(5);
    const second = offer(dp, []);
    expect(buttonSeat((second as { seat: number }).seat)).toBe(6);
    expect(buttonSeat(null)).toBeNull();
  });
});

describe('[HCF] deal and action order (seed 002 "Hra" 1 and 3, RULES.md §HCF-8)', () => {
  it('[HCF] cards go clockwise from the left of the button, the DP last', () => {
    expect(dealOrder([1, 3, 5, 6], 4)).toEqual([
      { to: 'seat', seat: 5 },
      { to: 'seat', seat: 6 },
      { to: 'seat', seat: 1 },
      { to: 'seat', seat: 3 },
      { to: 'dp', seat: 4 },
    ]);
  });

  it('[HCF] hands are taken counter-clockwise from the right of the button', () => {
    expect(actionOrder([1, 3, 5, 6], 4)).toEqual([3, 1, 6, 5]);
  });

  it('[HCF] with a house bank the button is at the dealer: deal from seat 1 up, dealer last; act from the highest seat down', () => {
    expect(dealOrder([6, 2, 4], null)).toEqual([
      { to: 'seat', seat: 2 },
      { to: 'seat', seat: 4 },
      { to: 'seat', seat: 6 },
      { to: 'dealer' },
    ]);
    expect(actionOrder([6, 2, 4], null)).toEqual([6, 4, 2]);
  });

  it('[HCF] the DP places no Ante: its seat among the player seats is refused', () => {
    expect(() => dealOrder([1, 4], 4)).toThrow(RangeError);
  });
});
