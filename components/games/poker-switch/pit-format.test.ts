import { describe, expect, it } from 'vitest';
import { plain, testWords } from '@/components/pit/test-words';
import type { Card } from '@/lib/games/cards';
import { resultOf, type PsRoundAction } from '@/lib/games/poker-switch/engine';
import { DEFAULT_PS_RULES } from '@/lib/games/poker-switch/rules';
import { DEFAULT_BONUS_PAYTABLE } from '@/lib/games/poker-switch/paytables';
import { cardsOf, decide, inDealOrder, run } from '@/lib/games/poker-switch/testing';
import {
  decisionLines,
  perAnte,
  psEventWords,
  psNextWords,
  psResultSummary,
  psShortResult,
  psStats,
  tableBonusReturn,
  type LogEvent,
} from './pit-format';

const en = testWords('en');
const cs = testWords('cs');
const { t, money } = en.game('POKER_SWITCH');
const tc = cs.game('POKER_SWITCH').t;
const mc = cs.game('POKER_SWITCH').money;
const R = DEFAULT_PS_RULES;
const c = (s: string) => s.split(' ') as Card[];
const pairs = (list: [box: number, ante: number, bonus?: number][]): PsRoundAction => ({
  type: 'PAIRS',
  boxes: list.map(([box, ante, bonus]) => ({ box, ante, bonus: bonus ?? 0 })),
  maxPayout: 5_000_000,
});

/** Seed 001's buy: the dealer A♠ Q♦ 8♣ 5♥ 3♦ (no ace-king), box 1 a straight buys, A♥ A♦ 3♣ come. */
function seed001(): Record<string, unknown> {
  const s = run(R, [
    pairs([
      [1, 1000],
      [2, 1000],
      [3, 1000],
      [4, 1000],
    ]),
    ...cardsOf(
      inDealOrder(
        { 1: c('9S TH JD QC KH'), 2: c('4D 6C 7S 8S 2S'), 3: c('2H 2D 6S 9D JS'), 4: c('TC TS 4C 5C 7D') },
        c('AS QD 8C 5H 3D'),
      ),
    ),
    decide(1, 'BET'),
    decide(1, 'FOLD'),
    decide(2, 'BET'),
    decide(2, 'BET'),
    decide(1, 'BUY'),
    decide(2, 'NO_BUY', 1),
    decide(2, 'NO_BUY', 2),
    ...cardsOf(c('AH AD 3C')),
  ]).state;
  return JSON.parse(JSON.stringify(resultOf(s))) as Record<string, unknown>;
}

/** Seed 000's switch: Q J 10 9 | 2 and 5 4 3 A | K swap to two straights; the dealer pairs sevens. */
function switched(): Record<string, unknown> {
  const s = run(R, [
    pairs([
      [1, 1000],
      [2, 1000],
    ]),
    ...cardsOf(inDealOrder({ 1: c('QS JH TD 9C 2H'), 2: c('5S 4H 3D AC KD') }, c('7S 7H 8D 4C 6D'))),
    decide(1, 'SWITCH'),
    decide(1, 'INSURE', 1, 3000),
    decide(1, 'BET'),
  ]).state;
  return JSON.parse(JSON.stringify(resultOf(s))) as Record<string, unknown>;
}

describe('psResultSummary (§PS-5, §PS-6)', () => {
  it('a bought game: qualification before and after, the boxes’ decisions', () => {
    expect(psResultSummary(t, seed001())).toBe(
      'Dealer High card · does not qualify · bought (1 box): Pair, qualifies · 4 boxes: 3 Bet, 1 folded',
    );
    expect(psShortResult(t, seed001())).toBe('B');
    expect(psResultSummary(tc, seed001())).toBe(
      'Krupiér Vysoká karta · nekvalifikuje se · koupeno (1 box): Pár, kvalifikuje se · 4 boxy: BET 3, FOLD 1',
    );
  });
  it('a switched pair, one box insured, against a qualified dealer', () => {
    expect(psResultSummary(t, switched())).toBe(
      'Dealer Pair · qualifies · 2 boxes: 2 Bet, 0 folded · 2 switched · 1 insured',
    );
    expect(psShortResult(t, switched())).toBe('Q');
    expect(psResultSummary(t, { dealer: null, boxes: [], noAction: true })).toBe('No pair played');
    expect(psResultSummary(t, { player: [] })).toBe('—');
  });
});

