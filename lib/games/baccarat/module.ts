/** The Baccarat `GameModule` (RULES.md §BAC): the seam between the generic round service and the engine in this folder. */
import { z } from 'zod';
import { ruleError } from '@/lib/games/types';
import { cents, type CommonAction, type GameModule } from '@/lib/games/module';
import * as baccarat from './index';
import { BACCARAT_RULE_CODES } from './codes';

/**
 * The coup's result, built once per state object: settlement calls `settleBet` once per bet with the same
 * state (10,000 bets, one result). States are never changed in place (`apply` returns a new one), so a
 * result kept for a state object stays right; the WeakMap lets it go with the state.
 */
const results = new WeakMap<baccarat.BaccaratState, baccarat.BaccaratResult | null>();
function resultOf(state: baccarat.BaccaratState): baccarat.BaccaratResult | null {
  if (results.has(state)) return results.get(state)!;
  const r = baccarat.result(state);
  results.set(state, r);
  return r;
}

export const baccaratModule: GameModule<baccarat.BaccaratState, baccarat.BaccaratRules, CommonAction> = {
  game: 'BACCARAT',
  label: 'Baccarat',
  ruleCodes: BACCARAT_RULE_CODES,
  shoeDecks: 8,
  defaultRules: { ...baccarat.DEFAULT_BACCARAT_RULES },
  // The Banker bet's house edge, RULES.md §BAC-5: 1.058% with the 5% commission, 1.458% without commission; other
  // commissions have no published figure here.
  theoreticalEdgePct: (rules) =>
    rules.bankerMode === 'NO_COMMISSION' ? 1.458 : rules.bankerCommissionPct === 5 ? 1.058 : null,
  parseRules(input) {
    try {
      return baccarat.parseBaccaratRules(input);
    } catch (e) {
      return ruleError('input', 'VALIDATION_ERROR', `rules: ${(e as Error).message}`);
    }
  },
  defaultLimits: {
    bets: { PLAYER: cents(100, 500_000), BANKER: cents(100, 500_000), TIE: cents(100, 50_000) },
    maxPayoutPerRound: 5_000_000,
  },
  initialState: () => baccarat.initialState(),
  apply(state, action) {
    if (action.type === 'CARD' || action.type === 'UNDO') return baccarat.apply(state, action);
    return ruleError('conflict', 'OUTCOME_NOT_EXPECTED', 'Baccarat takes cards, not a number.');
  },
  next: (state) => baccarat.next(state),
  isComplete: (state) => baccarat.isComplete(state),
  view(state) {
    return {
      cards: { player: [...state.player], banker: [...state.banker] },
      view: {
        playerTotal: state.player.length ? baccarat.handTotal(state.player) : null,
        bankerTotal: state.banker.length ? baccarat.handTotal(state.banker) : null,
      },
    };
  },
  result: (state) => baccarat.result(state),
  betSchema: z.object({ type: z.enum(baccarat.BACCARAT_BET_TYPES) }),
  validateBet(body) {
    if (!baccarat.isBaccaratBetType(body.type))
      return ruleError('input', 'INVALID_BET_TYPE', 'type must be PLAYER, BANKER or TIE');
    return { type: body.type, spec: {} };
  },
  limitKey: (bet) => bet.type,
  spotKey: (bet) => bet.type,
  settleBet(bet, state, rules) {
    const r = resultOf(state);
    if (!r) throw new Error('baccarat round is not complete');
    return baccarat.settleBet({ type: bet.type as baccarat.BaccaratBetType, amount: bet.amount }, r, rules);
  },
};
