import { describe, expect, it } from 'vitest';
import { decodeCommonAction, type DecisionBet, type GameBet, type RoundAction } from '../module';
import { isRuleError, ruleError, type GameEvent } from '../types';
import { fromRuleError } from '@/lib/errors';
import { gameModule } from '../registry';
import { casinoHoldemModule as m } from './module';
import type { CasinoHoldemState, CheRoundAction } from './engine';
import type { CheResultView, CheView } from './view';

const rules = m.defaultRules;

describe('[CASINO_HOLDEM] the module in the registry', () => {
  it('[CASINO_HOLDEM] registered, not seated, no shoe, 20 s to decide, limits per bet type', () => {
    expect(gameModule('CASINO_HOLDEM')).toBe(m);
    expect(m.seatCount).toBeUndefined();
    expect(m.shoeDecks).toBeNull();
    expect(rules).toEqual({ decisionSeconds: 20 });
    expect(m.defaultLimits).toEqual({
      bets: { ANTE: { min: 500, max: 50_000 }, AA_BONUS: { min: 100, max: 10_000 } },
      maxPayoutPerRound: 5_000_000,
    });
    expect(m.betRequires).toEqual({ AA_BONUS: 'ANTE' });
  });

  it('[CASINO_HOLDEM] its own codes answer 409 (the window, a second decision, a decided flop) and 403 (no Ante)', () => {
    expect(m.ruleCodes).toEqual(
      expect.arrayContaining(['CALL_WINDOW_OPEN', 'ALREADY_DECIDED', 'DECISIONS_MADE', 'NO_ANTE']),
    );
    expect(fromRuleError(ruleError('conflict', 'CALL_WINDOW_OPEN', 'x')).status).toBe(409);
    expect(fromRuleError(ruleError('conflict', 'ALREADY_DECIDED', 'x')).status).toBe(409);
    expect(fromRuleError(ruleError('conflict', 'DECISIONS_MADE', 'x')).status).toBe(409);
    expect(fromRuleError(ruleError('rule', 'NO_ANTE', 'x')).status).toBe(403);
  });
});

describe('[CASINO_HOLDEM] bets (RULES.md §CHE-2)', () => {
  it('[CASINO_HOLDEM] ANTE {} and AA_BONUS {} through the bets endpoint; CALL and others are refused', () => {
    expect(m.validateBet({ type: 'ANTE' }, rules)).toEqual({ type: 'ANTE', spec: {} });
    expect(m.validateBet({ type: 'AA_BONUS', seat: 3 }, rules)).toEqual({ type: 'AA_BONUS', spec: {} });
    expect(m.validateBet({ type: 'CALL' }, rules)).toMatchObject({ kind: 'input', code: 'INVALID_BET_TYPE' });
    expect(m.validateBet({ type: 'PLAYER' }, rules)).toMatchObject({ code: 'INVALID_BET_TYPE' });
    expect(m.betSchema.safeParse({ type: 'ANTE' }).success).toBe(true);
    expect(m.betSchema.safeParse({ type: 'CALL' }).success).toBe(false);
    expect(m.limitKey({ type: 'AA_BONUS', spec: {} })).toBe('AA_BONUS');
    expect(m.spotKey({ type: 'ANTE', spec: {} })).toBe('ANTE');
  });

  it('[CASINO_HOLDEM] at close an AA Bonus without its player’s Ante is returned; everything else plays', () => {
    const all: GameBet[] = [
      { id: '1', userId: 'amy', type: 'ANTE', spec: {}, amount: 500 },
      { id: '2', userId: 'amy', type: 'AA_BONUS', spec: {}, amount: 100 },
      { id: '3', userId: 'bob', type: 'AA_BONUS', spec: {}, amount: 100 },
    ];
    expect(m.returnedAtClose!(all[0]!, all)).toBeNull();
    expect(m.returnedAtClose!(all[1]!, all)).toBeNull();
    expect(m.returnedAtClose!(all[2]!, all)).toMatch(/AA Bonus without an Ante.*§CHE-2/);
  });

  it('[CASINO_HOLDEM] beginPlay: one box per Ante holder, numbered by user id ascending, stakes summed, no ids', () => {
    const bets: GameBet[] = [
      { id: 'b1', userId: 'zed', type: 'ANTE', spec: {}, amount: 500 },
      { id: 'b2', userId: 'amy', type: 'ANTE', spec: {}, amount: 1000 },
      { id: 'b3', userId: 'zed', type: 'AA_BONUS', spec: {}, amount: 100 },
      { id: 'b4', userId: 'zed', type: 'ANTE', spec: {}, amount: 700 },
      { id: 'b5', userId: 'max', type: 'ANTE', spec: {}, amount: 2000 },
      { id: 'b6', userId: 'zed', type: 'AA_BONUS', spec: {}, amount: 50 },
    ];
    const action = m.beginPlay!(bets, rules);
    expect(action).toEqual({
      type: 'PLAYERS',
      boxes: [
        { box: 1, ante: 1000, aaBonus: 0 }, // amy
        { box: 2, ante: 2000, aaBonus: 0 }, // max
        { box: 3, ante: 1200, aaBonus: 150 }, // zed
      ],
    });
    expect(JSON.stringify(action)).not.toMatch(/amy|max|zed|b\d/);
    expect(m.beginPlay!([], rules)).toEqual({ type: 'PLAYERS', boxes: [] });
  });
});

