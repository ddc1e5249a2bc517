/** The European Roulette `GameModule` (RULES.md §RL): the seam between the generic round service and the engine in this folder. */
import { z } from 'zod';
import { isRuleError, ruleError } from '@/lib/games/types';
import { cents, type CommonAction, type GameModule } from '@/lib/games/module';
import * as roulette from './index';
import { ROULETTE_RULE_CODES } from './codes';

const EVEN_MONEY = new Set<string>(roulette.EVEN_MONEY_BET_TYPES);

export const rouletteModule: GameModule<roulette.RouletteState, roulette.RouletteRules, CommonAction> = {
  game: 'ROULETTE',
  label: 'European Roulette',
  ruleCodes: ROULETTE_RULE_CODES,
  shoeDecks: null,
  defaultRules: { ...roulette.DEFAULT_ROULETTE_RULES },
  parseRules: (input) => roulette.parseRouletteRules(input),
  // Single zero, RULES.md §RL-1..§RL-3: every bet returns 36/37 of its stake, a house edge of 1/37 = 2.70%.
  theoreticalEdgePct: () => 2.7,
  defaultLimits: {
    bets: {
      STRAIGHT: cents(100, 10_000),
      SPLIT: cents(100, 20_000),
      STREET: cents(100, 30_000),
      TRIO: cents(100, 30_000),
      CORNER: cents(100, 40_000),
      FIRST_FOUR: cents(100, 40_000),
      SIX_LINE: cents(100, 60_000),
      DOZEN: cents(100, 250_000),
      COLUMN: cents(100, 250_000),
      EVEN_MONEY: cents(100, 500_000),
    },
    maxPayoutPerRound: 5_000_000,
  },
  initialState: () => roulette.initialState(),
  apply(state, action) {
    if (action.type === 'CARD')
      return ruleError('conflict', 'CARD_NOT_EXPECTED', 'Roulette takes the winning number, not cards.');
    if (action.type !== 'OUTCOME' && action.type !== 'NO_SPIN' && action.type !== 'UNDO')
      return ruleError('conflict', 'DECISION_NOT_EXPECTED', 'Roulette has no player decisions.');
    return roulette.apply(state, action);
  },
  next: (state) => roulette.next(state),
  isComplete: (state) => roulette.isComplete(state),
  view(state) {
    return {
      outcome: state.outcome,
      view: { color: state.outcome === null ? null : roulette.colorOf(state.outcome), noSpins: state.noSpins },
    };
  },
  result(state) {
    return state.outcome === null ? null : { number: state.outcome, color: roulette.colorOf(state.outcome) };
  },
  betSchema: z.object({ type: z.string().min(1).max(20), numbers: z.array(z.number().int()).max(18).nullish() }),
  validateBet(body) {
    const v = roulette.validateBet({
      type: String(body.type),
      numbers: (body.numbers as number[] | null | undefined) ?? null,
    });
    if (isRuleError(v)) return v;
    return { type: v.type, spec: { numbers: v.numbers } };
  },
  limitKey: (bet) => (EVEN_MONEY.has(bet.type) ? 'EVEN_MONEY' : bet.type),
  spotKey: (bet) => `${bet.type}:${((bet.spec.numbers as number[] | undefined) ?? []).join('-')}`,
  settleBet(bet, state, rules) {
    if (state.outcome === null) throw new Error('roulette round has no outcome');
    return roulette.settleBet(
      { type: bet.type as roulette.RouletteBetType, numbers: (bet.spec.numbers as number[]) ?? [], amount: bet.amount },
      state.outcome,
      rules,
    );
  },
};
