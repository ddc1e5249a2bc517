import { describe, expect, it } from 'vitest';
import type { Card } from '@/lib/games/cards';
import { nextOf, resultOf, viewOf, type PsRoundAction } from '@/lib/games/poker-switch/engine';
import { DEFAULT_PS_RULES } from '@/lib/games/poker-switch/rules';
import { cardsOf, decide, inDealOrder, run } from '@/lib/games/poker-switch/testing';
import { testMoney, testTranslator } from '@/lib/i18n/testing';
import { readPsNext, readPsResult, readPsView } from './console-read';
import {
  boxDecisionText,
  buyWindowText,
  cardTargetText,
  nameOfPair,
  pairLabel,
  qualifyText,
  resultBadge,
  resultBoxesText,
  resultLineText,
  secondsLeft,
  timeoutText,
  turnText,
} from './dealer-format';

const t = testTranslator('en', 'games.poker-switch.dealer');
const cs = testTranslator('cs', 'games.poker-switch.dealer');
const money = testMoney('en');
const R = DEFAULT_PS_RULES;
const c = (s: string) => s.split(' ') as Card[];
const pairs = (list: [box: number, ante: number, bonus?: number][]): PsRoundAction => ({
  type: 'PAIRS',
  boxes: list.map(([box, ante, bonus]) => ({ box, ante, bonus: bonus ?? 0 })),
  maxPayout: 5_000_000,
});
/** The next card's words after `actions`, read from the engine's own `next` (what the console gets). */
const targetAfter = (actions: PsRoundAction[]) => cardTargetText(t, readPsNext(nextOf(run(R, actions).state, R)));

describe('cardTargetText (§PS-2 deal order, §PS-6 replacement cards)', () => {
  it('one pair (boxes 3-4): four face-down rounds box 3, box 4, dealer; then every fifth card face up, the dealer last', () => {
    const deal = c('2C 3C 4C 5C 6C 7C 8C 9C TC JC QC KC AC 2D 3D');
    const open = [
      pairs([
        [3, 1000],
        [4, 1000],
      ]),
    ];
    const words = [0, 1, 2, 3, 4, 5, 12, 13, 14].map((n) => targetAfter([...open, ...cardsOf(deal.slice(0, n))]));
    expect(words).toEqual([
      'Box 3 · card 1 · face down',
      'Box 4 · card 1 · face down',
      'Dealer · card 1 · face down',
      'Box 3 · card 2 · face down',
      'Box 4 · card 2 · face down',
      'Dealer · card 2 · face down',
      'Box 3 · card 5 · face up',
      'Box 4 · card 5 · face up',
      'Dealer · card 5 · face up',
    ]);
  });
  it('the buy’s replacement cards name the card they replace (seed 001: A♠, then A♥, then A♦)', () => {
    expect(cardTargetText(t, readPsNext({ kind: 'card', to: 'dealer-replacement', position: 1, discard: 'AS' }))).toBe(
      'Dealer replacement card 1 for the buy · replaces A♠',
    );
    expect(cardTargetText(cs, readPsNext({ kind: 'card', to: 'dealer-replacement', position: 2, discard: 'AH' }))).toBe(
      'Náhradní karta krupiéra 2 (koupit hru) · nahrazuje A♥',
    );
    expect(
      cardTargetText(cs, readPsNext({ kind: 'card', to: 'box', seat: 2, box: 3, position: 2, faceUp: false })),
    ).toBe('Box 3 · karta 2 · lícem dolů');
    expect(cardTargetText(t, readPsNext({ kind: 'confirm' }))).toBeNull();
  });
});