describe('psEventWords: the round log (§PS-1..10)', () => {
  const w = (type: string, data: Record<string, unknown>) => plain(psEventWords(t, money, type, data) ?? '');
  it('pairs at close, decisions with their amounts, the timer', () => {
    expect(
      w('PAIRS', {
        boxes: [
          { box: 1, ante: 1000, bonus: 500 },
          { box: 2, ante: 1000, bonus: 0 },
        ],
        maxPayout: 5_000_000,
      }),
    ).toBe(
      'No more bets: 2 boxes in play: box 1 Ante €10.00 + Bonus €5.00, box 2 Ante €10.00 · maximum payout €50,000.00 per box',
    );
    expect(w('DECISION', { seat: 1, action: 'SWITCH', fee: 2000, timeout: false })).toBe('pair 1 SWITCH (fee €20.00)');
    expect(w('DECISION', { seat: 1, action: 'UNSWITCH', fee: 2000, timeout: true })).toBe(
      'pair 1 SWITCH BACK (fee €20.00 refunded) (timer)',
    );
    expect(w('DECISION', { seat: 1, hand: 1, box: 1, action: 'INSURE', bet: 2000, amount: 3000 })).toBe(
      'box 1 BET €20.00 + INSURANCE €30.00',
    );
    expect(w('DECISION', { seat: 2, hand: 2, box: 4, action: 'FOLD', timeout: true })).toBe('box 4 FOLD (timer)');
    expect(w('DECISION', { seat: 1, hand: 1, box: 1, action: 'BUY' })).toBe('box 1 BUY (the Ante is the fee)');
    expect(w('TIMEOUT', { seat: 2, boxes: [3, 4] })).toBe(
      "pair 2's timer ran out: boxes 3, 4 (no switch, fold, no insurance)",
    );
    expect(w('TIMEOUT', { boxes: [1, 3] })).toBe('the buy window timed out: boxes 1, 3 do not buy');
    expect(plain(psEventWords(tc, mc, 'DECISION', { seat: 1, action: 'SWITCH', fee: 2000 }) ?? '')).toBe(
      'pár 1 PŘEPNOUT (poplatek 20,00 €)',
    );
  });
  it('cards, face down and up, the buy’s replacement and their undo', () => {
    expect(w('CARD', { card: 'TD', to: 'box', seat: 2, box: 3, position: 2, faceUp: false })).toBe(
      '10♦ to box 3 card 2 (face down)',
    );
    expect(w('CARD', { hidden: true, to: 'box', seat: 2, box: 3, position: 2 })).toBe(
      'a card to box 3 card 2 (face down)',
    );
    expect(w('CARD', { card: 'KH', to: 'dealer', position: 5, faceUp: true })).toBe('K♥ to dealer card 5');
    expect(w('CARD', { card: '3C', to: 'dealer-replacement', position: 3, discard: 'AD', faceUp: true })).toBe(
      '3♣ to dealer replacement 3 (replaces A♦)',
    );
    expect(w('UNDO', { card: '3C', from: 'dealer-replacement', position: 3, faceUp: true })).toBe(
      'undo 3♣ from dealer replacement 3',
    );
    expect(psEventWords(t, money, 'UNDO', {})).toBeNull();
    expect(psEventWords(t, money, 'OUTCOME', {})).toBeNull();
  });
  it('the settlement: qualification before and after the buy, who switched, insured, bought, the money', () => {
    expect(
      w('SETTLED', {
        dealerQualifies: false,
        dealerQualifiesAfterBuy: true,
        switched: [2],
        insured: [],
        bought: [1],
        staked: 10000,
        paidOut: 7000,
        ggr: 3000,
        payoutCut: 0,
      }),
    ).toBe(
      'does not qualify · after the buy: qualifies · switched: pair 2 · bought: box 1 · staked €100.00 · paid €70.00 · house €30.00',
    );
  });
  it('next in words', () => {
    expect(psNextWords(t, { kind: 'card', to: 'box', seat: 2, box: 3, position: 5, faceUp: true })).toBe(
      'card to box 3 card 5, face up',
    );
    expect(psNextWords(t, { kind: 'card', to: 'dealer-replacement', position: 1, discard: 'AS' })).toBe(
      'card to dealer replacement 1 (replaces A♠)',
    );
    expect(psNextWords(t, { kind: 'decision', seat: 2, hand: 1, box: 3, actions: ['BET'] })).toBe(
      "pair 2's turn (box 3)",
    );
    expect(psNextWords(t, { kind: 'buy', boxes: [{ box: 1 }, { box: 3 }], actions: [] })).toBe(
      'the buy window: boxes 1, 3',
    );
    expect(psNextWords(t, { kind: 'x' })).toBe('');
  });
});

