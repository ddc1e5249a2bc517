import type { BjDealer, BjHandBase, BjOutcome } from './view';
import type { FeedEvent, SeatView } from '@/lib/client/use-table-feed';
import type { PublicRound } from '@/lib/realtime/events';
import type { MyBet } from '@/components/player/use-player-table';
import type { Translate } from '@/lib/i18n/money';

/** Seats of a Blackjack table, from the dealer's left (RULES.md §BJ-1). */
export const BJ_SEATS = [1, 2, 3, 4, 5, 6, 7] as const;

/** One hand as the round's `view` / `result` shows it (`outcome` only in the result). */
export interface BjHand extends BjHandBase {
  outcome?: BjOutcome;
}

export interface BjSeatPlay {
  seat: number;
  insurance: boolean | null;
  hands: BjHand[];
}

export type { BjDealer };

export type BjNext =
  | { kind: 'close' }
  | { kind: 'card'; to: 'seat'; seat: number; hand: number; position: number }
  | { kind: 'card'; to: 'dealer'; position: number }
  | { kind: 'decision'; seat: number; hand: number; actions: string[] }
  | { kind: 'insurance'; seats: number[] }
  | { kind: 'confirm' };

/** The round's blackjack picture: `view` while it plays, `result` (with outcomes) once complete. */
export interface BjRound {
  phase: string;
  dealer: BjDealer | null;
  seats: BjSeatPlay[];
  turn: { seat: number; hand: number } | null;
  next: BjNext | null;
  /** The result is in (COMPLETE or SETTLED, not voided). */
  complete: boolean;
}

/** Reads a public round of a Blackjack table (tolerant of a missing or partial view). */
export function bjRound(round: PublicRound | null): BjRound | null {
  if (!round) return null;
  const view = (round.view ?? {}) as Partial<{
    phase: string;
    dealer: BjDealer | null;
    seats: BjSeatPlay[];
    turn: { seat: number; hand: number } | null;
  }>;
  const result =
    round.status !== 'VOIDED' ? (round.result as { dealer?: BjDealer; seats?: BjSeatPlay[] } | null) : null;
  const complete =
    !!result && Array.isArray(result.seats) && (round.status === 'COMPLETE' || round.status === 'SETTLED');
  return {
    phase: view.phase ?? (round.status === 'BETTING' ? 'BETTING' : 'DEAL'),
    dealer: (complete ? result!.dealer : view.dealer) ?? null,
    seats: (complete ? result!.seats : view.seats) ?? [],
    turn: complete ? null : (view.turn ?? null),
    next: round.status === 'DEALING' || round.status === 'BETTING' ? ((round.next as BjNext | null) ?? null) : null,
    complete,
  };
}

/**
 * A hand's value as players read it (`t`: games.blackjack.player): `BJ` for a blackjack, `BUST 24`, soft
 * totals as hard/soft (`7/17` for A-6) while under 21, otherwise the total. Empty for a hand without cards.
 */
export function handValueText(
  t: Translate,
  h: { cards: readonly string[]; total: number; soft: boolean; blackjack: boolean; bust: boolean },
): string {
  if (h.cards.length === 0) return '';
  if (h.blackjack) return t('value.blackjack');
  if (h.bust) return t('value.bust', { total: h.total });
  if (h.soft && h.total < 21) return `${h.total - 10}/${h.total}`;
  return String(h.total);
}

/** "Main · seat 2", "Bet Behind · seat 3 · follows", "Insurance · seat 2" (my bets list). */
export function blackjackBetLabel(t: Translate, b: MyBet): string {
  const known = b.type === 'MAIN' || b.type === 'BET_BEHIND' || b.type === 'INSURANCE';
  const parts = [known ? t(`label.${b.type}`) : b.type];
  if (b.seat) parts.push(t('label.seat', { seat: b.seat }));
  if (b.type === 'MAIN' && b.extraStake) parts.push(t('label.extra'));
  if (b.type === 'BET_BEHIND' && b.spec?.followDoublesAndSplits === true) parts.push(t('label.follows'));
  return parts.join(' · ');
}

/** The table limits' label of a bet key with what it pays (RULES.md §BJ-5, §BJ-9), or null for another key. */
export function blackjackLimitLabel(t: Translate, key: string): string | null {
  return key === 'MAIN' || key === 'BET_BEHIND' ? t(`limit.${key}`) : null;
}

/** The dealer's result in a line, once the round is complete ("Dealer busts with 25"). */
export function dealerResultText(t: Translate, d: BjDealer | null): string {
  if (!d || d.cards.length === 0) return t('result.complete');
  if (d.blackjack) return t('result.dealerBlackjack');
  if (d.bust) return t('result.dealerBusts', { total: d.total });
  if (d.cards.length === 1) return t('result.dealerShows', { value: handValueText(t, d) });
  return t('result.dealerTotal', { total: d.total });
}

