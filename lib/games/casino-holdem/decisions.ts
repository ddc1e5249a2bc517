/**
 * Casino Hold'em's player decisions as data (RULES.md §CHE-2, §C-7): during the call window each
 * player calls or folds for their own box (their own Ante), in any order. A CALL takes 2x the
 * player's Ante from the wallet as a `CALL` bet in the same transaction (INSUFFICIENT_BALANCE 422
 * refuses the decision); the player's Ante and AA Bonus bets get `{decision}` in their spec, so the
 * player's own bet list says what they chose. Pure: lib/rounds/make-decision.ts runs the plan.
 */
import { ruleError, type RuleError } from '../types';
import type { DecisionBet, DecisionInput, DecisionPlan, Decisions } from '../module';
import type { CasinoHoldemState } from './engine';
import type { CasinoHoldemRules } from './rules';
import { boxesByUser } from './settle';

/** Casino Hold'em's player decisions (§CHE-2). */
export const CHE_DECISION_ACTIONS = ['CALL', 'FOLD'] as const;

const openAntes = (bets: readonly DecisionBet[]) => bets.filter((b) => b.type === 'ANTE' && b.status === 'OPEN');

function decider(input: DecisionInput, mine: readonly DecisionBet[]): { seat: number } | RuleError {
  if (input.action !== 'CALL' && input.action !== 'FOLD')
    return ruleError(
      'input',
      'INVALID_ACTION',
      `Casino Hold'em decisions are CALL or FOLD, not ${String(input.action).slice(0, 20)}.`,
    );
  if (input.seat !== undefined && input.seat !== null)
    return ruleError(
      'input',
      'INVALID_SEAT',
      "Casino Hold'em has no seats: a decision is for your own Ante (leave seat out).",
    );
  if (openAntes(mine).length === 0)
    return ruleError(
      'rule',
      'NO_ANTE',
      'You have no Ante in this round: only players with an Ante call or fold (RULES.md §CHE-2).',
    );
  return { seat: 0 };
}

function plan(
  state: CasinoHoldemState,
  input: DecisionInput,
  ctx: { userId: string; seat: number; mine: readonly DecisionBet[]; open: readonly DecisionBet[] },
): DecisionPlan | RuleError {
  const { userId } = ctx;
  const box = boxesByUser(openAntes(ctx.open)).get(userId);
  if (box === undefined)
    return ruleError(
      'rule',
      'NO_ANTE',
      'You have no Ante in this round: only players with an Ante call or fold (RULES.md §CHE-2).',
    );
  const ante = openAntes(ctx.mine).reduce((sum, b) => sum + b.amount, 0);
  const known = state?.boxes?.find((b) => b.box === box);
  if (known && known.ante !== ante)
    return ruleError('conflict', 'INVALID_STATE', `box ${box} staked ${known.ante} at close, your Antes hold ${ante}`);
  const action = input.action as 'CALL' | 'FOLD';
  return {
    action: { type: 'DECISION', seat: box, action },
    payers: action === 'CALL' ? [userId] : [],
    stakes:
      action === 'CALL'
        ? [{ kind: 'new-bet', userId, type: 'CALL', spec: {}, amount: 2 * ante, memo: 'Call 2x Ante (§CHE-2)' }]
        : [],
    specs: ctx.mine
      .filter((b) => b.status === 'OPEN' && (b.type === 'ANTE' || b.type === 'AA_BONUS'))
      .map((b) => ({ betId: b.id, spec: { ...b.spec, decision: action } })),
    seatsChanged: false,
  };
}

export const cheDecisions: Decisions<CasinoHoldemState, CasinoHoldemRules> = {
  actions: CHE_DECISION_ACTIONS,
  decider,
  plan,
};