describe('[CASINO_HOLDEM] the decision timer (RULES.md §C-7)', () => {
  it('[CASINO_HOLDEM] starts when the window opens, runs on through the window, stops when it closes', () => {
    const calls = { kind: 'calls', players: 2, called: 0, folded: 0, deciding: 2 };
    const card = { kind: 'card', to: 'flop', position: 3 };
    const r = { decisionSeconds: 30 };
    expect(m.decisionTimer!(r, calls, card)).toEqual({ seconds: 30, sameWindow: false });
    expect(m.decisionTimer!(r, { ...calls, called: 1, deciding: 1 }, calls)).toEqual({ seconds: 30, sameWindow: true });
    expect(m.decisionTimer!(r, { kind: 'card', to: 'turn', position: 1 }, calls)).toBeNull();
    expect(m.decisionTimer!(r, { kind: 'confirm' }, calls)).toBeNull();
  });
});

/** A round log as the service writes it: each action's first event as is, what it caused `caused: true`. */
type LogEvent = { type: string; data: Record<string, unknown> };

function run(actions: CheRoundAction[]): { state: CasinoHoldemState; log: LogEvent[] } {
  let state = m.initialState(rules);
  const log: LogEvent[] = [{ type: 'OPENED', data: {} }];
  for (const a of actions) {
    if (a.type === 'PLAYERS') log.push({ type: 'CLOSED', data: { by: 'DEALER' } });
    const r = m.apply(state, a, rules);
    if (isRuleError(r)) throw new Error(`${r.code}: ${r.message}`);
    state = r.state;
    r.events.forEach((e: GameEvent, i) =>
      log.push(JSON.parse(JSON.stringify({ type: e.type, data: i === 0 ? e.data : { ...e.data, caused: true } }))),
    );
  }
  log.push({ type: 'SETTLED', data: { bets: 7 } });
  return { state, log };
}

/** lib/rounds/replay-round.ts's fold: only actions, decoded by the common decoder or the module's. */
function replay(log: LogEvent[]): CasinoHoldemState {
  let state = m.initialState(rules);
  for (const e of log) {
    if (e.data.caused === true) continue;
    const action = (decodeCommonAction(e.type, e.data) ?? m.decodeAction!(e.type, e.data)) as RoundAction | null;
    if (!action) continue;
    const r = m.apply(state, action as CheRoundAction, rules);
    if (isRuleError(r)) throw new Error(`${e.type} does not replay: ${r.message}`);
    state = r.state;
  }
  return state;
}

