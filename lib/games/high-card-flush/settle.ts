/**
 * High Card Flush settlement (RULES.md §HCF-3..§HCF-6, §HCF-8, §HCF-9, §C-3). Pure; no I/O.
 *
 * Money: every amount is an integer number of cents; ratios are rounded down per bet (§C-3).
 * Per bet, `payout` is the winnings actually paid, `refund` the stake handed back, `cut` the part
 * of the winnings the DP's bank could not pay (§HCF-8). A bet's net is `payout + refund - stake`.
 */
import { ratioPayout, type BetSettlement } from '../types';
import { result, type HighCardFlushState } from './engine';
import type { HighCardFlushRules } from './rules';

/** A seat's bets in cents. `raise` is optional: it follows from the decision (`multiple` x `ante`); when given it must match. */
export interface HcfSeatBets {
  ante: number;
  raise?: number;
  flushBonus?: number;
  straightFlushBonus?: number;
}

/** How one bet settles: a `BetSettlement` that may also be `DEAD` (no action: stake returned), with its stake and cut. */
export interface HcfBetSettlement extends Omit<BetSettlement, 'status'> {
  status: BetSettlement['status'] | 'DEAD';
  stake: number;
  /** Winnings owed by the rules but not paid because the DP's bank ran out (§HCF-8); 0 otherwise. */
  cut: number;
}

/** How one player hand settles. `raise`, `flushBonus`, `straightFlushBonus` are null when not bet. */
export interface HcfHandSettlement {
  seat: number;
  /** `PLAYED`: raised and compared; `FOLDED`: folded (or timed out); `DEAD`: the bank could not cover it. */
  outcome: 'PLAYED' | 'FOLDED' | 'DEAD';
  ante: HcfBetSettlement;
  raise: HcfBetSettlement | null;
  flushBonus: HcfBetSettlement | null;
  straightFlushBonus: HcfBetSettlement | null;
  /** Total stake of the hand (Ante + Raise + bonuses). */
  stake: number;
  /** House rake charged to this hand's player (§HCF-9). */
  rake: number;
  /** The player's net for the round: Σ(payout + refund - stake) - rake. */
  net: number;
}

/** The settlement of a round. */
export interface HcfSettlement {
  dpSeat: number | null;
  /** §HCF-4; null when every player folded and the DP's hand was not dealt. */
  dpQualifies: boolean | null;
  /** Player hands in action order (the order they were covered and paid). */
  hands: HcfHandSettlement[];
  /**
   * The bank: `start` (the DP's bank, null for the house's unlimited one), `collected` (losing
   * stakes taken in), `paid` (winnings paid out), `end` (`start + collected - paid`, null for the house).
   */
  bank: { start: number | null; collected: number; paid: number; end: number | null };
  /** House rake charged to the DP (§HCF-9); 0 with a house bank. */
  dpRake: number;
  /** The DP's net (`collected - paid - dpRake`); with a house bank, the house's gaming result. */
  dpNet: number;
  /** Total rake to the house. Σ hands[].net + dpNet + houseRake = 0. */
  houseRake: number;
}

function checkCents(x: unknown, what: string, positive = false): number {
  if (typeof x !== 'number' || !Number.isSafeInteger(x) || x < (positive ? 1 : 0)) {
    throw new RangeError(
      `${what} must be a ${positive ? 'positive' : 'non-negative'} integer of cents, got ${String(x)}`,
    );
  }
  return x;
}

/**
 * The Raise stake of a decision (RULES.md §HCF-3): `multiple` x Ante, 0 on a fold. The round service
 * takes it from the player's balance when the decision is accepted.
 */
export function raiseStake(ante: number, decision: { multiple: number }): number {
  return checkCents(ante, 'ante', true) * decision.multiple;
}

/**
 * Which hands the DP's bank covers (RULES.md §HCF-8): hands are taken in action order; a hand whose
 * total stake is more than the bank not yet committed is dead (it commits nothing, and a later,
 * smaller hand may still fit); a covered hand commits its total stake. Folded hands count too:
 * their Ante and bonus bets were in action and need cover like any other.
 * @param hands `{ seat, stake }` in action order, stake = the hand's total stake in cents
 * @param bank the DP's bank in cents, or null for the house's unlimited bank (nothing is dead)
 * @returns per hand, in the same order, whether it is dead and the uncommitted bank it met (null for the house)
 */
export function coverHands(
  hands: readonly { seat: number; stake: number }[],
  bank: number | null,
): { seat: number; dead: boolean; uncommitted: number | null }[] {
  let left = bank;
  return hands.map(({ seat, stake }) => {
    if (left === null) return { seat, dead: false, uncommitted: null };
    const uncommitted = left;
    const dead = stake > left;
    if (!dead) left -= stake;
    return { seat, dead, uncommitted };
  });
}

