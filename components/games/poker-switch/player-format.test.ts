/**
 * The Poker Switch player view's helpers (RULES.md §PS): the tolerant reader, the player's pairs and
 * stakes per box from the seat board and their bets, the switch preview, the insurance range, the
 * results per bet and the words (English, and the seeds' Czech and Russian terms).
 */
import { describe, expect, it } from 'vitest';
import { testMoney, testTranslator } from '@/lib/i18n/testing';
import type { MyBet } from '@/components/player/use-player-table';
import type { SeatView } from '@/lib/client/use-table-feed';
import {
  betOutcomeText,
  bonusText,
  boxDecisionText,
  clampInsurance,
  deciding,
  insuranceStep,
  myPs,
  outcomeText,
  pairNumbers,
  psBetLabel,
  psOutcomes,
  psRound,
  psRules,
  statusText,
  switchPreview,
  winOf,
  type PsWords,
} from './player-format';
import { readPsNext, readPsResult, readPsView } from './view';

const en: PsWords = { t: testTranslator('en', 'games.poker-switch.player'), money: testMoney('en') };
const cs: PsWords = { t: testTranslator('cs', 'games.poker-switch.player'), money: testMoney('cs') };
const ru: PsWords = { t: testTranslator('ru', 'games.poker-switch.player'), money: testMoney('ru') };
const plain = (s: string) => s.replace(/[\s\u00a0\u202f]/g, ' ');

const seat = (n: number, userId: string): SeatView => ({
  seat: n,
  userId,
  username: userId,
  main: 0,
  dpOptIn: false,
  bank: 0,
  behind: 0,
  behindCount: 0,
});

function bet(over: Partial<MyBet> & { type: string; box?: number; pair?: number }): MyBet {
  const { box, pair, ...rest } = over;
  const p = pair ?? (box ? Math.ceil(box / 2) : 1);
  return {
    id: `${over.type}-${box ?? p}-${Math.random()}`,
    roundId: 'r1',
    numbers: null,
    amount: 1000,
    status: 'OPEN',
    payout: 0,
    net: 0,
    seat: p,
    spec: box ? { box, seat: p } : { seat: p },
    ...rest,
  };
}

const hand = (category: string, value: number, cards: string[] = []) => ({ category, value, cards });

/** A pair 2 (boxes 3, 4) in its turn: box 3 holds a pair, box 4 a flush; switched, box 3 a straight and box 4 high card. */
const TURN_VIEW = {
  phase: 'TURNS',
  boxPairs: 3,
  maxPayout: 5_000_000,
  pairs: [
    { seat: 2, boxes: [3, 4], ante: 1000, order: 0, open: true, turn: true, switched: false, switches: 0, fee: 2000 },
  ],
  boxes: [
    {
      box: 3,
      seat: 2,
      hand: 1,
      ante: 1000,
      bonus: 500,
      hole: ['4S', '5H', '6D', '7C'],
      holeDealt: 4,
      up: '4D',
      plays: '4D',
      playing: hand('PAIR', 100),
      ifToggled: hand('STRAIGHT', 500),
      original: hand('PAIR', 100),
      bonusHand: null,
    },
    {
      box: 4,
      seat: 2,
      hand: 2,
      ante: 1000,
      hole: ['2H', '9H', 'JH', 'KH'],
      holeDealt: 4,
      up: '8H',
      plays: '8H',
      playing: hand('FLUSH', 600),
      ifToggled: hand('HIGH_CARD', 10),
      original: hand('FLUSH', 600),
      bonusHand: 'FLUSH',
    },
  ],
  dealer: { hole: [], holeDealt: 4, hidden: true, up: 'QS' },
  playOrder: [2],
  revealed: false,
};

const NEXT_BOX_3 = {
  kind: 'decision',
  seat: 2,
  hand: 1,
  box: 3,
  actions: ['SWITCH', 'BET', 'FOLD'],
  switched: false,
  fee: 2000,
  bet: 2000,
  insurance: null,
};

