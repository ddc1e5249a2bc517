/**
 * Poker Switch's player decisions as data (RULES.md §PS-3, §PS-4, §PS-6, §C-7). A decision names the
 * pair (`seat`) and, for a box's decision (BET, FOLD, INSURE, BUY, NO_BUY), the box within it (`hand`
 * 1 = the lower box, 2 = the upper; required: VALIDATION_ERROR 400 without it), each by the player
 * owning the pair's Antes:
 * - `SWITCH`: takes the fee, 2 Antes, as a `SWITCH_FEE {seat, boxes}` bet; `UNSWITCH` hands that
 *   bet back at once (a `return` stake: the bet CANCELLED, the fee refunded, §PS-3). A pending switch
 *   undone by the timer (§PS-10) keeps its OPEN fee row, refunded at settlement (settle.ts);
 * - `BET`: takes 2x Ante as a `BET {seat, box}` bet; `INSURE {amount}`: the Bet with insurance,
 *   both stakes (`BET` and `INSURANCE {seat, box}`) in the same transaction; `FOLD`: no stake;
 * - `BUY` / `NO_BUY`: no stake (a buy gives up the Ante as its fee, settled at the end); the Ante's
 *   spec records `buy`.
 * A refused stake (no balance) refuses the decision (INSUFFICIENT_BALANCE 422). Pure:
 * lib/rounds/make-decision.ts runs the plan.
 */
import { ruleError, type RuleError } from '../types';
import type { DecisionBet, DecisionInput, DecisionPlan, DecisionStake, Decisions } from '../module';
import { boxesOfPair, nextOf, type PokerSwitchState } from './engine';
import type { PokerSwitchRules } from './rules';

/** Poker Switch's player decisions. */
export const PS_DECISION_ACTIONS = ['SWITCH', 'UNSWITCH', 'BET', 'FOLD', 'INSURE', 'BUY', 'NO_BUY'] as const;

/** A decision as the API takes it (INSURE's `amount` in cents is the contract's `amount`). */
export type PsDecisionInput = DecisionInput;

/** The decisions a box takes (§PS-3 Bet/Fold, §PS-4 insurance, §PS-6 buy): each names its box (`hand`). */
const BOX_ACTIONS: ReadonlySet<string> = new Set(['BET', 'FOLD', 'INSURE', 'BUY', 'NO_BUY']);

const openAntes = (bets: readonly DecisionBet[]) => bets.filter((b) => b.type === 'ANTE' && b.status === 'OPEN');
const pairsOf = (bets: readonly DecisionBet[]) =>
  [...new Set(openAntes(bets).map((b) => Number(b.spec.seat)))].sort((a, b) => a - b);

function decider(input: DecisionInput, mine: readonly DecisionBet[]): { seat: number } | RuleError {
  if (!(PS_DECISION_ACTIONS as readonly string[]).includes(input.action))
    return ruleError(
      'input',
      'INVALID_ACTION',
      `Poker Switch decisions are ${PS_DECISION_ACTIONS.join(', ')}, not ${String(input.action).slice(0, 20)}.`,
    );
  // A box's decision names its box: "the box acting now" would let two requests sent at once decide the lower box
  // and then the upper one (§PS-3: per box, lower-numbered first), a Bet or Fold the player never asked for.
  if (BOX_ACTIONS.has(input.action) && input.hand !== 1 && input.hand !== 2)
    return ruleError(
      'input',
      'VALIDATION_ERROR',
      `hand: ${input.action} is a box's decision: name the box (hand 1 = the pair's lower box, 2 = the upper; RULES.md §PS-3).`,
    );
  const pairs = pairsOf(mine);
  if (pairs.length === 0)
    return ruleError('rule', 'NO_ANTE', 'You have no Ante in this round: only the players of a pair decide for it.');
  if (input.seat !== undefined && input.seat !== null) {
    if (!pairs.includes(input.seat))
      return ruleError('rule', 'NOT_YOUR_SEAT', `Pair ${input.seat} is not yours; your pairs: ${pairs.join(', ')}.`);
    return { seat: input.seat };
  }
  // One pair: it. Two: the plan picks the one the round awaits (0 = resolve from the state).
  return { seat: pairs.length === 1 ? pairs[0]! : 0 };
}