/** What is happening now, in a line ("Seat 2 (alice) to play", "insurance?", "Dealer draws"). */
export function statusLine(
  t: Translate,
  bj: BjRound | null,
  status: string | null,
  seats: readonly SeatView[],
  my: Pick<MyBlackjack, 'seat' | 'decision'>,
): string {
  if (!status) return t('status.first');
  if (status === 'BETTING') return t(my.seat !== null ? 'status.betSeat' : 'status.betFree');
  if (status === 'SETTLED' || status === 'COMPLETE') return t('status.next');
  const next = bj?.next;
  if (!next) return t('status.dealing');
  if (next.kind === 'insurance') {
    return next.seats.length
      ? t('status.insurance', { count: next.seats.length, seats: next.seats.join(', ') })
      : t('status.insuranceBehind');
  }
  if (next.kind === 'decision') {
    if (my.decision) return t('status.yourTurn');
    const name = seats.find((x) => x.seat === next.seat)?.username;
    return name ? t('status.seatPlaysName', { seat: next.seat, name }) : t('status.seatPlays', { seat: next.seat });
  }
  if (next.kind === 'card') {
    if (next.to === 'dealer') return t(bj?.phase === 'DEALER' ? 'status.dealerDraws' : 'status.dealerCard');
    return t('status.cardToSeat', { seat: next.seat });
  }
  if (next.kind === 'confirm') return t('status.complete');
  return t('status.dealing');
}

const ACTIONS = new Set(['HIT', 'STAND', 'DOUBLE', 'SPLIT', 'INSURANCE', 'NO_INSURANCE']);

/** The last decision or timeout of the round `roundId`, in words ("Seat 2 · Double"), or null. */
export function lastActionText(t: Translate, e: FeedEvent | null, roundId: string | null): string | null {
  if (!e || e.type !== 'round:decision' || !roundId || e.roundId !== roundId) return null;
  const d = e.data as {
    seat?: number;
    hand?: number;
    action?: string;
    timeout?: boolean;
    take?: boolean;
    behind?: boolean;
  };
  if (d.timeout) return t('last.timeout');
  if (d.action && d.seat) {
    const action = ACTIONS.has(d.action) ? t(`action.${d.action}`) : d.action;
    return d.hand && d.hand > 1
      ? t('last.decisionHand', { seat: d.seat, hand: d.hand, action })
      : t('last.decision', { seat: d.seat, action });
  }
  if (d.seat && typeof d.take === 'boolean') {
    const key = d.behind
      ? d.take
        ? 'last.behindInsurance'
        : 'last.behindNoInsurance'
      : d.take
        ? 'last.insurance'
        : 'last.noInsurance';
    return t(key, { seat: d.seat });
  }
  return null;
}

/** What the signed-in player has at stake this round and what they may do now. */
export interface MyBlackjack {
  /** The seat the player sits at (null when not seated). */
  seat: number | null;
  /** The player's MAIN bet of this round (live: not cancelled). */
  main: MyBet | null;
  /** The player's Bet Behind bets of this round, by seat. */
  behind: Map<number, MyBet>;
  /** The play decision awaited from this player now, if any. */
  decision: { seat: number; hand: number; actions: string[] } | null;
  /** The insurance question awaiting this player now, if any (their seat first, then each Bet Behind). */
  insurance: { kind: 'seat' | 'behind'; seat: number; cost: number } | null;
}

/** Derives `MyBlackjack` from the round, the seat board and the player's bets. */
export function myBlackjack(
  bj: BjRound | null,
  seats: SeatView[],
  meId: string | null,
  bets: MyBet[],
  answered: ReadonlySet<string>,
): MyBlackjack {
  const seat = meId ? (seats.find((s) => s.userId === meId)?.seat ?? null) : null;
  const main = bets.find((b) => b.type === 'MAIN' && b.status !== 'CANCELLED') ?? null;
  const behind = new Map<number, MyBet>();
  for (const b of bets) if (b.type === 'BET_BEHIND' && b.seat && b.status !== 'CANCELLED') behind.set(b.seat, b);
  const next = bj?.next ?? null;
  const mainSeat = main?.seat ?? null;
  const decision =
    next?.kind === 'decision' && mainSeat !== null && next.seat === mainSeat
      ? { seat: next.seat, hand: next.hand, actions: next.actions }
      : null;
  let insurance: MyBlackjack['insurance'] = null;
  if (next?.kind === 'insurance') {
    if (main && mainSeat !== null && next.seats.includes(mainSeat) && !answered.has(`seat:${mainSeat}`)) {
      insurance = { kind: 'seat', seat: mainSeat, cost: Math.floor((main.base ?? main.amount) / 2) };
    } else {
      const playing = new Set((bj?.seats ?? []).map((s) => s.seat));
      for (const [s, b] of [...behind.entries()].sort((x, y) => x[0] - y[0])) {
        if (
          !playing.has(s) ||
          b.status !== 'OPEN' ||
          typeof b.spec?.insurance === 'boolean' ||
          answered.has(`behind:${s}`)
        )
          continue;
        insurance = { kind: 'behind', seat: s, cost: Math.floor((b.base ?? b.amount) / 2) };
        break;
      }
    }
  }
  return { seat, main, behind, decision, insurance };
}