describe('the reader', () => {
  it('an empty view reads as betting with nothing out; odd cards and hands are dropped', () => {
    const v = readPsView({ boxes: [{ box: 1, hole: ['XX', 'AS'], up: 'ZZ', playing: { category: 'FIVE_ACES' } }] });
    expect(v.phase).toBe('BETTING');
    expect(v.pairs).toEqual([]);
    expect(v.boxes[0]!.hole).toEqual(['AS']);
    expect(v.boxes[0]!.up).toBeNull();
    expect(v.boxes[0]!.playing).toBeNull();
    expect(v.dealer).toEqual({
      hole: [],
      holeDealt: 0,
      hidden: false,
      up: null,
      hand: null,
      qualifies: null,
      buy: null,
    });
  });
  it('reads next: a turn with its insurance range, the buy window, a replacement card; junk is null', () => {
    expect(readPsNext({ ...NEXT_BOX_3, insurance: { min: 1000, max: 8000 }, actions: ['BET', 'INSURE', 'X'] })).toEqual(
      {
        ...NEXT_BOX_3,
        actions: ['BET', 'INSURE'],
        insurance: { min: 1000, max: 8000 },
      },
    );
    expect(readPsNext({ kind: 'buy', boxes: [{ box: 4, seat: 2, hand: 2 }], actions: ['BUY', 'NO_BUY'] })).toEqual({
      kind: 'buy',
      boxes: [{ box: 4, seat: 2, hand: 2 }],
      actions: ['BUY', 'NO_BUY'],
    });
    expect(readPsNext({ kind: 'card', to: 'dealer-replacement', position: 2, discard: 'AS' })).toEqual({
      kind: 'card',
      to: 'dealer-replacement',
      position: 2,
      discard: 'AS',
    });
    expect(readPsNext({ kind: 'spin' })).toBeNull();
  });
  it("another game's result is not taken for one", () => {
    expect(readPsResult({ board: [], player: [] })).toBeNull();
    expect(readPsResult({ dealer: null, boxes: [], noAction: true })).toEqual({
      dealer: null,
      boxes: [],
      noAction: true,
    });
  });
});

describe('settings', () => {
  it('the table rules with defaults; an unreadable table reads as the default', () => {
    const r = psRules({ boxPairs: 2, turnSeconds: 40 });
    expect([r.boxPairs, r.turnSeconds, r.buySeconds]).toEqual([2, 40, 15]);
    expect(r.bonusPaytable.FLUSH).toEqual([50, 1]);
    expect(psRules({ boxPairs: 9 }).boxPairs).toBe(3);
    expect(pairNumbers(3, 4)).toEqual([1, 2, 3]);
    expect(pairNumbers(4, 2)).toEqual([1, 2]);
  });
  it('winnings a:b rounded down to the cent (§C-3)', () => {
    expect(winOf(333, [5, 2])).toBe(832);
    expect(winOf(1000, [50, 1])).toBe(50_000);
  });
});

describe('the player', () => {
  it('their pairs from the seat board and their bets; stakes per box; unequal Antes found', () => {
    const h = psRound({
      id: 'r1',
      status: 'BETTING',
      view: {},
      result: null,
      next: { kind: 'close' },
      decisionDeadline: null,
    });
    const my = myPs(h, [seat(1, 'bob'), seat(2, 'me'), seat(3, 'me')], 'me', [
      bet({ type: 'ANTE', box: 3 }),
      bet({ type: 'ANTE', box: 4 }),
      bet({ type: 'ANTE', box: 4 }),
      bet({ type: 'BONUS', box: 4, amount: 200 }),
      bet({ type: 'ANTE', box: 5, amount: 500 }),
      bet({ type: 'ANTE', box: 6, amount: 500 }),
    ]);
    expect(my.pairs).toEqual([2, 3]);
    expect(my.boxes.get(3)!.ante).toBe(1000);
    expect(my.boxes.get(4)).toMatchObject({ ante: 2000, bonus: 200, pair: 2 });
    expect(my.unequal).toEqual([2]);
    expect(my.staked).toBe(1000 + 2000 + 200 + 1000);
    expect(deciding(my)).toBe(false);
    expect(statusText(en, h, my, [])).toBe('Your bets: €42.00 · waiting for the deal');
  });
  it("the turn is the player's when it is one of their pairs; the buy window lists their boxes", () => {
    const turn = psRound({
      id: 'r1',
      status: 'DEALING',
      view: TURN_VIEW,
      result: null,
      next: NEXT_BOX_3,
      decisionDeadline: 'x',
    });
    const mine = myPs(turn, [seat(2, 'me')], 'me', []);
    expect(mine.turn?.box).toBe(3);
    expect(turn!.deadline).toBe('x');
    expect(statusText(en, turn, mine, [])).toBe('Your turn: pair 2');
    const other = myPs(turn, [seat(2, 'ann'), seat(1, 'me')], 'me', []);
    expect(other.turn).toBeNull();
    expect(statusText(en, turn, other, [seat(2, 'ann')])).toBe('Pair 2 (ann) is deciding');
    const buy = psRound({
      id: 'r1',
      status: 'DEALING',
      view: TURN_VIEW,
      result: null,
      next: {
        kind: 'buy',
        boxes: [
          { box: 4, seat: 2, hand: 2 },
          { box: 1, seat: 1, hand: 1 },
        ],
        actions: ['BUY', 'NO_BUY'],
      },
      decisionDeadline: 'y',
    });
    expect(myPs(buy, [seat(2, 'me')], 'me', []).buying).toEqual([{ box: 4, seat: 2, hand: 2 }]);
  });
});