describe('[CASINO_HOLDEM] replay: the fold of the logged actions gives the same state', () => {
  it('[CASINO_HOLDEM] boxes, cards, an undo, decisions from the plan, a timeout, turn and river', () => {
    const bets: GameBet[] = [
      { id: 'x', userId: 'u1', type: 'ANTE', spec: {}, amount: 1000 },
      { id: 'y', userId: 'u2', type: 'ANTE', spec: {}, amount: 500 },
      { id: 'z', userId: 'u3', type: 'ANTE', spec: {}, amount: 800 },
      { id: 'w', userId: 'u3', type: 'AA_BONUS', spec: {}, amount: 200 },
    ];
    const open: DecisionBet[] = bets.map((b) => ({ ...b, userId: b.userId!, id: b.id!, status: 'OPEN' }));
    const actions: CheRoundAction[] = [m.beginPlay!(bets, rules)];
    for (const card of ['AS', '7C', 'KD', '2H', 'QH', '9S', '5D'] as const) actions.push({ type: 'CARD', card });
    actions.push({ type: 'UNDO' }, { type: 'CARD', card: '4D' });
    const { state: flopped } = run(actions);
    const plan = m.decisions!.plan(
      flopped,
      { action: 'CALL' },
      { userId: 'u3', seat: 0, mine: open.filter((b) => b.userId === 'u3'), open },
      rules,
    );
    if (isRuleError(plan)) throw new Error(plan.message);
    actions.push(plan.action as CheRoundAction, { type: 'TIMEOUT' });
    actions.push({ type: 'CARD', card: 'JH' }, { type: 'CARD', card: '3C' });
    const { state, log } = run(actions);
    expect(m.isComplete(state, rules)).toBe(true);
    expect(state.board).toEqual(['QH', '9S', '4D', 'JH', '3C']);
    expect(state.boxes.map((b) => [b.decision, b.timeout])).toEqual([
      ['FOLD', true],
      ['FOLD', true],
      ['CALL', false],
    ]);
    expect(replay(log)).toEqual(JSON.parse(JSON.stringify(state)));
    // the decoder reads exactly the module's own actions
    expect(m.decodeAction!('PLAYERS', { boxes: [{ box: 1, ante: 500, aaBonus: 0 }] })).toEqual({
      type: 'PLAYERS',
      boxes: [{ box: 1, ante: 500, aaBonus: 0 }],
    });
    expect(m.decodeAction!('DECISION', { seat: 2, box: 2, action: 'FOLD', timeout: false })).toEqual({
      type: 'DECISION',
      seat: 2,
      action: 'FOLD',
    });
    expect(m.decodeAction!('CLOSED', { by: 'DEALER' })).toBeNull();
    expect(m.decodeAction!('SEATS', { seats: [1] })).toBeNull();
  });
});

