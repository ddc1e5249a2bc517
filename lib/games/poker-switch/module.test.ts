import { describe, expect, it } from 'vitest';
import type { Card } from '../cards';
import { decodeCommonAction, type GameBet, type RoundAction } from '../module';
import { isRuleError, type GameEvent } from '../types';
import { DEFAULT_PS_RULES, parsePokerSwitchRules, type PokerSwitchRules } from './rules';
import { anteRefusal, pokerSwitchModule as mod } from './module';
import { companionRefusal } from '@/lib/bets/bet-requires';
import type { PokerSwitchState, PsRoundAction } from './engine';
import { cardsOf, decide, inDealOrder } from './testing';

const R = DEFAULT_PS_RULES;
const c = (s: string) => s.split(' ') as Card[];
const gb = (type: string, box: number, amount: number): GameBet => ({
  type,
  spec: { box, seat: Math.ceil(box / 2) },
  amount,
  userId: 'u1',
});

describe('bets (RULES.md §PS-0, §PS-1, §PS-7)', () => {
  it('ANTE {box} and BONUS {box}: the spec names the box and its pair (the seat)', () => {
    expect(mod.validateBet({ type: 'ANTE', box: 3 }, R)).toEqual({ type: 'ANTE', spec: { box: 3, seat: 2 } });
    expect(mod.validateBet({ type: 'BONUS', box: 6 }, R)).toEqual({ type: 'BONUS', spec: { box: 6, seat: 3 } });
    expect(mod.validateBet({ type: 'ANTE', box: 7 }, R)).toMatchObject({ code: 'INVALID_SEAT' });
    const four = parsePokerSwitchRules({ boxPairs: 4 }) as PokerSwitchRules;
    expect(mod.validateBet({ type: 'ANTE', box: 8 }, four)).toEqual({ type: 'ANTE', spec: { box: 8, seat: 4 } });
    expect(mod.validateBet({ type: 'BET', box: 1 }, R)).toMatchObject({ code: 'INVALID_BET_TYPE' });
    expect(mod.spotKey({ type: 'ANTE', spec: { box: 3, seat: 2 } })).toBe('ANTE:3');
    expect(mod.limitKey({ type: 'BONUS', spec: { box: 3 } })).toBe('BONUS');
    expect(mod.seatCount).toBe(4);
  });

  it('at close: only whole pairs with equal Antes play; the rest (and their Bonus) is returned', () => {
    const bets = [
      gb('ANTE', 1, 1000),
      gb('ANTE', 2, 1000),
      gb('BONUS', 1, 200),
      gb('ANTE', 3, 1000),
      gb('BONUS', 3, 100),
      gb('ANTE', 5, 1000),
      gb('ANTE', 6, 900),
    ];
    expect(bets.map((b) => mod.returnedAtClose!(b, bets) !== null)).toEqual([
      false,
      false,
      false,
      true,
      true,
      true,
      true,
    ]);
    const playing = bets.filter((b) => mod.returnedAtClose!(b, bets) === null);
    expect(mod.beginPlay!(playing, R)).toEqual({
      type: 'PAIRS',
      boxes: [
        { box: 1, ante: 1000, bonus: 200 },
        { box: 2, ante: 1000, bonus: 0 },
      ],
      maxPayout: 5_000_000,
    });
    const withLimits = mod.beginPlay as (b: GameBet[], r: PokerSwitchRules, l: unknown) => unknown;
    expect(withLimits(playing, R, { bets: {}, maxPayoutPerRound: 25_000 })).toMatchObject({ maxPayout: 25_000 });
  });

  it('the Antes of a pair are equal at bet time (ANTES_UNEQUAL, for the proposed bet check)', () => {
    const mine = [{ type: 'ANTE', spec: { box: 1, seat: 1 }, amount: 1000 }];
    expect(anteRefusal({ type: 'ANTE', spec: { box: 2, seat: 1 } }, 1500, mine)).toMatchObject({
      code: 'ANTES_UNEQUAL',
      kind: 'rule',
    });
    expect(anteRefusal({ type: 'ANTE', spec: { box: 2, seat: 1 } }, 1000, mine)).toBeNull();
    expect(anteRefusal({ type: 'ANTE', spec: { box: 3, seat: 2 } }, 1500, mine)).toBeNull();
    // A Bonus goes with its own box's Ante (an Ante on box 1 does not carry a Bonus on box 2 or 4): the generic
    // betRequires check on the module's spot (`BONUS:box` → `ANTE:box`).
    expect(companionRefusal(mod, { type: 'BONUS', spec: { box: 1, seat: 1 } }, mine)).toBeNull();
    for (const box of [2, 4])
      expect(companionRefusal(mod, { type: 'BONUS', spec: { box, seat: Math.ceil(box / 2) } }, mine)).toMatchObject({
        code: 'MAIN_BET_REQUIRED',
        kind: 'rule',
      });
  });
});

describe('timers (RULES.md §PS-3, §PS-10)', () => {
  it("one timer per pair's turn: it runs on while the same pair decides; a new pair or the buy window starts a new one", () => {
    const turn = (seat: number) => ({ kind: 'decision', seat });
    expect(mod.decisionTimer!(R, turn(1), { kind: 'card' })).toEqual({ seconds: 30, sameWindow: false });
    expect(mod.decisionTimer!(R, turn(1), turn(1))).toEqual({ seconds: 30, sameWindow: true });
    expect(mod.decisionTimer!(R, turn(2), turn(1))).toEqual({ seconds: 30, sameWindow: false });
    expect(mod.decisionTimer!(R, { kind: 'buy' }, turn(2))).toEqual({ seconds: 15, sameWindow: false });
    expect(mod.decisionTimer!(R, { kind: 'buy' }, { kind: 'buy' })).toEqual({ seconds: 15, sameWindow: true });
    expect(mod.decisionTimer!(R, { kind: 'confirm' }, { kind: 'buy' })).toBeNull();
  });
});