describe('the switch preview (§PS-3)', () => {
  it('both hands now and after the toggle, with the fee of 2 Antes', () => {
    const p = switchPreview(readPsView(TURN_VIEW), 2)!;
    expect(p.fee).toBe(2000);
    expect(p.now.map((x) => x.category)).toEqual(['PAIR', 'FLUSH']);
    expect(p.toggled.map((x) => x.category)).toEqual(['STRAIGHT', 'HIGH_CARD']);
    expect(p.fifths).toEqual(['4D', '8H']);
  });
  it('none while a box of the pair is concealed', () => {
    const v = readPsView({
      ...TURN_VIEW,
      boxes: [{ ...TURN_VIEW.boxes[0], playing: null, ifToggled: null }, TURN_VIEW.boxes[1]],
    });
    expect(switchPreview(v, 2)).toBeNull();
  });
});

describe('insurance (§PS-4)', () => {
  it('held to 1 Ante .. the possible Bet winnings', () => {
    // A straight on a €10 Ante: Bet €20 at 4:1 wins €80; insurance €10 .. €80.
    const range = { min: 1000, max: 8000 };
    expect(clampInsurance(50, range)).toBe(1000);
    expect(clampInsurance(9000, range)).toBe(8000);
    expect(clampInsurance(2500.4, range)).toBe(2500);
    expect(insuranceStep(range)).toBe(100);
    expect(insuranceStep({ min: 550, max: 4400 })).toBe(1);
  });
});

describe('words', () => {
  it('decisions, the Bonus on the original five, outcomes against the dealer', () => {
    expect(boxDecisionText(en, { decision: 'BET', timeout: false, insurance: 1000 })).toBe('Bet · insured €10.00');
    expect(boxDecisionText(en, { decision: 'FOLD', timeout: true, insurance: 0 })).toBe('Folded: the time ran out');
    const rules = psRules({});
    expect(bonusText(en, { original: hand('FLUSH', 600) as never, bonusHand: 'FLUSH', bonus: 500 }, rules)).toBe(
      'Bonus: Flush · 50:1 · €250.00',
    );
    expect(bonusText(en, { original: hand('PAIR', 100) as never, bonusHand: null, bonus: 500 }, rules)).toBe(
      'Bonus: no win',
    );
    expect(outcomeText(en.t, { outcome: 'WIN', boughtOutcome: null, buy: null, switched: true })).toBe(
      'Wins: Bet paid, Ante 2:1',
    );
    expect(outcomeText(en.t, { outcome: 'NO_GAME', boughtOutcome: 'WIN', buy: 'BUY', switched: false })).toBe(
      'Bought and won: Bet paid',
    );
  });
  it('the seeds’ terms: Přepnout / Свич, Pojištění / Страховка, koupit hru / купить игру', () => {
    expect(cs.t('dock.switch')).toBe('Přepnout');
    expect(cs.t('bet.INSURANCE')).toBe('Pojištění');
    expect(cs.t('dock.buy')).toBe('Koupit hru');
    expect(ru.t('dock.switch')).toBe('Свич');
    expect(ru.t('bet.INSURANCE')).toBe('Страховка');
    expect(ru.t('dock.buy')).toBe('Купить игру');
    expect(ru.t('bet.ANTE')).toBe('Анте');
    expect(cs.t('bet.BET')).toBe('BET');
  });
  it('results per bet: per box Ante, Bet, Insurance, Bonus, and the pair’s fee; labels name the box', () => {
    const bets = [
      bet({ type: 'ANTE', box: 3, status: 'WON', payout: 3000, net: 2000 }),
      bet({ type: 'BET', box: 3, amount: 2000, status: 'WON', payout: 4000, net: 2000 }),
      bet({ type: 'ANTE', box: 4, status: 'LOST', net: -1000 }),
      bet({ type: 'SWITCH_FEE', pair: 2, amount: 2000, status: 'LOST', net: -2000 }),
      bet({ type: 'BONUS', box: 4, amount: 500, status: 'OPEN' }),
    ];
    const o = psOutcomes(bets, [2]);
    expect(o.map((x) => `${x.type}:${x.box}:${x.status}:${x.net}`)).toEqual([
      'ANTE:3:WON:2000',
      'BET:3:WON:2000',
      'ANTE:4:LOST:-1000',
      'SWITCH_FEE:0:LOST:-2000',
    ]);
    expect(betOutcomeText(en, o[0]!)).toBe('won €30.00');
    expect(plain(betOutcomeText(cs, o[2]!))).toBe(plain(cs.t('result.lost', { stake: cs.money(1000) })));
    expect(psBetLabel(en.t)(bets[1]!)).toBe('Bet · box 3');
    expect(psBetLabel(en.t)(bets[3]!)).toBe('Switch fee · pair 2');
  });
});
