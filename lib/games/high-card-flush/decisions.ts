/**
 * High Card Flush's player decisions as data (RULES.md §HCF-3, §C-7): a player folds or raises on
 * their own seat's hand, in action order (the engine refuses another seat's turn). A RAISE takes
 * `multiple` x Ante from the wallet as a `RAISE {seat, multiple}` bet in the same transaction
 * (INSUFFICIENT_BALANCE refuses the decision). Pure: lib/rounds/make-decision.ts runs the plan.
 */
import { ruleError, type RuleError } from '../types';
import type { DecisionBet, DecisionInput, DecisionPlan, Decisions } from '../module';

/** High Card Flush's player decisions (§HCF-3). */
export const HCF_DECISION_ACTIONS = ['FOLD', 'RAISE'] as const;

const seatOf = (b: Pick<DecisionBet, 'spec'>): number => Number((b.spec as { seat?: number }).seat);

const anteOf = (mine: readonly DecisionBet[]) => mine.find((b) => b.type === 'ANTE' && b.status === 'OPEN');

function decider(input: DecisionInput, mine: readonly DecisionBet[]): { seat: number } | RuleError {
  if (input.action !== 'FOLD' && input.action !== 'RAISE')
    return ruleError('input', 'INVALID_ACTION', `High Card Flush decisions are FOLD or RAISE, not ${input.action}.`);
  const ante = anteOf(mine);
  if (!ante) return ruleError('rule', 'NOT_YOUR_SEAT', 'You have no Ante in this round.');
  const seat = seatOf(ante);
  if (input.seat !== undefined && input.seat !== null && input.seat !== seat)
    return ruleError('rule', 'NOT_YOUR_SEAT', `Your hand is on seat ${seat}, not seat ${input.seat}.`);
  return { seat };
}

function plan(
  _state: unknown,
  input: DecisionInput,
  ctx: { userId: string; seat: number; mine: readonly DecisionBet[] },
): DecisionPlan {
  const { userId, seat } = ctx;
  const ante = anteOf(ctx.mine)!;
  const multiple = input.action === 'RAISE' ? (input.multiple ?? 1) : undefined;
  return {
    action: { type: 'DECISION', seat, action: input.action, ...(multiple ? { multiple } : {}) },
    payers: multiple ? [userId] : [],
    stakes: multiple
      ? [
          {
            kind: 'new-bet',
            userId,
            type: 'RAISE',
            spec: { seat, multiple },
            amount: ante.amount * multiple,
            memo: `Raise ${multiple}x seat ${seat}`,
          },
        ]
      : [],
    seatsChanged: Boolean(multiple),
  };
}

export const hcfDecisions: Decisions = { actions: HCF_DECISION_ACTIONS, decider, plan };
