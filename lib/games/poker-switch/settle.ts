/**
 * Poker Switch settlement (RULES.md §PS-3..§PS-7, §PS-9), the house banking: every bet of a complete
 * round at once, box by box. Pure; cents.
 *
 * Per box (Ante A, Bet 2A, insurance I, Bonus X; the hand the box plays after any switch):
 * - folded: Ante lost (§PS-3); no Bet, no insurance;
 * - insurance (§PS-4), on the dealer's original hand: not qualified 1:1; qualified and the dealer's
 *   hand equal or higher: returned; qualified and lower: lost;
 * - no buy (§PS-5): dealer qualified and box higher: Bet paid per the Bet table, Ante 2:1 if the
 *   pair is switched else returned; equal: both returned; dealer higher: both lost; dealer not
 *   qualified: Ante 1:1, Bet returned;
 * - bought (§PS-6): the Ante's stake is the fee (never returned); against the dealer's hand after
 *   the replacement: qualified and box higher: Bet paid and, if switched, the Ante's 2:1 winnings
 *   (2A, on top of nothing); equal: Bet returned; dealer higher: Bet lost; still not qualified: Bet returned;
 * - Bonus (§PS-7): on the original five, paid per the Bonus table whatever else happened;
 * - caps (§PS-9): the main game's winnings (insurance, Ante, Bet, used up in that order) are cut to
 *   the round's maximum payout per box, and the Bonus separately to the same maximum;
 * - switch fees (§PS-3): a pair's standing switch keeps its fee (the pair's last SWITCH_FEE bet, LOST);
 *   every fee of a switch that was undone (UNSWITCH, or a pending switch at the timer, §PS-10) is
 *   returned (PUSH), unless the round service already handed it back.
 */
import { ratioPayout } from '../types';
import { handValue } from '../poker';
import { dealerAfterBuy, isComplete, playingCards, type PokerSwitchState, type PsBox } from './engine';
import { betHandOf, bonusHandOf, qualifies } from './paytables';
import type { PokerSwitchRules } from './rules';

/** Bet types a player places through the bets endpoint (§PS-1, §PS-7). */
export const PS_PLACED_BET_TYPES = ['ANTE', 'BONUS'] as const;
/** Bet types taken with a decision (§PS-3, §PS-4). */
export const PS_DECISION_BET_TYPES = ['SWITCH_FEE', 'BET', 'INSURANCE'] as const;

export type PsStatus = 'WON' | 'LOST' | 'PUSH';

/** One bet's settlement before the cap: winnings and the part of the stake handed back, cents. */
export interface PsLine {
  status: PsStatus;
  payout: number;
  refund: number;
}

/** One box's lines, before and after the §PS-9 caps. */
export interface PsBoxSettlement {
  box: number;
  ante: PsLine;
  bet: PsLine | null;
  insurance: PsLine | null;
  bonus: PsLine | null;
  /** Winnings cut by the caps, per line (§PS-9). */
  cut: { insurance: number; ante: number; bet: number; bonus: number };
}

const won = (payout: number, refund: number): PsLine => ({ status: 'WON', payout, refund });
const lost = (): PsLine => ({ status: 'LOST', payout: 0, refund: 0 });
const push = (stake: number): PsLine => ({ status: 'PUSH', payout: 0, refund: stake });

/** The lines of one box of a complete round, caps applied (§PS-9). */
export function settleBox(s: PokerSwitchState, b: PsBox, rules: PokerSwitchRules): PsBoxSettlement {
  const A = b.ante;
  const switched = s.pairs.find((p) => p.pair === b.pair)!.switched;
  const bv = handValue(playingCards(s, b.box));
  const dv = handValue(s.dealer);
  const dq = qualifies(dv);
  let ante: PsLine;
  let bet: PsLine | null = null;
  let insurance: PsLine | null = null;
  const betWin = () => {
    const [a, d] = rules.betPaytable[betHandOf(bv)!];
    return won(ratioPayout(2 * A, a, d), 2 * A);
  };
  if (b.decision === 'FOLD') ante = lost();
  else {
    if (b.insurance > 0) insurance = !dq ? won(b.insurance, b.insurance) : dv >= bv ? push(b.insurance) : lost();
    if (b.buy === 'BUY') {
      const after = dealerAfterBuy(s)!;
      const av = handValue(after);
      if (!qualifies(av)) {
        ante = lost();
        bet = push(2 * A);
      } else if (bv > av) {
        ante = switched ? won(2 * A, 0) : lost();
        bet = betWin();
      } else {
        ante = lost();
        bet = bv === av ? push(2 * A) : lost();
      }
    } else if (!dq) {
      ante = won(A, A);
      bet = push(2 * A);
    } else if (bv > dv) {
      ante = switched ? won(ratioPayout(A, 2, 1), A) : push(A);
      bet = betWin();
    } else if (bv === dv) {
      ante = push(A);
      bet = push(2 * A);
    } else {
      ante = lost();
      bet = lost();
    }
  }
  let bonus: PsLine | null = null;
  if (b.bonus > 0) {
    const row = bonusHandOf(handValue(b.cards));
    bonus = row ? won(ratioPayout(b.bonus, ...rules.bonusPaytable[row]), b.bonus) : lost();
  }
  // §PS-9: per box, the main game's winnings in the order insurance, Ante, Bet; the Bonus on its own.
  const cut = { insurance: 0, ante: 0, bet: 0, bonus: 0 };
  let left = s.maxPayout;
  const take = (line: PsLine | null, key: keyof typeof cut, allowance: number): number => {
    if (!line) return allowance;
    const paid = Math.min(line.payout, allowance);
    cut[key] = line.payout - paid;
    line.payout = paid;
    return allowance - paid;
  };
  left = take(insurance, 'insurance', left);
  left = take(ante, 'ante', left);
  take(bet, 'bet', left);
  take(bonus, 'bonus', s.maxPayout);
  return { box: b.box, ante, bet, insurance, bonus, cut };
}

