/**
 * The player's words for roulette bets (RULES.md §RL-2, §RL-3), from the `games.roulette.player` messages:
 * pure, so the layout, the bets list and the tests share them. `t` is that namespace's translator.
 */
import type { Translate } from '@/lib/i18n/money';
import { INSIDE_BET_TYPES, PAYOUTS, isRouletteBetType } from '@/lib/games/roulette/bets';
import { layoutHotspots, type LayoutHotspot } from '@/lib/games/roulette/layout';

/** The numbers of a bet as the layout writes them: a run `13-18` (streets, six lines, first four), else `14/17`. */
export function numbersText(type: string, numbers: readonly number[]): string {
  const ns = [...numbers].sort((a, b) => a - b);
  if ((type === 'STREET' || type === 'SIX_LINE' || type === 'FIRST_FOUR') && ns.length > 1)
    return `${ns[0]}-${ns[ns.length - 1]}`;
  return ns.join('/');
}

/** 1, 2 or 3: the dozen (1-12, 13-24, 25-36) or the column (1st holds 1, 4, ..., 34) a bet covers. */
export function outsideIndex(type: 'DOZEN' | 'COLUMN', numbers: readonly number[]): number {
  const first = Math.min(...numbers);
  return type === 'DOZEN' ? Math.ceil(first / 12) : ((first - 1) % 3) + 1;
}

/** A bet in words: "Straight 17", "Split 17/20", "2nd dozen", "Red" (and the localized forms). */
export function rouletteBetName(t: Translate, b: { type: string; numbers: readonly number[] | null }): string {
  if (!isRouletteBetType(b.type)) return b.type;
  const ns = b.numbers ?? [];
  if (b.type === 'DOZEN' || b.type === 'COLUMN') {
    if (ns.length === 0) return t(`type.${b.type}`);
    return t(`bet.${b.type}`, { n: outsideIndex(b.type, ns) });
  }
  return t(`bet.${b.type}`, { numbers: numbersText(b.type, ns) });
}

/** The payout of a bet type as the paytable writes it: `35:1` (RULES.md §RL-2, §RL-3). */
export function payoutText(type: string): string {
  if (!isRouletteBetType(type)) return '';
  const [a, b] = PAYOUTS[type];
  return `${a}:${b}`;
}

const compareNumbers = (a: readonly number[], b: readonly number[]): number => {
  for (let i = 0; i < Math.min(a.length, b.length); i++) if (a[i] !== b[i]) return a[i]! - b[i]!;
  return a.length - b.length;
};

const INSIDE: readonly string[] = INSIDE_BET_TYPES;
const INSIDE_HOTSPOTS = layoutHotspots().filter((h) => INSIDE.includes(h.type));

/**
 * Every inside bet (RULES.md §RL-2) that covers the number `n`, in paytable order (numbers ascending within a type): the straight, its splits,
 * its street (or trio), its corners (or the first four) and its six lines. Each legal inside bet covers at
 * least one number, so every one of them is in some number's list.
 */
export function betsOn(n: number): LayoutHotspot[] {
  return INSIDE_HOTSPOTS.filter((h) => h.numbers.includes(n)).sort(
    (a, b) => INSIDE.indexOf(a.type) - INSIDE.indexOf(b.type) || compareNumbers(a.numbers, b.numbers),
  );
}
