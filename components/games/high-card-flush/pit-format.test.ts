import { beforeAll, describe, expect, it } from 'vitest';
import type { DpHistoryRound } from '@/lib/tables/dp-history';
import { dpPlayerLines, groupBySuit, hcfDeadSeats, hcfEventWords, hcfResultSummary } from './pit-format';
import { eventWords, resultSummary } from '@/components/pit/format';
import { loadPitParts, plain, testWords } from '@/components/pit/test-words';

// The pit's words read each game's pit part, which the pages load first (GamePartsGate).
beforeAll(loadPitParts, 60_000);

const en = testWords('en');
const cs = testWords('cs');
const { t, money } = en.game('HIGH_CARD_FLUSH');
const tc = cs.game('HIGH_CARD_FLUSH').t;
const mc = cs.game('HIGH_CARD_FLUSH').money;

describe('groupBySuit (§HCF-2)', () => {
  it('puts the flush first, then the other suits by size and highest card, each highest first', () => {
    expect(groupBySuit(['KC', 'QC', 'JC', '5C', '6D', '7H', 'TS'])).toEqual([
      { suit: 'C', cards: ['KC', 'QC', 'JC', '5C'], flush: true },
      { suit: 'S', cards: ['TS'], flush: false },
      { suit: 'H', cards: ['7H'], flush: false },
      { suit: 'D', cards: ['6D'], flush: false },
    ]);
  });
  it('between equal counts the higher cards come first (A-2 before K-Q); the engine’s flush suit is the one marked', () => {
    const hand = ['2S', 'KH', 'AS', 'QH', '3D', '4C', '5C'];
    expect(groupBySuit(hand).map((g) => [g.suit, g.cards.join(' '), g.flush])).toEqual([
      ['S', 'AS 2S', true],
      ['H', 'KH QH', false],
      ['C', '5C 4C', false],
      ['D', '3D', false],
    ]);
    expect(groupBySuit(hand, { suit: 'H' }).find((g) => g.flush)?.suit).toBe('H');
  });
});

describe('hcfResultSummary', () => {
  const result = {
    dpSeat: 3,
    dp: {
      cards: ['KC', 'QC', 'JC', '5C', '6D', '7H', 'TS'],
      flush: { suit: 'C', size: 4, ranks: [13, 12, 11, 5] },
      qualifies: true,
    },
    hands: [
      { seat: 2, decision: { action: 'RAISE', multiple: 2, timeout: false }, flushVsDp: 1 },
      { seat: 1, decision: { action: 'RAISE', multiple: 1, timeout: false }, flushVsDp: 1 },
      { seat: 4, decision: { action: 'FOLD', multiple: 0, timeout: true }, flushVsDp: -1 },
    ],
  };
  it('names the banker, the bank’s flush and qualification, and counts the decisions', () => {
    expect(hcfResultSummary(t, result)).toBe('DP seat 3 · 4-card ♣ flush K-Q-J-5, qualifies · 2 raised · 1 folded');
    expect(resultSummary(en, 'HIGH_CARD_FLUSH', result)).toBe(
      'DP seat 3 · 4-card ♣ flush K-Q-J-5, qualifies · 2 raised · 1 folded',
    );
  });
  it('takes dead hands out of the counts once the settlement names them (§HCF-8)', () => {
    expect(hcfResultSummary(t, result, [1])).toBe(
      'DP seat 3 · 4-card ♣ flush K-Q-J-5, qualifies · 1 raised · 1 folded · dead: seat 1',
    );
  });
  it('house rounds, an all-fold round (bank hand not dealt), a round without an Ante', () => {
    expect(hcfResultSummary(t, { dpSeat: null, dp: null, hands: [{ seat: 1, decision: { action: 'FOLD' } }] })).toBe(
      'House · hand not dealt · 0 raised · 1 folded',
    );
    expect(hcfResultSummary(t, { dpSeat: 5, dp: null, hands: [], noAction: true })).toBe(
      'DP seat 5 · no Ante: no hands',
    );
  });
});

