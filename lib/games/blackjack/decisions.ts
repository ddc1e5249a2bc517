/**
 * Blackjack's player decisions as data (RULES.md §BJ-3, §BJ-4, §BJ-9, §C-7): who decides, the engine
 * action, and the stakes a decision takes. Pure: lib/rounds/make-decision.ts runs the plan.
 * - the seated player (MAIN bet on the seat) plays the hand acting: HIT, STAND, DOUBLE (the bet
 *   again as an extra stake), SPLIT (the same), or decides insurance (half the bet, a new INSURANCE bet);
 * - a Bet Behind bettor on the seat decides only their own insurance (§BJ-9);
 * - a DOUBLE or SPLIT is followed by the seat's Bet Behind bets with `followDoublesAndSplits` whose
 *   bettor has the matching stake (taken then, recorded in the bet's `followFunded`); the others
 *   play on as if not following (§BJ-9). A double on the second split hand concerns only bets that
 *   followed the split.
 */
import { ruleError, type RuleError } from '../types';
import type { DecisionBet, DecisionInput, DecisionPlan, DecisionStake, Decisions } from '../module';
import type { BlackjackRoundState } from './module';
import type { BlackjackRules } from './rules';

/** Blackjack's player decisions. */
export const BLACKJACK_DECISION_ACTIONS = ['HIT', 'STAND', 'DOUBLE', 'SPLIT', 'INSURANCE', 'NO_INSURANCE'] as const;

type FollowFunded = { split?: boolean; doubledHands?: number[] };

const seatOf = (b: Pick<DecisionBet, 'spec'>): number => Number((b.spec as { seat?: number }).seat);

/** The player's MAIN and Bet Behind bets of the round, in bet order. */
function ownBets(mine: readonly DecisionBet[]) {
  const own = mine.filter((b) => b.type === 'MAIN' || b.type === 'BET_BEHIND');
  return { own, main: own.find((b) => b.type === 'MAIN'), behinds: own.filter((b) => b.type === 'BET_BEHIND') };
}

function decider(input: DecisionInput, mine: readonly DecisionBet[]): { seat: number } | RuleError {
  if (!(BLACKJACK_DECISION_ACTIONS as readonly string[]).includes(input.action)) {
    return ruleError(
      'input',
      'INVALID_ACTION',
      `Blackjack has no ${input.action}: HIT, STAND, DOUBLE, SPLIT, INSURANCE or NO_INSURANCE.`,
    );
  }
  const { own, main, behinds } = ownBets(mine);
  const seat = input.seat ?? (main ? seatOf(main) : behinds.length === 1 ? seatOf(behinds[0]!) : null);
  if (seat === null) {
    if (behinds.length > 1) return ruleError('input', 'VALIDATION_ERROR', 'You back several seats: say which seat.');
    return ruleError('rule', 'NOT_YOUR_SEAT', 'You have no bet in this round.');
  }
  if (!own.some((b) => seatOf(b) === seat))
    return ruleError('rule', 'NOT_YOUR_SEAT', `You have no bet on seat ${seat} this round.`);
  return { seat };
}

/** The hand acting (1-based): the hand a DOUBLE or SPLIT applies to (the engine refuses any other). */
function handActing(state: BlackjackRoundState): number {
  return 'turnHand' in state && typeof state.turnHand === 'number' ? state.turnHand + 1 : 1;
}