type Verdict = { status: 'WON' | 'LOST' | 'PUSH'; stake: number; owed: number };

/**
 * Settles a complete round.
 *
 * Per hand (RULES.md §HCF-3..§HCF-6), judged against the DP's (house: the dealer's) hand:
 * - folded (or timed out): Ante and bonus bets lose;
 * - Ante and Raise (§HCF-4): the DP does not qualify → Ante wins 1:1, Raise pushes; the DP
 *   qualifies → the better flush (§HCF-2) wins both at 1:1, a tie pushes both;
 * - Flush bonus (§HCF-6): with a flush of four or more, wins at `rules.flushBonus[size]` if the
 *   player's flush beats the DP's, pushes if equal, loses if worse. **Decision:** with fewer than
 *   four flush cards the bet loses (seed 002 Appendix B lists "3 — prohra", a loss; the bet is a
 *   wager that the hand reaches a four-card flush). Judged against the DP's hand whether or not the
 *   DP qualifies (seed "Hra" 4: the non-qualifying hand stays in view for the bonus comparison).
 * - Straight Flush bonus (§HCF-5): the same with the longest straight flush, at
 *   `rules.straightFlushBonus[length]`; with a run shorter than three the bet loses.
 *
 * The DP's bank (§HCF-8; unlimited with a house bank): hands are covered in action order
 * (`coverHands`); a dead hand gets every stake back (status `DEAD`) and pays no rake. Then the
 * losing stakes are collected into the bank, then winners are paid in action order (per hand:
 * Ante, Raise, Flush bonus, Straight Flush bonus); a bet the bank can no longer pay in full gets
 * what is left (`cut` records the rest) and later winners only their stakes back.
 *
 * Rake (§HCF-9), **Decision**: a fee of `rules.rakeAmount` per hand, charged on top of the bets to
 * the hand's owner from their balance (not taken out of stakes, winnings or the bank), whatever
 * the hand's result; the round service holds it with the Ante and releases it for a dead hand.
 * Who pays: `ALL` every live (not dead) player hand, folded ones included, and the DP;
 * `ALL_BUT_DP` every live player hand; `DP_ONLY` the DP alone, one fee. The DP pays only when at
 * least one player hand is live (a round where every hand is dead gave the DP no game). With a
 * house bank there is no DP to rake.
 *
 * @param state a complete round (`isComplete(state)`)
 * @param bets every seat of the round → its bets in cents: `ante` (positive), optional `raise`
 *   (must equal `multiple x ante` of the decision, 0 on a fold), `flushBonus`, `straightFlushBonus`
 *   (0 or absent: not bet)
 * @param rules the table's `HighCardFlushRules` (paytables and rake)
 * @returns the `HcfSettlement`; Σ hands[].net + dpNet + houseRake = 0
 * @throws RangeError when the round is not complete, a seat's bets are missing or extra, an amount
 *   is not an integer of cents, or `raise` disagrees with the decision (programming errors)
 */
