import { beforeAll, describe, expect, it } from 'vitest';
import { initialState, apply, type BlackjackState } from '@/lib/games/blackjack/engine';
import {
  betsBySeat,
  bjResultSummary,
  bjTableFromState,
  bjTableOf,
  bjTotal,
  decisionLines,
  followWords,
  type BjBet,
} from './pit-format';
import { betLabel, eventWords, nextWords, resultSummary } from '@/components/pit/format';
import { loadPitParts, plain, testWords } from '@/components/pit/test-words';

// The pit's words read each game's pit part, which the pages load first (GamePartsGate).
beforeAll(loadPitParts, 60_000);

const en = testWords('en');
const cs = testWords('cs');
const t = en.game('BLACKJACK').t;
const money = en.game('BLACKJACK').money;

const hand = (cards: string[], total: number, soft = false, extra: Record<string, unknown> = {}) => ({
  cards,
  total,
  soft,
  blackjack: false,
  ...extra,
});

describe('bjTotal', () => {
  it('shows soft totals under 21 as hard/soft, blackjack as BJ, otherwise the total', () => {
    expect(bjTotal(hand(['AS', '6D'], 17, true))).toBe('7/17');
    expect(bjTotal(hand(['AS', 'KD'], 21, true, { blackjack: true }))).toBe('BJ');
    expect(bjTotal(hand(['AS', '5D', '5C'], 21, true))).toBe('21');
    expect(bjTotal(hand(['TS', '4D', 'QC'], 24))).toBe('24');
    expect(bjTotal(hand([], 0))).toBe('–');
  });
});

const bet = (o: Partial<BjBet> & { id: string; type: string; spec: Record<string, unknown> }): BjBet => ({
  userId: 'u',
  username: 'x',
  amount: 1000,
  extraStake: 0,
  status: 'OPEN',
  payout: 0,
  refund: 0,
  net: 0,
  createdAt: '2026-11-29T18:49:22.110Z',
  ...o,
});

describe('betsBySeat', () => {
  it('puts MAIN and Bet Behind bets under their seat and insurance under the bet it covers', () => {
    const m = bet({ id: 'm', type: 'MAIN', spec: { seat: 2 }, username: 'alice' });
    const b = bet({ id: 'b', type: 'BET_BEHIND', spec: { seat: 2, followDoublesAndSplits: true }, username: 'carol' });
    const i1 = bet({ id: 'i1', type: 'INSURANCE', spec: { seat: 2, of: 'm', kind: 'seat' } });
    const i2 = bet({ id: 'i2', type: 'INSURANCE', spec: { seat: 2, of: 'b', kind: 'behind' } });
    const r = bet({ id: 'r', type: 'BET_BEHIND', spec: { seat: 6 }, status: 'CANCELLED' });
    const by = betsBySeat([m, b, i1, i2, r]);
    expect(by.get(2)?.main?.id).toBe('m');
    expect(by.get(2)?.behind.map((x) => x.id)).toEqual(['b']);
    expect(
      by
        .get(2)
        ?.insuranceOf.get('m')
        ?.map((x) => x.id),
    ).toEqual(['i1']);
    expect(
      by
        .get(2)
        ?.insuranceOf.get('b')
        ?.map((x) => x.id),
    ).toEqual(['i2']);
    expect(by.get(6)?.main).toBeNull();
    expect(by.get(6)?.behind.map((x) => x.id)).toEqual(['r']);
  });
});

describe('followWords', () => {
  it('reads what a following Bet Behind funded, and unfunded doubles from the log', () => {
    expect(followWords(t, { followDoublesAndSplits: false })).toEqual({ on: false, details: [] });
    expect(
      followWords(t, { followDoublesAndSplits: true, followFunded: { split: true, doubledHands: [1] } }).details,
    ).toEqual([
      { text: 'split', funded: true },
      { text: 'double hand 1', funded: true },
    ]);
    expect(
      followWords(t, { followDoublesAndSplits: true, followFunded: { split: false, doubledHands: [] } }, [
        { action: 'DOUBLE', hand: 1 },
      ]).details,
    ).toEqual([
      { text: 'split', funded: false },
      { text: 'double hand 1', funded: false },
    ]);
  });
});