function plan(
  state: BlackjackRoundState,
  input: DecisionInput,
  ctx: { userId: string; seat: number; mine: readonly DecisionBet[]; open: readonly DecisionBet[] },
): DecisionPlan | RuleError {
  const { userId, seat } = ctx;
  const { main, behinds } = ownBets(ctx.mine);
  const insurance = input.action === 'INSURANCE' || input.action === 'NO_INSURANCE';

  if (main && seatOf(main) === seat) {
    const stakes: DecisionStake[] = [];
    const payers: string[] = [];
    if (input.action === 'INSURANCE') {
      payers.push(userId);
      // §BJ-4: half the seat's bet.
      stakes.push({
        kind: 'new-bet',
        userId,
        type: 'INSURANCE',
        spec: { seat: seatOf(main), of: main.id, kind: 'seat' },
        amount: Math.floor(main.amount / 2),
        memo: `insurance seat ${seatOf(main)}`,
        tooSmall: 'The bet is too small to insure.',
      });
    } else if (input.action === 'DOUBLE' || input.action === 'SPLIT') {
      const hand = handActing(state);
      // §BJ-3: the bet again.
      stakes.push({
        kind: 'extra',
        betId: main.id,
        userId,
        amount: main.amount,
        memo: `${input.action} seat ${seat} hand ${hand}`,
      });
      const followers = ctx.open.filter((b) => b.type === 'BET_BEHIND' && seatOf(b) === seat);
      payers.push(userId, ...followers.map((b) => b.userId));
      for (const b of followers) {
        const spec = b.spec;
        if (spec.followDoublesAndSplits !== true) continue;
        const ff: FollowFunded = { ...((spec.followFunded as FollowFunded | undefined) ?? {}) };
        if (input.action === 'DOUBLE' && hand > 1 && ff.split !== true) continue;
        const after = (funded: boolean): FollowFunded =>
          input.action === 'SPLIT'
            ? { ...ff, split: funded }
            : { ...ff, doubledHands: [...(ff.doubledHands ?? []), ...(funded ? [hand] : [])] };
        stakes.push({
          kind: 'extra',
          betId: b.id,
          userId: b.userId,
          amount: b.amount,
          memo: `Bet Behind follows ${input.action} seat ${seat} hand ${hand}`,
          ifFunded: {
            unfunded: { type: 'FOLLOW_UNFUNDED', data: { betId: b.id, seat, action: input.action, hand } },
            spec: { funded: { ...spec, followFunded: after(true) }, unfunded: { ...spec, followFunded: after(false) } },
          },
        });
      }
    }
    const action = insurance
      ? { type: 'INSURANCE', seat, take: input.action === 'INSURANCE' }
      : { type: 'DECISION', seat, ...(input.hand ? { hand: input.hand } : {}), action: input.action };
    return { action, payers, stakes, seatsChanged: stakes.length > 0 };
  }

  const behind = behinds.find((b) => seatOf(b) === seat);
  if (!behind) return ruleError('rule', 'NOT_YOUR_SEAT', `You have no bet on seat ${seat} this round.`);
  if (!insurance)
    return ruleError(
      'rule',
      'NOT_YOUR_SEAT',
      `Seat ${seat}'s hand is played by its seated player; a Bet Behind follows it and decides only its own insurance (RULES.md §BJ-9).`,
    );
  const spec = behind.spec;
  if (typeof spec.insurance === 'boolean')
    return ruleError(
      'conflict',
      'INSURANCE_ALREADY_DECIDED',
      `You have already ${spec.insurance ? 'taken' : 'declined'} insurance on your Bet Behind on seat ${seat}.`,
    );
  const take = input.action === 'INSURANCE';
  // §BJ-9: the bettor's own insurance, an engine action (the insurance decisions wait for it until the timer).
  return {
    action: { type: 'BEHIND_INSURANCE', seat, id: behind.id, take },
    payers: [],
    stakes: take
      ? [
          {
            kind: 'new-bet',
            userId,
            type: 'INSURANCE',
            spec: { seat: seatOf(behind), of: behind.id, kind: 'behind' },
            amount: Math.floor(behind.amount / 2),
            memo: `insurance seat ${seatOf(behind)}`,
            tooSmall: 'The bet is too small to insure.',
          },
        ]
      : [],
    specs: [{ betId: behind.id, spec: { ...spec, insurance: take } }],
    publish: { by: 'BET_BEHIND', bet: undefined },
    seatsChanged: false,
  };
}

export const blackjackDecisions: Decisions<BlackjackRoundState, BlackjackRules> = {
  actions: BLACKJACK_DECISION_ACTIONS,
  decider,
  plan,
};