describe('the pair’s turn (§PS-3, §PS-4)', () => {
  // Box 1 Q J 10 9 | 2, box 2 5 4 3 A | K: the switch makes two straights (seed 000's example).
  const dealt = () =>
    run(R, [
      pairs([
        [1, 1000],
        [2, 1000],
      ]),
      ...cardsOf(inDealOrder({ 1: c('QS JH TD 9C 2H'), 2: c('5S 4H 3D AC KD') }, c('7S 7H 8D 4C 6D'))),
    ]).state;
  it('before any decision: switch for 2 Antes, Bet 2 Antes or fold, box 1 first', () => {
    const next = readPsNext(nextOf(dealt(), R));
    expect(turnText(t, next, money)).toBe('box 1 to decide · SWITCH for €20.00 · BET €20.00 / FOLD');
  });
  it('after the switch: switch back with the fee refunded; a straight may insure 1 Ante .. 2 × Ante × 4', () => {
    const s = run(R, [decide(1, 'SWITCH')], dealt()).state;
    const next = readPsNext(nextOf(s, R));
    expect(turnText(t, next, money)).toBe(
      'box 1 to decide · SWITCH BACK (fee €20.00 refunded) · BET €20.00 / FOLD · insurance €10.00–€80.00',
    );
    const view = readPsView(viewOf(s, R));
    expect(view.pairs[0]).toMatchObject({ switched: true, switches: 1, turn: true });
    expect(view.boxes.map((b) => [b.box, b.playing?.category, b.ifToggled?.category])).toEqual([
      [1, 'STRAIGHT', 'HIGH_CARD'],
      [2, 'STRAIGHT', 'HIGH_CARD'],
    ]);
  });
  it('a timer running out: the pair’s words, and the buy window’s', () => {
    expect(timeoutText(t, { kind: 'decision', seat: 2, hand: 1, box: 3, actions: [], fee: 0, bet: 0 })).toBe(
      "Pair 2's timer ran out: no switch (fee refunded), undecided boxes fold, no insurance (§PS-10).",
    );
    expect(timeoutText(t, { kind: 'buy', boxes: [{ box: 1 }, { box: 4 }], actions: ['BUY', 'NO_BUY'] })).toBe(
      'Buy window timed out: boxes 1, 4 do not buy (§PS-10).',
    );
    expect(timeoutText(cs, { kind: 'buy', boxes: [{ box: 3 }], actions: [] })).toBe(
      'Čas na koupi vypršel: box 3 nekupuje (§PS-10).',
    );
    expect(timeoutText(t, { kind: 'card', to: 'box', box: 1, position: 1 })).toBeNull();
  });
  it('box decisions: Bet, insured, fold by the timer, buy', () => {
    const none = { decision: null, timeout: false, insurance: 0, buy: null, buyTimeout: false } as const;
    expect(boxDecisionText(t, none, money, true)).toBe('deciding…');
    expect(boxDecisionText(t, none, money, false)).toBe('');
    expect(boxDecisionText(t, { ...none, decision: 'BET', insurance: 3000 }, money, true)).toBe('BET · INSURED €30.00');
    expect(boxDecisionText(t, { ...none, decision: 'FOLD', timeout: true }, money, false)).toBe('FOLD (timer)');
    expect(boxDecisionText(cs, { ...none, decision: 'BET', buy: 'BUY' }, testMoney('cs'), false)).toBe(
      'BET · KOUPIT HRU',
    );
    expect(boxDecisionText(t, { ...none, decision: 'BET', buy: 'NO_BUY', buyTimeout: true }, money, false)).toBe(
      'BET · NO BUY (timer)',
    );
  });
  it('pair labels with the seat board’s name', () => {
    const board = { seats: [{ seat: 2, username: 'carol' }] };
    expect(pairLabel(t, 2, nameOfPair(board, 2))).toBe('Pair 2 (boxes 3–4) · carol');
    expect(pairLabel(cs, 1, nameOfPair(board, 1))).toBe('Pár 1 (boxy 1–2)');
  });
});

describe('the buy (§PS-6) and the result line, seed 001: A♠ discarded, A♥ and A♦ replaced again, 3♣ pairs the threes', () => {
  const dealer = c('AS QD 8C 5H 3D');
  const deal = () =>
    run(R, [
      pairs([
        [1, 1000],
        [2, 1000],
        [3, 1000],
        [4, 1000],
      ]),
      ...cardsOf(
        inDealOrder(
          { 1: c('9S TH JD QC KH'), 2: c('4D 6C 7S 8S 2S'), 3: c('2H 2D 6S 9D JS'), 4: c('TC TS 4C 5C 7D') },
          dealer,
        ),
      ),
      decide(1, 'BET'),
      decide(1, 'FOLD'),
      decide(2, 'BET'),
      decide(2, 'BET'),
    ]).state;
  it('the buy window names the boxes that Bet; the dealer does not qualify before the buy', () => {
    const s = deal();
    expect(buyWindowText(t, readPsNext(nextOf(s, R)))).toBe('boxes 1, 3, 4 to answer BUY or NO BUY');
    expect(qualifyText(t, readPsView(viewOf(s, R)).dealer)).toBe('dealer does not qualify (below A-K)');
  });
  it('after the buy: qualification before and after, every box’s outcome, the badge', () => {
    const s = run(
      R,
      [decide(2, 'NO_BUY', 2), decide(1, 'BUY'), decide(2, 'NO_BUY', 1), ...cardsOf(c('AH AD'))],
      deal(),
    ).state;
    expect(qualifyText(t, readPsView(viewOf(s, R)).dealer)).toBe(
      'dealer does not qualify (below A-K) · buy: A♠ discarded, replacement to come',
    );
    const done = run(R, cardsOf(c('3C')), s).state;
    expect(qualifyText(t, readPsView(viewOf(done, R)).dealer)).toBe(
      'dealer does not qualify (below A-K) · after the buy Pair · 3♦ 3♣ Q♦ 8♣ 5♥: dealer qualifies',
    );
    const result = JSON.parse(JSON.stringify(resultOf(done)));
    expect(readPsResult(result)?.boxes).toHaveLength(4);
    expect(resultLineText(t, result)).toBe(
      'Dealer High card · A♠ Q♦ 8♣ 5♥ 3♦ · dealer does not qualify (below A-K) · after the buy Pair · 3♦ 3♣ Q♦ 8♣ 5♥: dealer qualifies',
    );
    expect(resultBoxesText(t, result)).toEqual([
      'box 1 Straight bought: WIN',
      'box 2 High card FOLD',
      'box 3 Pair no game',
      'box 4 Pair no game',
    ]);
    expect(resultBadge(result)).toEqual({ label: 'B', qualifies: false, bought: true });
  });
  it('no play; another game’s result', () => {
    expect(resultLineText(t, { dealer: null, boxes: [], noAction: true })).toBe('No pair played: no game');
    expect(resultBadge({ player: [], board: [] })).toBeNull();
    expect(resultLineText(t, null)).toBe('');
  });
});

describe('secondsLeft', () => {
  it('rounds up, never below 0', () => {
    expect(secondsLeft('2026-12-01T10:00:10.000Z', Date.parse('2026-12-01T10:00:00.500Z'))).toBe(10);
    expect(secondsLeft('2026-12-01T10:00:00.000Z', Date.parse('2026-12-01T10:00:05Z'))).toBe(0);
    expect(secondsLeft(null, 0)).toBeNull();
  });
});