describe('decisionLines', () => {
  it('lists decisions with who and when, and timer expiries without an actor', () => {
    const events = [
      {
        seq: 1,
        type: 'CARD',
        data: { card: '8S', to: 'seat', seat: 2, hand: 1, position: 1 },
        actor: 'dealer',
        at: '2026-11-29T18:49:31.167Z',
      },
      {
        seq: 2,
        type: 'DECISION',
        data: { seat: 2, hand: 1, action: 'DOUBLE' },
        actor: 'alice',
        at: '2026-11-29T18:49:50.353Z',
      },
      {
        seq: 3,
        type: 'STAKE_TAKEN',
        data: { betId: 'm', amount: 2000, memo: 'DOUBLE seat 2 hand 1', caused: true },
        actor: 'alice',
        at: '2026-11-29T18:49:50.478Z',
      },
      {
        seq: 4,
        type: 'TIMEOUT',
        data: { seat: 5, hand: 1, applied: 'STAND' },
        actor: null,
        at: '2026-11-29T18:50:07.876Z',
      },
      {
        seq: 5,
        type: 'TIMEOUT',
        data: { seat: 2, hand: null, bet: 'b', applied: 'NO_INSURANCE' },
        actor: null,
        at: '2026-11-29T18:50:07.876Z',
      },
      {
        seq: 6,
        type: 'BEHIND_INSURANCE',
        data: { seat: 2, bet: 'b', take: false },
        actor: 'carol',
        at: '2026-11-29T18:50:07.876Z',
      },
    ];
    const bets = [
      bet({ id: 'm', type: 'MAIN', spec: { seat: 2 }, username: 'alice' }),
      bet({ id: 'b', type: 'BET_BEHIND', spec: { seat: 2 }, username: 'carol' }),
    ];
    const lines = decisionLines(t, money, events, bets);
    expect(lines.map((l) => l.type)).toEqual(['DECISION', 'STAKE_TAKEN', 'TIMEOUT', 'TIMEOUT', 'BEHIND_INSURANCE']);
    expect(lines[0]).toMatchObject({ actor: 'alice', seat: 2, hand: 1, action: 'DOUBLE', timer: false });
    expect(lines[1]).toMatchObject({ seat: 2, hand: 1, caused: true });
    expect(lines[1]!.action).toContain('20.00');
    expect(lines[2]).toMatchObject({ actor: null, timer: true, seat: 5, hand: 1, action: 'timer expired → STAND' });
    expect(lines[3]!.action).toBe('timer expired → NO_INSURANCE (Bet Behind of carol)');
    expect(lines[4]!.action).toBe('Bet Behind: NO_INSURANCE (declined)');
    // The extra stake in the studio currency: 2000 cents = €20.00.
    expect(lines[1]!.action).toBe('extra stake €20.00 on MAIN (DOUBLE seat 2 hand 1)');

    // Czech: the same lines in the pit's Czech words, amounts as "20,00 €".
    const c = cs.game('BLACKJACK');
    const czech = decisionLines(c.t, c.money, events, bets);
    expect(czech[0]!.action).toBe('ZDVOJIT');
    expect(plain(czech[1]!.action)).toBe('dodatečný vklad 20,00 € na MAIN (DOUBLE seat 2 hand 1)');
    expect(czech[2]!.action).toBe('časovač vypršel → STÁT');
    expect(czech[3]!.action).toBe('časovač vypršel → BEZ POJIŠTĚNÍ (Bet Behind hráče carol)');
    expect(czech[4]!.action).toBe('Bet Behind: BEZ POJIŠTĚNÍ (odmítnuto)');
  });
});