export function settleRound(
  state: HighCardFlushState,
  bets: Readonly<Record<number, HcfSeatBets>>,
  rules: HighCardFlushRules,
): HcfSettlement {
  const r = result(state);
  if (!r) throw new RangeError('the round is not complete: settle it after next(state) is confirm');
  const seats = new Set(r.hands.map((h) => h.seat));
  for (const k of Object.keys(bets)) {
    if (!seats.has(Number(k))) throw new RangeError(`bets for seat ${k.slice(0, 10)}, which has no hand in this round`);
  }
  checkCents(rules.rakeAmount, 'rules.rakeAmount');

  // 1. What each bet is owed by the rules, before the bank (§HCF-3..6).
  const verdicts = r.hands.map((h) => {
    const b = bets[h.seat];
    if (!b) throw new RangeError(`no bets for seat ${h.seat}`);
    const ante = checkCents(b.ante, `seat ${h.seat} ante`, true);
    const fb = checkCents(b.flushBonus ?? 0, `seat ${h.seat} flushBonus`);
    const sfb = checkCents(b.straightFlushBonus ?? 0, `seat ${h.seat} straightFlushBonus`);
    const raise = raiseStake(ante, h.decision);
    if (b.raise !== undefined && checkCents(b.raise, `seat ${h.seat} raise`) !== raise) {
      throw new RangeError(
        `seat ${h.seat} raise is ${b.raise} cents but the decision was ${h.decision.action} ${h.decision.multiple}x an Ante of ${ante}`,
      );
    }
    const lost = (stake: number): Verdict => ({ status: 'LOST', stake, owed: 0 });
    const won = (stake: number, owed: number): Verdict => ({ status: 'WON', stake, owed });
    const push = (stake: number): Verdict => ({ status: 'PUSH', stake, owed: 0 });
    const byCompare = (cmp: -1 | 0 | 1, stake: number, owed: number) =>
      cmp > 0 ? won(stake, owed) : cmp === 0 ? push(stake) : lost(stake);
    let v: { ante: Verdict; raise: Verdict | null; fb: Verdict | null; sfb: Verdict | null };
    if (h.decision.action === 'FOLD') {
      v = { ante: lost(ante), raise: null, fb: fb ? lost(fb) : null, sfb: sfb ? lost(sfb) : null };
    } else {
      const dp = r.dp!;
      const cmp = h.flushVsDp!;
      const [fa, fbRatio] = h.flush.size >= 4 ? rules.flushBonus[Math.min(h.flush.size, 7) as 4 | 5 | 6 | 7] : [0, 1];
      const [sa, sbRatio] =
        h.straightFlush.length >= 3
          ? rules.straightFlushBonus[Math.min(h.straightFlush.length, 7) as 3 | 4 | 5 | 6 | 7]
          : [0, 1];
      v = {
        ante: dp.qualifies ? byCompare(cmp, ante, ante) : won(ante, ante),
        raise: dp.qualifies ? byCompare(cmp, raise, raise) : push(raise),
        fb: fb ? (h.flush.size >= 4 ? byCompare(cmp, fb, ratioPayout(fb, fa, fbRatio)) : lost(fb)) : null,
        sfb: sfb
          ? h.straightFlush.length >= 3
            ? byCompare(h.straightFlushVsDp!, sfb, ratioPayout(sfb, sa, sbRatio))
            : lost(sfb)
          : null,
      };
    }
    return { seat: h.seat, folded: h.decision.action === 'FOLD', total: ante + raise + fb + sfb, v };
  });

  // 2. Cover in action order (§HCF-8).
  const cover = coverHands(
    verdicts.map((x) => ({ seat: x.seat, stake: x.total })),
    state.bank,
  );

  // 3. Collect losing stakes of live hands, then pay winners in action order.
  let collected = 0;
  verdicts.forEach((x, i) => {
    if (cover[i]!.dead) return;
    for (const bet of [x.v.ante, x.v.raise, x.v.fb, x.v.sfb]) if (bet && bet.status === 'LOST') collected += bet.stake;
  });
  let available = state.bank === null ? Infinity : state.bank + collected;
  let paid = 0;
  const anyLive = cover.some((c) => !c.dead);
  const playerRake = rules.rakeMode === 'DP_ONLY' ? 0 : rules.rakeAmount;
  const hands = verdicts.map((x, i): HcfHandSettlement => {
    const dead = cover[i]!.dead;
    const settle = (bet: Verdict | null): HcfBetSettlement | null => {
      if (!bet) return null;
      if (dead) return { status: 'DEAD', stake: bet.stake, payout: 0, refund: bet.stake, cut: 0 };
      if (bet.status === 'LOST') return { status: 'LOST', stake: bet.stake, payout: 0, refund: 0, cut: 0 };
      if (bet.status === 'PUSH') return { status: 'PUSH', stake: bet.stake, payout: 0, refund: bet.stake, cut: 0 };
      const pay = Math.min(bet.owed, available);
      available -= pay;
      paid += pay;
      return { status: 'WON', stake: bet.stake, payout: pay, refund: bet.stake, cut: bet.owed - pay };
    };
    const ante = settle(x.v.ante)!;
    const raise = settle(x.v.raise);
    const flushBonus = settle(x.v.fb);
    const straightFlushBonus = settle(x.v.sfb);
    const rake = dead ? 0 : playerRake;
    let net = -rake;
    for (const s of [ante, raise, flushBonus, straightFlushBonus]) if (s) net += s.payout + s.refund - s.stake;
    return {
      seat: x.seat,
      outcome: dead ? 'DEAD' : x.folded ? 'FOLDED' : 'PLAYED',
      ante,
      raise,
      flushBonus,
      straightFlushBonus,
      stake: x.total,
      rake,
      net,
    };
  });

  const dpRake = state.dpSeat !== null && anyLive && rules.rakeMode !== 'ALL_BUT_DP' ? rules.rakeAmount : 0;
  const houseRake = hands.reduce((a, h) => a + h.rake, 0) + dpRake;
  return {
    dpSeat: state.dpSeat,
    dpQualifies: r.dp ? r.dp.qualifies : null,
    hands,
    bank: { start: state.bank, collected, paid, end: state.bank === null ? null : state.bank + collected - paid },
    dpRake,
    dpNet: collected - paid - dpRake,
    houseRake,
  };
}
