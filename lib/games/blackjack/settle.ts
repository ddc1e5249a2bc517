/**
 * Blackjack settlement (RULES.md §BJ-4, §BJ-5, §BJ-7, §BJ-8, §BJ-9, §C-3). Pure; no I/O.
 *
 * Money: every amount is an integer number of cents; ratios are rounded down per hand (§C-3).
 * A settlement reports `stake` (everything the bet put at risk, extra stakes of doubles and splits
 * included), `payout` (winnings) and `refund` (the stake handed back); the player's net is
 * `payout + refund - stake`, and `status` is its sign (`WON` > 0, `PUSH` = 0, `LOST` < 0).
 *
 * Stakes per hand: the first hand carries the original bet; the second hand of a split carries
 * the split's extra stake; a double adds an extra stake equal to the bet. On a dealer blackjack
 * (§BJ-7, ENHC) every non-blackjack hand loses: with `enhcDealerBlackjackTakes: 'original'` only
 * the original bet is lost (the first hand's own stake), the extra stakes of doubles and of the
 * second split hand are returned; with `'all'` everything on those hands is lost. A bust hand
 * loses all its stakes at once whatever the dealer makes (§BJ-8).
 */
import { ratioPayout, type BetSettlement } from '../types';
import { seatOutcomes, type BlackjackHand, type BlackjackOutcome, type BlackjackState } from './engine';
import { handTotal, isAce, isBlackjack } from './hand';
import type { BlackjackRules } from './rules';

/** A settlement with the total stake it covers (cents). */
export interface BlackjackSettlement extends BetSettlement {
  /** Total stake of the bet, extra stakes of doubles and splits included. */
  stake: number;
}

/**
 * How much extra to take from the player's balance for a decision (RULES.md §BJ-3, §BJ-4):
 * `DOUBLE` and `SPLIT` cost the seat's bet again; `INSURANCE` costs half the bet, rounded down.
 * The same applies to a Bet Behind bet following a double or split (§BJ-9), with its own amount.
 * @param action the decision
 * @param seatAmount the bet's original stake in cents
 * @throws RangeError when `seatAmount` is not a non-negative safe integer
 */
export function extraStakeFor(action: 'DOUBLE' | 'SPLIT' | 'INSURANCE', seatAmount: number): number {
  checkAmount(seatAmount);
  return action === 'INSURANCE' ? Math.floor(seatAmount / 2) : seatAmount;
}

function checkAmount(amount: number): void {
  if (!Number.isSafeInteger(amount) || amount < 0)
    throw new RangeError(`stake must be a non-negative integer of cents, got ${String(amount)}`);
}

function settled(stake: number, payout: number, refund: number): BlackjackSettlement {
  const net = payout + refund - stake;
  return { status: net > 0 ? 'WON' : net < 0 ? 'LOST' : 'PUSH', stake, payout, refund };
}

/**
 * Settles a bet that follows a seat's hands.
 * @param followDouble whether the bet's stake doubles with a doubled hand
 * @param followSplit whether the bet also plays the second split hand (else: first hand only)
 */
function settleHands(
  hands: readonly BlackjackHand[],
  outcomes: readonly BlackjackOutcome[],
  dealerBlackjack: boolean,
  amount: number,
  followDouble: boolean | ((handIndex: number) => boolean),
  followSplit: boolean,
  takes: BlackjackRules['enhcDealerBlackjackTakes'],
): BlackjackSettlement {
  let stake = 0;
  let payout = 0;
  let refund = 0;
  for (let i = 0; i < hands.length; i++) {
    if (i > 0 && !followSplit) break; // §BJ-9 off: stays on the first split hand
    const h = hands[i]!;
    const follows = typeof followDouble === 'function' ? followDouble(i) : followDouble;
    const handStake = h.doubled && follows ? 2 * amount : amount;
    stake += handStake;
    switch (outcomes[i]!) {
      case 'BLACKJACK': // §BJ-5: 3:2 (a blackjack is never doubled or split)
        payout += ratioPayout(amount, 3, 2);
        refund += handStake;
        break;
      case 'WIN': // §BJ-8: 1:1
        payout += handStake;
        refund += handStake;
        break;
      case 'PUSH':
        refund += handStake;
        break;
      case 'LOSE': {
        const bust = handTotal(h.cards) > 21;
        if (!bust && dealerBlackjack && takes === 'original') {
          // §BJ-7 'original': only the original bet (the first hand's own stake) is lost.
          refund += i === 0 ? handStake - amount : handStake;
        }
        break;
      }
    }
  }
  return settled(stake, payout, refund);
}