function plan(
  state: PokerSwitchState,
  input: PsDecisionInput,
  ctx: { userId: string; seat: number; mine: readonly DecisionBet[]; open: readonly DecisionBet[] },
  rules: PokerSwitchRules,
): DecisionPlan | RuleError {
  const { userId } = ctx;
  const pairs = pairsOf(ctx.mine);
  const n = nextOf(state, rules);
  let pair = ctx.seat;
  if (pair === 0) {
    const candidates =
      n.kind === 'decision'
        ? pairs.filter((p) => p === n.seat)
        : n.kind === 'buy'
          ? pairs.filter((p) => n.boxes.some((b) => b.seat === p))
          : [];
    if (candidates.length !== 1)
      return ruleError(
        'input',
        'INVALID_SEAT',
        `You play pairs ${pairs.join(' and ')}: name the pair this decision is for (seat).`,
      );
    pair = candidates[0]!;
  }
  const ante = state.pairs.find((p) => p.pair === pair)?.ante;
  if (ante === undefined) return ruleError('input', 'INVALID_SEAT', `Pair ${pair} does not play this round.`);
  const action = input.action;
  const hand = input.hand === undefined || input.hand === null ? undefined : input.hand;
  const buyOpen = n.kind === 'buy' ? n.boxes.filter((b) => b.seat === pair) : [];
  const box =
    n.kind === 'decision' && n.seat === pair
      ? n.box
      : hand === undefined && buyOpen.length === 1
        ? buyOpen[0]!.box
        : boxesOfPair(pair)[hand === 2 ? 1 : 0]!;
  const stakes: DecisionStake[] = [];
  const specs: { betId: string; spec: Record<string, unknown> }[] = [];
  const anteOf = (b: number) => openAntes(ctx.mine).find((x) => Number(x.spec.box) === b);
  if (action === 'SWITCH')
    stakes.push({
      kind: 'new-bet',
      userId,
      type: 'SWITCH_FEE',
      spec: { seat: pair, boxes: boxesOfPair(pair) },
      amount: 2 * ante,
      memo: `Switch fee pair ${pair}: 2 Antes (RULES.md §PS-3)`,
    });
  if (action === 'UNSWITCH') {
    const fee = ctx.mine
      .filter((b) => b.type === 'SWITCH_FEE' && b.status === 'OPEN' && Number(b.spec.seat) === pair && !b.spec.undone)
      .at(-1);
    if (fee)
      stakes.push({
        kind: 'return',
        betId: fee.id,
        userId,
        memo: `Switch back pair ${pair}: the ${fee.amount}-cent fee refunded (RULES.md §PS-3)`,
      });
  }
  if (action === 'BET' || action === 'INSURE')
    stakes.push({
      kind: 'new-bet',
      userId,
      type: 'BET',
      spec: { seat: pair, box },
      amount: 2 * ante,
      memo: `Bet box ${box}: 2x Ante (RULES.md §PS-3)`,
    });
  if (action === 'INSURE') {
    const amount = input.amount;
    if (typeof amount !== 'number' || !Number.isSafeInteger(amount) || amount < 1)
      return ruleError('input', 'INVALID_AMOUNT', 'INSURE needs an amount in cents.');
    stakes.push({
      kind: 'new-bet',
      userId,
      type: 'INSURANCE',
      spec: { seat: pair, box },
      amount,
      memo: `Insurance box ${box} (RULES.md §PS-4)`,
    });
  }
  if (action === 'FOLD' || action === 'BUY') {
    const a = anteOf(box);
    if (a)
      specs.push({ betId: a.id, spec: { ...a.spec, ...(action === 'FOLD' ? { decision: 'FOLD' } : { buy: true }) } });
  }
  return {
    action: {
      type: 'DECISION',
      seat: pair,
      ...(hand !== undefined ? { hand } : {}),
      action,
      ...(action === 'INSURE' ? { amount: input.amount as number } : {}),
    },
    payers: stakes.length ? [userId] : [],
    stakes,
    specs,
    seatsChanged: stakes.length > 0,
  };
}

export const psDecisions: Decisions<PokerSwitchState, PokerSwitchRules> = {
  actions: PS_DECISION_ACTIONS,
  decider,
  plan,
};
