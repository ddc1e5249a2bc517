/**
 * The exact return to player of each roulette bet (RULES.md §RL-1, §RL-2, §RL-3), computed from the
 * paytable and the table's options, as an exact fraction. Pure; no I/O.
 *
 * A bet covering `k` of the wheel's `N` pockets (§RL-1: 37, single zero) that pays `a:b` (§RL-2/§RL-3)
 * returns, per unit staked, `k / N * (1 + a / b)` (the winnings and the stake back) plus, with `laPartage`
 * on (§RL-3 **Decision**), `1 / N * 1/2` for an even-money bet (half the stake comes back on 0). On the
 * standard paytable every bet returns 36/37 = 97.297…%, and an even-money bet with la partage 73/74 =
 * 98.648…%. The cent rounding of §C-3 is left out: it is exact for stakes the ratios divide (every stake
 * at `b = 1`; an even number of cents for la partage's half).
 */
import { BET_SIZES, PAYOUTS, ROULETTE_BET_TYPES, isEvenMoney, type RouletteBetType } from './bets';
import type { RouletteRules } from './settle';
import { WHEEL_NUMBERS } from './wheel';

/** An exact fraction in lowest terms (an edge is negative when a paytable favours the player). */
export interface Fraction {
  num: number;
  den: number;
}

const gcd = (a: number, b: number): number => (b === 0 ? Math.abs(a) : gcd(b, a % b));

function reduce(num: number, den: number): Fraction {
  const g = gcd(num, den) || 1;
  return { num: num / g, den: den / g };
}

/** The return of one bet type: the fraction, the house edge (1 − return) and both in percent. */
export interface BetReturn {
  type: RouletteBetType;
  /** Numbers the bet covers (§RL-2/§RL-3). */
  covers: number;
  /** The paytable's ratio `[a, b]`: a win pays `a/b` of the stake on top of the stake. */
  pays: readonly [number, number];
  /** Return to player per unit staked, exact. */
  rtp: Fraction;
  /** 1 − rtp, exact. */
  edge: Fraction;
  rtpPercent: number;
  edgePercent: number;
}

/**
 * The exact return of a bet of `type` at a table with `rules` (§RL-3 la partage), on the paytable
 * `payouts` (default the product's, §RL-2/§RL-3) and a wheel of `pockets` numbers (default 37, §RL-1).
 */
export function betReturn(
  type: RouletteBetType,
  rules: Pick<RouletteRules, 'laPartage'>,
  payouts: Readonly<Record<RouletteBetType, readonly [number, number]>> = PAYOUTS,
  pockets: number = WHEEL_NUMBERS.length,
): BetReturn {
  const [a, b] = payouts[type];
  const k = BET_SIZES[type];
  // k/N * (a + b)/b, plus 1/(2N) for la partage: over the common denominator 2·N·b.
  const den = 2 * pockets * b;
  let num = 2 * k * (a + b);
  if (rules.laPartage && isEvenMoney(type)) num += b;
  const rtp = reduce(num, den);
  const edge = reduce(den - num, den);
  return {
    type,
    covers: k,
    pays: [a, b],
    rtp,
    edge,
    rtpPercent: (100 * rtp.num) / rtp.den,
    edgePercent: (100 * edge.num) / edge.den,
  };
}

/** Every bet type's return at a table with `rules`, in layout order (`ROULETTE_BET_TYPES`). */
export function rouletteReturns(
  rules: Pick<RouletteRules, 'laPartage'>,
  payouts: Readonly<Record<RouletteBetType, readonly [number, number]>> = PAYOUTS,
): BetReturn[] {
  return ROULETTE_BET_TYPES.map((t) => betReturn(t, rules, payouts));
}