/**
 * Settles a seat's MAIN bet over all its hands (RULES.md §BJ-3, §BJ-5, §BJ-7, §BJ-8): doubles
 * and splits add stakes equal to `amount`; blackjack pays 3:2, a win 1:1; see the module note for
 * the dealer blackjack (§BJ-7).
 * @param seat seat number 1..7
 * @param amount the MAIN bet in cents
 * @param state a complete round
 * @param rules the table's rules (default: the rules the round was dealt with)
 * @returns `{ status, stake, payout, refund }`; `status` is the sign of the seat's overall net
 * @throws RangeError when the round is not complete, the seat did not play or `amount` is not cents
 */
export function settleMain(
  seat: number,
  amount: number,
  state: BlackjackState,
  rules: Readonly<BlackjackRules> = state.rules,
): BlackjackSettlement {
  checkAmount(amount);
  const { hands, outcomes, dealerBlackjack } = seatOutcomes(state, seat);
  return settleHands(hands, outcomes, dealerBlackjack, amount, true, true, rules.enhcDealerBlackjackTakes);
}

/** A Bet Behind bet (RULES.md §BJ-9). */
export interface BetBehindBet {
  /** The seat it follows, 1..7. */
  seat: number;
  /** Its stake in cents. */
  amount: number;
  /** Follow the seat's doubles and splits with matching extra stakes (default off). */
  followDoublesAndSplits?: boolean;
  /**
   * Whether the matching extra stake was actually taken from the bettor's balance: `doubled` for
   * the seat's doubles (one answer for every double of the round), `split` for its split. Only
   * `true` counts; absent or false means the bet behaves as if it did not follow.
   * `doubledHands` (1-based hand numbers) says it per hand instead, for a round where the bettor's
   * balance covered one split hand's double but not the other's; it wins over `doubled`.
   */
  followFunded?: { doubled?: boolean; split?: boolean; doubledHands?: number[] };
}

/**
 * Settles a Bet Behind bet with the seat's hand (RULES.md §BJ-9): it wins, loses or pushes with
 * it, blackjack pays 3:2.
 * - not following (`followDoublesAndSplits` off, or the extra stake was not funded): on a double
 *   it keeps its stake and settles with the doubled hand; on a split it stays on the first hand;
 * - following and funded: the same extra stakes as the seat, settled like the MAIN bet.
 * The dealer blackjack rule (§BJ-7) applies as for the MAIN bet.
 * @throws RangeError when the round is not complete, the seat did not play or `amount` is not cents
 */
export function settleBetBehind(
  bet: BetBehindBet,
  state: BlackjackState,
  rules: Readonly<BlackjackRules> = state.rules,
): BlackjackSettlement {
  checkAmount(bet.amount);
  const { hands, outcomes, dealerBlackjack } = seatOutcomes(state, bet.seat);
  const follow = bet.followDoublesAndSplits === true;
  const perHand = bet.followFunded?.doubledHands;
  const followDouble: boolean | ((i: number) => boolean) = !follow
    ? false
    : Array.isArray(perHand)
      ? (i: number) => perHand.includes(i + 1)
      : bet.followFunded?.doubled === true;
  const followSplit = follow && bet.followFunded?.split === true;
  return settleHands(
    hands,
    outcomes,
    dealerBlackjack,
    bet.amount,
    followDouble,
    followSplit,
    rules.enhcDealerBlackjackTakes,
  );
}

/**
 * Settles an insurance bet, a seated player's or a Bet Behind bettor's (RULES.md §BJ-4): pays 2:1
 * if the dealer makes blackjack (the up card ace and the second card ten-value), lost otherwise.
 * @param amount the insurance stake in cents (half the covered bet, validated when it is taken)
 * @param state a round whose dealer has at least two cards (the engine deals the second card
 *   whenever an insurance it knows of needs it: seated insurance, or `BEHIND_INSURANCE`)
 * @throws RangeError when the up card is not an ace (no insurance was offered), the dealer's
 *   second card is not dealt, or `amount` is not cents
 */
export function settleInsurance(amount: number, state: BlackjackState): BlackjackSettlement {
  checkAmount(amount);
  const up = state.dealer[0];
  if (!up || !isAce(up))
    throw new RangeError("insurance is offered only when the dealer's up card is an ace (RULES.md §BJ-4)");
  if (state.dealer.length < 2)
    throw new RangeError("the dealer's second card is not dealt yet: insurance cannot be settled");
  if (isBlackjack(state.dealer.slice(0, 2)))
    return { status: 'WON', stake: amount, payout: ratioPayout(amount, 2, 1), refund: amount };
  return { status: 'LOST', stake: amount, payout: 0, refund: 0 };
}