describe('hcfEventWords', () => {
  const names = (u: unknown) => ({ u1: 'alice', u2: 'bob', u3: 'carol' })[String(u)] ?? '?';
  it('the DP rotation (§HCF-7) with names', () => {
    expect(
      hcfEventWords(t, money, 'DP_OFFERED', { seat: 3, userId: 'u3', last: true, lastDpSeat: 3, seconds: 10 }, names),
    ).toBe('DP seat offered to seat 3 (carol), the last DP, to keep it · 10s to answer');
    expect(hcfEventWords(t, money, 'DP_DECLINED', { seat: 2, userId: 'u2', last: false, timeout: true }, names)).toBe(
      'seat 2 (bob) did not answer in time: declined',
    );
    expect(hcfEventWords(t, money, 'DP_ACCEPTED', { seat: 3, userId: 'u3', bank: 10_000, last: false }, names)).toBe(
      'seat 3 (carol) accepts the DP seat with a bank of €100.00',
    );
    expect(hcfEventWords(t, money, 'DP_HOUSE', { lastDpSeat: 3 })).toBe(
      'nobody accepts the DP seat: the house banks this round',
    );
  });
  it('timers, decisions, cards to the DP, the seats and stakes at close', () => {
    expect(eventWords(en, 'TIMEOUT', { seat: 2, offer: true }, 'HIGH_CARD_FLUSH')).toBe(
      'the DP offer to seat 2 timed out',
    );
    expect(eventWords(en, 'TIMEOUT', { seat: 4 }, 'HIGH_CARD_FLUSH')).toBe(
      "seat 4's decision timer ran out: the hand folds",
    );
    expect(
      eventWords(en, 'DECISION', { seat: 2, action: 'RAISE', multiple: 2, timeout: false }, 'HIGH_CARD_FLUSH'),
    ).toBe('seat 2 raises 2x the Ante');
    expect(eventWords(en, 'CARD', { card: 'KC', to: 'dp', seat: 3, position: 1 }, 'HIGH_CARD_FLUSH')).toBe(
      'KC → the DP (seat 3) #1',
    );
    expect(
      eventWords(
        en,
        'SEATS',
        {
          seats: [1, 2],
          stakes: {
            1: { ante: 3000, flushBonus: 500, straightFlushBonus: 0 },
            2: { ante: 2000, flushBonus: 0, straightFlushBonus: 0 },
          },
        },
        'HIGH_CARD_FLUSH',
      ),
    ).toBe('hands: seat 1 Ante €30.00 + bonus €5.00, seat 2 Ante €20.00');
    // Other games keep their words.
    expect(eventWords(en, 'OPENED', { bettingSeconds: 15 }, 'HIGH_CARD_FLUSH')).toBe(
      'Betting opened with a 15s countdown',
    );
    expect(hcfEventWords(t, money, 'OPENED', {})).toBeNull();
  });
  it('the settlement summary: bank start + collected − paid = end, dead seats, rake and mode (§HCF-8, §HCF-9)', () => {
    const data = {
      dpSeat: 3,
      bank: { start: 10_000, collected: 2000, paid: 6000, end: 6000 },
      dpNet: -4100,
      dpRake: 100,
      rake: 300,
      rakeMode: 'ALL',
      dead: [1],
      ggr: 300,
    };
    expect(hcfEventWords(t, money, 'SETTLED', data)).toBe(
      'DP seat 3 · bank €100.00 +€20.00 −€60.00 = €60.00 · dead: seat 1 · rake €3.00 (every live hand and the DP) · GGR €3.00',
    );
    expect(
      hcfEventWords(t, money, 'SETTLED', {
        dpSeat: null,
        bank: { start: null, collected: 1000, paid: 3000, end: null },
        rake: 200,
        rakeMode: 'ALL',
        dead: [],
        ggr: -1800,
      }),
    ).toBe('house bank · collected €10.00, paid €30.00 · rake €2.00 (every live hand and the DP) · GGR -€18.00');
    expect(
      hcfDeadSeats([
        { type: 'OPENED', data: {} },
        { type: 'SETTLED', data },
      ]),
    ).toEqual([1]);
    expect(hcfDeadSeats([{ type: 'OPENED', data: {} }])).toEqual([]);
  });
});