describe('[CASINO_HOLDEM] view, result and settleAll through the module', () => {
  it('[CASINO_HOLDEM] the view names the forming hand, the AA Bonus, the window and the boxes (view.ts)', () => {
    const { state } = run([
      { type: 'PLAYERS', boxes: [{ box: 1, ante: 1000, aaBonus: 200 }] },
      { type: 'CARD', card: 'AS' },
      { type: 'CARD', card: '7C' },
      { type: 'CARD', card: 'AD' },
    ]);
    const v = m.view(state, rules);
    expect(v.cards).toEqual({ player: ['AS', 'AD'], dealer: ['7C'], board: [] });
    const view = v.view as unknown as CheView;
    expect(view).toMatchObject({
      phase: 'DEAL',
      dealerDealt: 1,
      dealerHidden: false,
      playerHand: { category: 'PAIR', cards: ['AS', 'AD'] },
      dealerHand: null,
      aaBonus: null,
      dealerQualifies: null,
      winner: null,
      boxes: [{ box: 1, ante: 1000, aaBonus: 200, decision: null, timeout: false }],
      window: { open: false, closed: false, players: 1, called: 0, folded: 0, deciding: 1, timedOut: 0 },
    });
    expect(m.result(state, rules)).toBeNull();
    const { state: flop } = run([
      { type: 'PLAYERS', boxes: [{ box: 1, ante: 1000, aaBonus: 200 }] },
      ...(['AS', '7C', 'AD', '2H', 'AH', '9S', '5D'] as const).map((card) => ({ type: 'CARD' as const, card })),
    ]);
    const fv = m.view(flop, rules).view as unknown as CheView;
    expect(fv.phase).toBe('CALLS');
    expect(fv.playerHand!.category).toBe('THREE_OF_A_KIND');
    expect(fv.aaBonus).toMatchObject({ category: 'THREE_OF_A_KIND', multiple: 7, wins: true });
    expect(fv.window).toMatchObject({ open: true, closed: false, deciding: 1 });
  });

  it('[CASINO_HOLDEM] settleAll: house-banked, every bet by its player’s box, the summary for SETTLED', () => {
    // Player AS AD, dealer QH QC, board KC 8H 3D 5S 9C (see settle.test.ts): amy (box 1) calls, bob folds.
    const { state } = run([
      {
        type: 'PLAYERS',
        boxes: [
          { box: 1, ante: 1000, aaBonus: 500 },
          { box: 2, ante: 600, aaBonus: 0 },
        ],
      },
      ...(['AS', 'QH', 'AD', 'QC', 'KC', '8H', '3D'] as const).map((card) => ({ type: 'CARD' as const, card })),
      { type: 'DECISION', seat: 1, action: 'CALL' },
      { type: 'DECISION', seat: 2, action: 'FOLD' },
      { type: 'CARD', card: '5S' },
      { type: 'CARD', card: '9C' },
    ]);
    const out = m.settleAll!(
      [
        { id: 'b', userId: 'bob', type: 'ANTE', spec: {}, amount: 600, fee: 0 },
        { id: 'a', userId: 'amy', type: 'ANTE', spec: {}, amount: 1000, fee: 0 },
        { id: 'aa', userId: 'amy', type: 'AA_BONUS', spec: {}, amount: 500, fee: 0 },
        { id: 'c', userId: 'amy', type: 'CALL', spec: {}, amount: 2000, fee: 0 },
      ],
      state,
      rules,
    );
    expect(out.houseBanked).toBe(true);
    expect(out.bets).toEqual([
      { id: 'b', status: 'LOST', payout: 0, refund: 0, cut: 0, rake: 0 },
      { id: 'a', status: 'WON', payout: 1000, refund: 1000, cut: 0, rake: 0 },
      { id: 'aa', status: 'WON', payout: 3500, refund: 500, cut: 0, rake: 0 },
      { id: 'c', status: 'WON', payout: 2000, refund: 2000, cut: 0, rake: 0 },
    ]);
    expect(out.summary).toEqual({
      players: 2,
      called: 1,
      folded: 1,
      timedOut: 0,
      dealerQualifies: true,
      winner: 'PLAYER',
    });
    const result = m.result(state, rules) as unknown as CheResultView;
    expect(result).toMatchObject({
      player: ['AS', 'AD'],
      dealer: ['QH', 'QC'],
      board: ['KC', '8H', '3D', '5S', '9C'],
      dealerQualifies: true,
      winner: 'PLAYER',
      anteMultiple: 1,
      players: 2,
      called: 1,
      folded: 1,
      timedOut: 0,
      noAction: false,
      allFolded: false,
    });
    expect(() => m.settleBet({ type: 'ANTE', spec: {}, amount: 1 }, state, rules)).toThrow(/whole round/);
  });
});
