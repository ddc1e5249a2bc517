/**
 * Voiding a round (RULES.md §C-4, §C-5) is a correction since issue #18 §1: every void is a Correction row, applied
 * at once where no second approver is needed, otherwise proposed (lib/corrections/commands.ts `voidRoundNow`); the
 * void itself (every stake refunded, a settlement reversed first, beyond a wallet the player's debt) is
 * lib/corrections/apply.ts `applyVoid`.
 */
export { voidRoundNow as voidRound } from '@/lib/corrections/commands';