describe('in Czech', () => {
  it('the result, the DP rotation and the settlement in the pit’s Czech words', () => {
    const result = {
      dpSeat: 3,
      dp: { cards: [], flush: { suit: 'C', size: 4, ranks: [13, 12, 11, 5] }, qualifies: true },
      hands: [
        { seat: 2, decision: { action: 'RAISE', multiple: 2 } },
        { seat: 4, decision: { action: 'FOLD', multiple: 0 } },
      ],
    };
    expect(hcfResultSummary(tc, result)).toBe(
      'DP místo 3 · 4-karetní barva ♣ K-Q-J-5, kvalifikuje se · 1 Raise · 1 složilo',
    );
    expect(resultSummary(cs, 'HIGH_CARD_FLUSH', result)).toBe(
      'DP místo 3 · 4-karetní barva ♣ K-Q-J-5, kvalifikuje se · 1 Raise · 1 složilo',
    );
    const names = (u: unknown) => ({ u3: 'carol' })[String(u)] ?? '?';
    expect(plain(hcfEventWords(tc, mc, 'DP_ACCEPTED', { seat: 3, userId: 'u3', bank: 10_000 }, names)!)).toBe(
      'místo 3 (carol) přijímá místo určeného hráče s bankem 100,00 €',
    );
    expect(hcfEventWords(tc, mc, 'DECISION', { seat: 2, action: 'FOLD', timeout: true })).toBe(
      'místo 2 skládá (časovač)',
    );
    expect(
      plain(
        hcfEventWords(tc, mc, 'SETTLED', {
          dpSeat: 3,
          bank: { start: 10_000, collected: 2000, paid: 6000, end: 6000 },
          rake: 300,
          rakeMode: 'ALL',
          dead: [1, 4],
          ggr: 300,
        })!,
      ),
    ).toBe(
      'DP místo 3 · bank 100,00 € +20,00 € −60,00 € = 60,00 € · mrtvé: místa 1, 4 · poplatek 3,00 € (každý živý list i určený hráč) · GGR 3,00 €',
    );
  });
});

describe('dpPlayerLines', () => {
  const offer = (
    seat: number,
    userId: string,
    answer: 'ACCEPTED' | 'DECLINED' | 'TIMEOUT',
    last = false,
    bank: number | null = null,
  ) => ({ seat, userId, username: userId, answer, last, bank });
  const round = (number: number, o: Partial<DpHistoryRound>): DpHistoryRound => ({
    roundId: `r${number}`,
    number,
    status: 'SETTLED',
    openedAt: '',
    settledAt: null,
    voidReason: null,
    lastDpSeat: null,
    banker: null,
    dp: null,
    offers: [],
    openOffer: null,
    settlement: null,
    ...o,
  });
  const settlement = (dpNet: number, dp: number) => ({
    dpQualifies: true,
    bank: null,
    dpNet,
    dead: [],
    rake: { total: 0, dp, mode: 'ALL' as const, amount: 100 },
    staked: 0,
    paidOut: 0,
    ggr: 0,
    hands: [],
  });
  it('counts rounds banked, declines and timeouts per player, and the house rounds; net and rake only once settled', () => {
    const rounds = [
      round(3, {
        status: 'DEALING',
        banker: 'DP',
        dp: { seat: 1, userId: 'alice', username: 'alice', bank: 5000 },
        offers: [offer(1, 'alice', 'ACCEPTED', false, 5000)],
      }),
      round(2, {
        banker: 'HOUSE',
        offers: [offer(1, 'alice', 'DECLINED'), offer(2, 'bob', 'DECLINED'), offer(3, 'carol', 'DECLINED', true)],
        settlement: settlement(-2000, 0),
      }),
      round(1, {
        banker: 'DP',
        dp: { seat: 3, userId: 'carol', username: 'carol', bank: 10_000 },
        offers: [
          offer(1, 'alice', 'DECLINED'),
          offer(2, 'bob', 'TIMEOUT'),
          offer(3, 'carol', 'ACCEPTED', false, 10_000),
        ],
        settlement: settlement(-4100, 100),
      }),
    ];
    expect(dpPlayerLines(rounds)).toEqual({
      players: [
        { userId: 'alice', username: 'alice', banked: [3], declined: 2, timeouts: 0, dpNet: 0, dpRake: 0 },
        { userId: 'carol', username: 'carol', banked: [1], declined: 1, timeouts: 0, dpNet: -4100, dpRake: 100 },
        { userId: 'bob', username: 'bob', banked: [], declined: 1, timeouts: 1, dpNet: 0, dpRake: 0 },
      ],
      house: [2],
    });
  });
});