describe('decisionLines: every decision with its time', () => {
  const at = (s: number) => new Date(Date.UTC(2026, 11, 1, 12, 0, s)).toISOString();
  const events: LogEvent[] = [
    { seq: 1, type: 'CARD', data: { card: '6D', to: 'dealer', position: 5 }, actor: 'dealer', at: at(0) },
    { seq: 2, type: 'DECISION', data: { seat: 1, action: 'SWITCH', fee: 2000 }, actor: 'ann', at: at(4) },
    {
      seq: 3,
      type: 'DECISION',
      data: { seat: 1, hand: 1, box: 1, action: 'INSURE', bet: 2000, amount: 3000 },
      actor: 'ann',
      at: at(10),
    },
    { seq: 4, type: 'TIMEOUT', data: { seat: 1, boxes: [2] }, actor: null, at: at(40) },
    {
      seq: 5,
      type: 'DECISION',
      data: { seat: 1, hand: 2, box: 2, action: 'FOLD', timeout: true },
      actor: null,
      at: at(40),
    },
  ];
  it('from the dealer’s fifth card, then from the previous decision; the timer’s have no player', () => {
    expect(
      decisionLines(events).map((l) => [l.seq, l.box, l.action, l.actor, l.afterMs, l.fee, l.bet, l.insurance]),
    ).toEqual([
      [2, 0, 'SWITCH', 'ann', 4000, 2000, 0, 0],
      [3, 1, 'INSURE', 'ann', 6000, 0, 2000, 3000],
      [5, 2, 'FOLD', null, 30000, 0, 0, 0],
    ]);
  });
});

describe('psStats and the hold references', () => {
  it('switch, Bet and buy rates, qualification before and after the buy, over both rounds above', () => {
    const s = psStats([seed001(), switched(), { dealer: null, boxes: [], noAction: true }]);
    // seed001: 4 boxes, 3 Bet, dealer not qualified → 3 offered, 1 bought, qualifies after; switched(): 2 boxes switched, both Bet, 1 insured, qualified.
    expect(s).toEqual({
      rounds: 3,
      played: 2,
      boxes: 6,
      switched: 2,
      bet: 5,
      folded: 1,
      timedOut: 0,
      insured: 1,
      qualifyKnown: 2,
      qualified: 1,
      buyOffered: 3,
      bought: 1,
      buyRounds: 1,
      qualifiedAfterBuy: 1,
    });
  });
  it('the Bonus reference is exact for the table’s own paytable: 589,367 / 649,740 by default, null when refused', () => {
    expect(tableBonusReturn({})).toBe(589_367 / 649_740);
    expect(tableBonusReturn({ bonusPaytable: { ...DEFAULT_BONUS_PAYTABLE, THREE_OF_A_KIND: [50, 1] } })).toBeNull();
  });
  it('the main game per Ante: (staked − paid) of Ante, Bet, fees and insurance over the Antes', () => {
    // Round 1: Antes 20.00, Bets 40.00 staked; paid 50.00 → house 10.00. Round 2: Antes 10.00, a fee 20.00, paid 0 → 30.00.
    const rounds: { byType: Record<string, { staked: number; paidOut: number }> }[] = [
      {
        byType: {
          ANTE: { staked: 2000, paidOut: 2000 },
          BET: { staked: 4000, paidOut: 3000 },
          BONUS: { staked: 500, paidOut: 0 },
        },
      },
      { byType: { ANTE: { staked: 1000, paidOut: 0 }, SWITCH_FEE: { staked: 2000, paidOut: 0 } } },
    ];
    expect(perAnte(rounds)).toEqual({ won: 4000, antes: 3000, value: 4000 / 3000 });
  });
});
