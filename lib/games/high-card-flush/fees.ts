/**
 * The rake a High Card Flush table holds (RULES.md §HCF-9), by its rules: pure, without the module's schemas
 * (zod), so the player view can show the fee without downloading the engine (issue #16 §5).
 */
import type { HighCardFlushRules } from './rules';

/** The rake held with an Ante (§HCF-9): charged to every live player hand unless the mode is `DP_ONLY`. */
export function anteFee(rules: HighCardFlushRules): number {
  return rules.rakeMode === 'DP_ONLY' ? 0 : rules.rakeAmount;
}

/** The rake held with the DP's bank (§HCF-9): charged to the DP unless the mode is `ALL_BUT_DP`. */
export function bankFee(rules: HighCardFlushRules): number {
  return rules.rakeMode === 'ALL_BUT_DP' ? 0 : rules.rakeAmount;
}