/** Applies actions as the round service does and keeps the log: the first event records the action, the rest are `caused`. */
function play(actions: PsRoundAction[]) {
  let state = mod.initialState(R);
  const log: { type: string; data: Record<string, unknown> }[] = [];
  for (const a of actions) {
    const r = mod.apply(state, a, R);
    if (isRuleError(r)) throw new Error(`${JSON.stringify(a)}: ${r.message}`);
    state = r.state;
    r.events.forEach((e: GameEvent, i) =>
      log.push({ type: e.type, data: i === 0 ? e.data : { ...e.data, caused: true } }),
    );
  }
  return { state, log };
}

/** lib/rounds/replay-round.ts's fold: every logged action that is not caused, decoded and applied again. */
function replay(log: { type: string; data: Record<string, unknown> }[]): PokerSwitchState {
  let state = mod.initialState(R);
  for (const e of log) {
    if (e.data.caused === true) continue;
    const action = (decodeCommonAction(e.type, e.data) ?? mod.decodeAction!(e.type, e.data)) as RoundAction | null;
    if (!action) continue;
    const r = mod.apply(state, action as PsRoundAction, R);
    if (isRuleError(r)) throw new Error(`replay refused ${e.type}: ${r.message}`);
    state = r.state;
  }
  return state;
}

describe('replay = the fold of the logged actions', () => {
  it('a round with a switch and back, insurance, a timeout, a buy with redraws replays to the same state', () => {
    const dealer = c('AS QD 8C 5H 3D');
    const { state, log } = play([
      mod.beginPlay!(
        [1, 2, 3, 4].map((b) => gb('ANTE', b, 1000)),
        R,
      ),
      ...cardsOf(
        inDealOrder(
          { 1: c('9S TH JD QC 2S'), 2: c('4D 6C 7S 8S KH'), 3: c('7H 7D 7C KS 2D'), 4: c('TC TS 4C 5C 9D') },
          dealer,
        ),
      ),
      { type: 'UNDO' },
      { type: 'CARD', card: '3D' },
      decide(1, 'SWITCH'),
      decide(1, 'UNSWITCH'),
      decide(1, 'SWITCH'),
      decide(1, 'BET'),
      { type: 'TIMEOUT' },
      decide(2, 'INSURE', 1, 3000),
      decide(2, 'BET', 2),
      decide(2, 'NO_BUY', 2),
      decide(1, 'BUY'),
      { type: 'TIMEOUT' },
      { type: 'CARD', card: 'AH' },
      { type: 'CARD', card: 'AD' },
      { type: 'CARD', card: '3C' },
    ]);
    expect(mod.isComplete(state, R)).toBe(true);
    expect(replay(log)).toEqual(state);
    expect(JSON.parse(JSON.stringify(state))).toEqual(state); // plain JSON, as stored
    const result = mod.result(state, R) as { boxes: { box: number; outcome: string; boughtOutcome: string | null }[] };
    expect(result.boxes.map((b) => [b.box, b.outcome, b.boughtOutcome])).toEqual([
      [1, 'NO_GAME', 'WIN'],
      [2, 'FOLD', null],
      [3, 'NO_GAME', null], // the timer answered NO_BUY for box 3
      [4, 'NO_GAME', null],
    ]);
    // Box 3 (three 7s) was insured for 30.00 and the dealer had no game: insurance pays 1:1.
    const rows = [
      { id: 'i3', userId: 'u', type: 'INSURANCE', spec: { box: 3, seat: 2 }, amount: 3000, fee: 0 },
      { id: 'a1', userId: 'u', type: 'ANTE', spec: { box: 1, seat: 1 }, amount: 1000, fee: 0 },
    ];
    const settled = mod.settleAll!(rows, state, R);
    expect(settled.houseBanked).toBe(true);
    expect(settled.bets).toEqual([
      { id: 'i3', status: 'WON', payout: 3000, refund: 3000, cut: 0, rake: 0 },
      { id: 'a1', status: 'WON', payout: 2000, refund: 0, cut: 0, rake: 0 }, // switched, bought, won: 2:1, stake gone
    ]);
    expect(settled.summary).toMatchObject({
      dealerQualifies: false,
      dealerQualifiesAfterBuy: true,
      switched: [1],
      insured: [3],
      bought: [1],
    });
  });
});

describe('refusal codes (codes.ts)', () => {
  it('every code the folder refuses with is listed in PS_RULE_CODES; the own ones say their HTTP status', async () => {
    const { readdirSync, readFileSync } = await import('node:fs');
    const { PS_OWN_CODE_STATUS, PS_RULE_CODES } = await import('./codes');
    const dir = 'lib/games/poker-switch';
    const used = readdirSync(dir)
      .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))
      .flatMap((f) => [
        ...readFileSync(`${dir}/${f}`, 'utf8').matchAll(
          /(?:psError|ruleError)\(\s*'(?:input|conflict|rule)',\s*'([A-Z_]+)'/g,
        ),
      ])
      .map((m) => m[1]!);
    expect(used.length).toBeGreaterThan(20);
    expect([...new Set(used)].filter((x) => !(PS_RULE_CODES as readonly string[]).includes(x))).toEqual([]);
    expect(PS_OWN_CODE_STATUS).toEqual({
      ALREADY_SWITCHED: 409,
      NOT_SWITCHED: 409,
      SWITCH_CLOSED: 409,
      INSURANCE_OUT_OF_RANGE: 422,
      ANTES_UNEQUAL: 422,
    });
  });
});