/** A bet row of the round as settlement needs it (cents). */
export interface PsBetRow {
  id: string;
  userId: string;
  type: string;
  spec: Record<string, unknown>;
  amount: number;
  fee: number;
}

export interface PsSettledBet {
  id: string;
  status: 'WON' | 'LOST' | 'PUSH' | 'DEAD';
  payout: number;
  refund: number;
  cut: number;
  rake: number;
}

const boxOfRow = (b: PsBetRow) => Number(b.spec.box);
const pairOfRow = (b: PsBetRow) => Number(b.spec.seat);

/**
 * Settles every OPEN bet of a complete round (`ANTE {box}`, `BONUS {box}`, `BET {box}`,
 * `INSURANCE {box}`, `SWITCH_FEE {seat}`), in the order given.
 * @returns one settlement per row and the per-box lines
 * @throws Error when the round is not complete or a row does not fit it (a programming error)
 */
export function settlePokerSwitch(
  s: PokerSwitchState,
  bets: readonly PsBetRow[],
  rules: PokerSwitchRules,
): { bets: PsSettledBet[]; boxes: PsBoxSettlement[] } {
  if (!isComplete(s)) throw new Error('poker switch round is not complete');
  if (s.boxes.length === 0)
    return {
      bets: bets.map((b) => ({ id: b.id, status: 'PUSH', payout: 0, refund: b.amount + b.fee, cut: 0, rake: 0 })),
      boxes: [],
    };
  const boxes = s.boxes.map((b) => settleBox(s, b, rules));
  const byBox = new Map(boxes.map((x) => [x.box, x]));
  const lastFee = new Map<number, string>();
  for (const b of bets) if (b.type === 'SWITCH_FEE') lastFee.set(pairOfRow(b), b.id);
  const out: PsSettledBet[] = [];
  for (const b of bets) {
    if (b.type === 'SWITCH_FEE') {
      const pair = s.pairs.find((p) => p.pair === pairOfRow(b));
      if (!pair) throw new Error(`switch fee ${b.id} is on pair ${pairOfRow(b)}, which does not play`);
      if (b.amount !== 2 * pair.ante)
        throw new Error(`switch fee ${b.id} is ${b.amount}, not 2 Antes (${2 * pair.ante})`);
      const standing = pair.switched && lastFee.get(pair.pair) === b.id;
      out.push({
        id: b.id,
        status: standing ? 'LOST' : 'PUSH',
        payout: 0,
        refund: standing ? 0 : b.amount,
        cut: 0,
        rake: 0,
      });
      continue;
    }
    const x = byBox.get(boxOfRow(b));
    const box = s.boxes.find((y) => y.box === boxOfRow(b));
    if (!x || !box) throw new Error(`bet ${b.id} (${b.type}) is on box ${boxOfRow(b)}, which does not play`);
    const [line, stake, cut] =
      b.type === 'ANTE'
        ? [x.ante, box.ante, x.cut.ante]
        : b.type === 'BET'
          ? [x.bet, 2 * box.ante, x.cut.bet]
          : b.type === 'INSURANCE'
            ? [x.insurance, box.insurance, x.cut.insurance]
            : b.type === 'BONUS'
              ? [x.bonus, box.bonus, x.cut.bonus]
              : [null, 0, 0];
    if (!line) throw new Error(`bet ${b.id} (${b.type}) has no settlement on box ${box.box}`);
    if (b.amount !== stake)
      throw new Error(`bet ${b.id} (${b.type}) stakes ${b.amount} but box ${box.box} holds ${stake}`);
    out.push({ id: b.id, status: line.status, payout: line.payout, refund: line.refund + b.fee, cut, rake: 0 });
  }
  return { bets: out, boxes };
}