describe('round views', () => {
  it('takes outcomes from the result once complete and replays engine states', () => {
    let s: BlackjackState = initialState([3]);
    for (const card of ['AS', '9D', '6H']) {
      const r = apply(s, { type: 'CARD', card: card as never });
      if (!r.ok) throw new Error(r.message);
      s = r.state;
    }
    const t = bjTableFromState(s);
    expect(t.phase).toBe('PLAY');
    expect(t.turn).toEqual({ seat: 3, hand: 1 });
    expect(bjTotal(t.seats[0]!.hands[0]!)).toBe('7/17');
    expect(bjTableFromState({ phase: 'BETTING', rules: {} }).phase).toBe('BETTING');

    const result = {
      dealer: { cards: ['9D', 'TS'], total: 19, soft: false, blackjack: false, bust: false },
      seats: [
        {
          seat: 3,
          insurance: null,
          hands: [
            {
              hand: 1,
              cards: ['AS', '6H', '3C'],
              total: 20,
              soft: true,
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
    const done = bjTableOf({
      view: { phase: 'COMPLETE', dealer: result.dealer, seats: [{ seat: 3, insurance: null, hands: [] }], turn: null },
      result,
    });
    expect(done.seats[0]!.hands[0]!.outcome).toBe('WIN');
    expect(bjResultSummary(en.game('BLACKJACK').t, result)).toBe('Dealer 19 · WIN 1');
    expect(resultSummary(en, 'BLACKJACK', result)).toBe('Dealer 19 · WIN 1');
    expect(resultSummary(cs, 'BLACKJACK', result)).toBe('Krupiér 19 · VÝHRA 1');
  });
});

describe('general words for blackjack', () => {
  it('names seats and hands in the log, the next step and the bets', () => {
    expect(eventWords(en, 'CARD', { card: '8S', to: 'seat', seat: 2, hand: 1, position: 1 })).toBe(
      '8S → seat 2 hand 1 #1',
    );
    expect(eventWords(en, 'CARD', { card: '7D', to: 'player', position: 1 })).toBe('7D → player #1');
    expect(eventWords(en, 'TIMEOUT', { seat: 2, hand: 2, applied: 'STAND' })).toBe(
      'timer expired on seat 2 hand 2 → STAND',
    );
    expect(nextWords(en.shell, { kind: 'card', to: 'seat', seat: 5, hand: 2, position: 2 })).toBe(
      'card to seat 5 hand 2 #2',
    );
    expect(nextWords(en.shell, { kind: 'insurance', seats: [5, 7] })).toBe('insurance decisions of seats 5, 7');
    expect(nextWords(en.shell, { kind: 'insurance', seats: [5] })).toBe('insurance decisions of seat 5');
    expect(betLabel(en.shell, 'BET_BEHIND', { seat: 2, followDoublesAndSplits: true })).toBe(
      'BET_BEHIND seat 2 (follows)',
    );
    expect(betLabel(en.shell, 'STRAIGHT', { numbers: [17] })).toBe('STRAIGHT 17');
    // A seat of several boxes (a pair) names the box.
    expect(betLabel(en.shell, 'ANTE', { seat: 3, box: 6 })).toBe('ANTE box 6');
    expect(betLabel(cs.shell, 'ANTE', { seat: 3, box: 5 })).toBe('ANTE box 5');
  });
  it('says the same in Czech', () => {
    expect(eventWords(cs, 'CARD', { card: '8S', to: 'seat', seat: 2, hand: 1, position: 1 })).toBe(
      '8S → místo 2, ruka 1, č. 1',
    );
    expect(eventWords(cs, 'CARD', { card: '7D', to: 'player', position: 1 })).toBe('7D → hráč č. 1');
    expect(eventWords(cs, 'TIMEOUT', { seat: 2, hand: 2, applied: 'STAND' })).toBe(
      'vypršel časovač: místo 2, ruka 2 → STÁT',
    );
    expect(eventWords(cs, 'INSURANCE', { seat: 3, take: true })).toBe('místo 3: bere pojištění');
    expect(nextWords(cs.shell, { kind: 'insurance', seats: [5, 7] })).toBe('rozhodnutí o pojištění míst 5, 7');
    expect(betLabel(cs.shell, 'BET_BEHIND', { seat: 2, followDoublesAndSplits: true })).toBe(
      'BET_BEHIND místo 2 (následuje)',
    );
  });
});
