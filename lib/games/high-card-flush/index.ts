/**
 * High Card Flush, player-banked with a designated player (RULES.md §HCF, seed 002). Pure engine:
 * no I/O, no clock, no randomness. Money in integer cents (§C-3).
 *
 * - evaluate.ts: flushes and straight flushes (§HCF-2, §HCF-5), DP qualification (§HCF-4), raise cap (§HCF-3)
 * - rules.ts: per-table settings and paytables (§HCF-5, §HCF-6, §HCF-9)
 * - rotation.ts: the DP offer rotation, the button, deal and action order (§HCF-7, §HCF-8)
 * - engine.ts: the round state machine (`initialState`, `next`, `apply`, `result`)
 * - settle.ts: settlement against the DP's bank, dead hands and rake (§HCF-4..§HCF-6, §HCF-8, §HCF-9)
 * - odds.ts: exact flush-size distribution and DP qualification probability
 * - exact-returns.ts: exact returns of Ante + Raise and the bonus bets (scripts/rtp-high-card-flush.ts)
 */
export {
  bestFlush,
  compareFlush,
  compareStraightFlush,
  dpQualifies,
  DP_QUALIFIER,
  longestStraightFlush,
  maxRaiseMultiple,
  rankValue,
  type Flush,
  type StraightFlush,
} from './evaluate';
export {
  DEFAULT_HCF_RULES,
  HCF_SECONDS_MAX,
  HCF_SECONDS_MIN,
  parseHighCardFlushRules,
  type FlushBonusSize,
  type HighCardFlushRules,
  type RakeMode,
  type Ratio,
  type StraightFlushBonusLength,
} from './rules';
export {
  actionOrder,
  buttonSeat,
  dealOrder,
  nextDpOffer,
  type DpCandidate,
  type DpOffer,
  type HcfHandRef,
} from './rotation';
export {
  apply,
  checkState,
  HAND_SIZE,
  initialState,
  isComplete,
  MAX_PLAYER_HANDS,
  next,
  phaseOf,
  result,
  seatsInActionOrder,
  type HcfDecision,
  type HcfHandResult,
  type HcfPhase,
  type HcfPlayerHand,
  type HighCardFlushAction,
  type HighCardFlushNext,
  type HighCardFlushResult,
  type HighCardFlushState,
} from './engine';
export {
  coverHands,
  raiseStake,
  settleRound,
  type HcfBetSettlement,
  type HcfHandSettlement,
  type HcfSeatBets,
  type HcfSettlement,
} from './settle';
export { dpQualifyProbability, flushOdds, flushSizeProbabilities, SEVEN_CARD_HANDS, type FlushOdds } from './odds';
