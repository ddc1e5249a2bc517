/**
 * Pure helpers of the High Card Flush dealer console (RULES.md §HCF): what the console says about the
 * DP rotation, every card's target, the awaited decision, the DP's bank and each hand's standing. The
 * server decides everything; these only read `round.next`, `round.view` (components/games/high-card-flush/view.ts),
 * `round.result`, the seat board and the round detail, tolerantly, and put them into words.
 */
import {
  rankName,
  readHcfNext,
  readHcfResult,
  type HcfNext,
  type HcfDecisionView,
  type HcfFlush,
  type HcfRotationAnswerView,
  type HcfView,
} from './view';
import type { Money, Translate } from '@/lib/i18n/money';
import { HAND_SIZE } from '@/lib/games/high-card-flush/engine';

export { secondsLeft } from '@/components/ui/seconds-left';

/** Cards in every hand (RULES.md §HCF-1). */
export const HCF_HAND_SIZE = HAND_SIZE;

const rec = (x: unknown): Record<string, unknown> =>
  x && typeof x === 'object' && !Array.isArray(x) ? (x as Record<string, unknown>) : {};
const arr = (x: unknown): unknown[] => (Array.isArray(x) ? x : []);
const numOrNull = (v: unknown): number | null => (typeof v === 'number' && Number.isFinite(v) ? v : null);

// ---------------------------------------------------------------------------------------------
// Names
// ---------------------------------------------------------------------------------------------

/** Who sits where, as the seat board says (`GET /api/tables/:id/seats`, `table:seats`). */
export interface SeatNames {
  seats: readonly { seat: number; userId: string; username: string }[];
}

/**
 * The username at a seat: by `userId` first (the rotation and the round name players by id), else by
 * seat number; null when the board does not know (a player who left, or the board still loading).
 */
export function usernameOf(
  board: SeatNames | null | undefined,
  seat: number | null | undefined,
  userId?: string | null,
): string | null {
  if (!board) return null;
  if (userId) {
    const byId = board.seats.find((s) => s.userId === userId);
    if (byId) return byId.username;
  }
  return seat == null ? null : (board.seats.find((s) => s.seat === seat)?.username ?? null);
}

/** How a seat is named: `Seat 2` opening a line, `seat 2` inside a sentence, `DP seat 4` for the DP's. */
export type SeatForm = 'Seat' | 'seat' | 'DP';

/**
 * `Seat 2 (bob)`, or `Seat 2` when the name is unknown; `form` names it inside a sentence (`seat 2 (bob)`)
 * or as the DP's (`DP seat 4 (dave)`). `t`: the `games.high-card-flush.dealer` translator.
 */
export function seatLabel(
  t: Translate,
  seat: number,
  name: string | null | undefined,
  form: SeatForm = 'Seat',
): string {
  const head = t(form === 'Seat' ? 'seat.title' : form === 'seat' ? 'seat.inline' : 'seat.dp', { seat });
  return name ? t('seat.named', { head, name }) : head;
}

// ---------------------------------------------------------------------------------------------
// `round.next`
// ---------------------------------------------------------------------------------------------

/** The DP seat is still being offered (§HCF-7): betting and *No more bets* wait for it. */
export function isDpPending(next: HcfNext | null): boolean {
  return next?.kind === 'dp-offer' || next?.kind === 'dp-rotation';
}

/**
 * The target of the next card, named (seed 002 "Hra" 1: seven-card packets clockwise from the left of
 * the button, the DP's last): `Seat 2 (bob) · card 3 of 7`, `DP seat 4 (dave) · card 1 of 7`,
 * `Dealer (house bank) · card 1 of 7`; null when no card is expected.
 */
export function cardTargetText(
  t: Translate,
  next: HcfNext | null,
  board: SeatNames | null | undefined,
): { who: string; card: string } | null {
  if (!next || next.kind !== 'card' || next.position === null) return null;
  const card = t('card.of', { position: next.position, size: HCF_HAND_SIZE });
  if (next.to === 'dealer') return { who: t('houseDealer'), card };
  if (next.seat === null || (next.to !== 'seat' && next.to !== 'dp')) return null;
  return { who: seatLabel(t, next.seat, usernameOf(board, next.seat), next.to === 'dp' ? 'DP' : 'Seat'), card };
}

/** The choices of a seat that decides (§HCF-3): `FOLD / RAISE 1×`, `FOLD / RAISE 1×–2×`, `FOLD / RAISE 1×–3×`. */
export function raiseChoicesText(t: Translate, maxMultiple: number | null): string {
  const m = maxMultiple !== null && maxMultiple >= 1 ? Math.min(3, Math.floor(maxMultiple)) : 1;
  return m === 1 ? t('choices.one') : t('choices.range', { max: m });
}

/** A decision taken (§HCF-3, §C-7): `FOLD`, `RAISE 2×`, `FOLD (timeout)`. */
export function decisionText(t: Translate, d: HcfDecisionView | null): string {
  if (!d) return '';
  if (d.action === 'RAISE') return t('decision.raise', { multiple: d.multiple });
  return d.timeout ? t('decision.foldTimeout') : t('decision.fold');
}

/** Why *No more bets* is not possible yet, or null when it is (betting opens once the DP is settled, §HCF-7). */
export function closeBlockedReason(
  t: Translate,
  next: HcfNext | null,
  board: SeatNames | null | undefined,
): string | null {
  if (!next) return null;
  if (next.kind === 'dp-offer' && next.seat !== null) {
    return t('blocked.offer', { who: seatLabel(t, next.seat, usernameOf(board, next.seat, next.userId), 'seat') });
  }
  if (next.kind === 'dp-rotation') return t('blocked.rotation');
  return null;
}

// ---------------------------------------------------------------------------------------------
// The DP rotation (§HCF-7)
// ---------------------------------------------------------------------------------------------

/** `Offered to seat 2 (bob)`, `Offered to seat 4 (dave) · last DP, may keep the seat`. */
export function offerText(t: Translate, next: HcfNext | null, board: SeatNames | null | undefined): string | null {
  if (!next || next.kind !== 'dp-offer' || next.seat === null) return null;
  const who = seatLabel(t, next.seat, usernameOf(board, next.seat, next.userId), 'seat');
  return t(next.last ? 'offer.toLast' : 'offer.to', { who });
}

/** One answer in words: `accepted · bank €600.00`, `declined`, `timed out`. */
export function answerText(t: Translate, money: Money, a: HcfRotationAnswerView): string {
  const base =
    a.answer === 'ACCEPTED'
      ? a.bank !== undefined
        ? t('answer.acceptedBank', { bank: money(a.bank) })
        : t('answer.accepted')
      : a.answer === 'TIMEOUT'
        ? t('answer.timeout')
        : t('answer.declined');
  return a.last ? t('answer.last', { answer: base }) : base;
}

/** Who banks the round: `House banks`, `DP: seat 4 (dave), bank €600.00`; null while the rotation is open. */
export function dpText(t: Translate, money: Money, view: HcfView, board: SeatNames | null | undefined): string | null {
  const r = view.rotation;
  if (!r.decided) return null;
  if (!r.dp) return t('dp.house');
  const who = seatLabel(t, r.dp.seat, usernameOf(board, r.dp.seat, r.dp.userId), 'seat');
  return t('dp.seat', { who, bank: money(r.dp.bank) });
}

// ---------------------------------------------------------------------------------------------
// Hands and the result
// ---------------------------------------------------------------------------------------------

/** `round.result` of a complete High Card Flush round: the consoles' shared reader. */
export { readHcfNext, readHcfResult, type HcfNext };

/**
 * How a player hand stands at the end (RULES.md §HCF-4, §HCF-8):
 * - `DEAD`: the DP's bank could not cover it: every stake back (before anything else);
 * - `FOLD`: folded or timed out: Ante and bonus bets lose;
 * - `ANTE_WINS`: raised, and the DP does not qualify: Ante pays 1:1, Raise pushes;
 * - `WIN` / `PUSH` / `LOSE`: raised against a qualifying DP, by the server's flush comparison.
 * Null while the hand is undecided or the DP's hand is not complete yet.
 */
export type HcfHandOutcome = 'DEAD' | 'FOLD' | 'ANTE_WINS' | 'WIN' | 'PUSH' | 'LOSE';

export function handOutcome(input: {
  decision: HcfDecisionView | null;
  dead: boolean;
  flushVsDp: number | null;
  dpQualifies: boolean | null;
}): HcfHandOutcome | null {
  if (input.dead) return 'DEAD';
  if (!input.decision) return null;
  if (input.decision.action === 'FOLD') return 'FOLD';
  if (input.dpQualifies === null) return null;
  if (!input.dpQualifies) return 'ANTE_WINS';
  if (input.flushVsDp === null) return null;
  return input.flushVsDp > 0 ? 'WIN' : input.flushVsDp < 0 ? 'LOSE' : 'PUSH';
}

/**
 * Whether the DP's bank covers a hand (RULES.md §HCF-8, `view.bank.hands`): `dead` once final, `uncovered`
 * while the hand has not decided yet (the bank counts its Ante and bonus bets so far; a hand ahead of it may
 * still raise or turn dead and change what is left), null when covered or with the house's unlimited bank.
 */
export function coverState(view: Pick<HcfView, 'bank' | 'hands'>, seat: number): 'dead' | 'uncovered' | null {
  const cover = view.bank?.hands.find((h) => h.seat === seat);
  if (!cover?.dead) return null;
  return view.hands.find((h) => h.seat === seat)?.decision ? 'dead' : 'uncovered';
}

/** A hand's standing on its badge: `WIN`, `ANTE WINS · raise push`, ... */
export function outcomeLabel(t: Translate, o: HcfHandOutcome): string {
  return t(`outcome.${o}`);
}

const SUIT_SYMBOL: Record<string, string> = { S: '♠', H: '♥', D: '♦', C: '♣' };

/** A flush in words (§HCF-2): `4-card ♣ flush K-Q-J-5`; empty without one. */
export function flushText(t: Translate, f: HcfFlush | null): string {
  if (!f) return '';
  return t('flush', { size: f.size, suit: SUIT_SYMBOL[f.suit] ?? f.suit, ranks: f.ranks.map(rankName).join('-') });
}

/** The DP's (dealer's) hand in words (§HCF-2, §HCF-4): `4-card ♣ flush K-Q-J-5 · qualifies`. */
export function bankHandText(t: Translate, flush: HcfFlush | null, qualifies: boolean | null): string {
  if (!flush) return '';
  const f = flushText(t, flush);
  return qualifies === null ? f : t(qualifies ? 'bankHand.qualifies' : 'bankHand.notQualifies', { flush: f });
}

/** The history strip's badge of a High Card Flush result: the DP's flush (`4♣`) and `Q` / `NQ`; `—` when not dealt. */
export function hcfResultBadge(result: unknown): { label: string; qualifies: boolean | null } | null {
  const r = readHcfResult(result);
  if (!r) return null;
  if (!r.dp || !r.dp.flush) return { label: '—', qualifies: null };
  const sym = SUIT_SYMBOL[r.dp.flush.suit] ?? r.dp.flush.suit;
  return { label: `${r.dp.flush.size}${sym}`, qualifies: r.dp.qualifies };
}

// ---------------------------------------------------------------------------------------------
// Money per seat
// ---------------------------------------------------------------------------------------------

/** A bet of the round detail (`GET /api/rounds/:id`, staff see all), the parts used here. */
export interface DetailBet {
  type: string;
  spec?: Record<string, unknown>;
  amount: number;
  fee?: number;
  status: string;
  net: number;
}

/** A seat's stakes this round, cents (0: none). */
export interface SeatStakes {
  ante: number;
  raise: number;
  flushBonus: number;
  straightFlushBonus: number;
  /** The DP's bank on this seat. */
  bank: number;
}

const LIVE_BET = (status: string) => status !== 'CANCELLED' && status !== 'VOID';

/** A seat's stakes by bet type from the round detail (bets cancelled or voided do not count). */
export function seatStakes(bets: readonly DetailBet[] | null | undefined, seat: number): SeatStakes {
  const out: SeatStakes = { ante: 0, raise: 0, flushBonus: 0, straightFlushBonus: 0, bank: 0 };
  for (const b of bets ?? []) {
    if (!LIVE_BET(b.status) || Number(b.spec?.seat) !== seat) continue;
    if (b.type === 'ANTE') out.ante += b.amount;
    else if (b.type === 'RAISE') out.raise += b.amount;
    else if (b.type === 'FLUSH_BONUS') out.flushBonus += b.amount;
    else if (b.type === 'STRAIGHT_FLUSH_BONUS') out.straightFlushBonus += b.amount;
    else if (b.type === 'DP_BANK') out.bank += b.amount;
  }
  return out;
}

/** `A €10.00 · R €20.00 · FB €5.00 · SF €5.00` (the parts that are bet); empty when nothing is. */
export function stakesText(t: Translate, money: Money, s: SeatStakes): string {
  return [
    s.ante ? t('stakes.ante', { amount: money(s.ante) }) : '',
    s.raise ? t('stakes.raise', { amount: money(s.raise) }) : '',
    s.flushBonus ? t('stakes.flushBonus', { amount: money(s.flushBonus) }) : '',
    s.straightFlushBonus ? t('stakes.straightFlushBonus', { amount: money(s.straightFlushBonus) }) : '',
  ]
    .filter(Boolean)
    .join(' · ');
}

/**
 * A seat's net for the settled round (cents), from the detail's bets: the player's own bets, or the
 * DP's bank (`dp`); null until every one of them is settled.
 */
export function seatNet(bets: readonly DetailBet[] | null | undefined, seat: number, dp = false): number | null {
  const mine = (bets ?? []).filter(
    (b) => LIVE_BET(b.status) && Number(b.spec?.seat) === seat && (b.type === 'DP_BANK') === dp,
  );
  if (!mine.length || mine.some((b) => b.status === 'OPEN')) return null;
  return mine.reduce((sum, b) => sum + b.net, 0);
}

/** `+€12.00`, `-€76.00`, `€0.00` (the studio currency, by locale). */
export function signedMoney(money: Money, cents: number): string {
  return money.signed(cents);
}

/** The money summary of a settled round from its `SETTLED` log event (staff): the DP's bank, its net, the rake, the dead seats. */
export interface HcfSettledSummary {
  bank: { start: number | null; collected: number; paid: number; end: number | null } | null;
  dpNet: number;
  rake: number;
  ggr: number | null;
  dead: number[];
}

export function settledSummary(
  events: readonly { type: string; data: Record<string, unknown> }[] | null | undefined,
): HcfSettledSummary | null {
  const e = (events ?? []).find((x) => x.type === 'SETTLED');
  if (!e) return null;
  const d = e.data;
  const b = d.bank ? rec(d.bank) : null;
  return {
    bank: b
      ? {
          start: numOrNull(b.start),
          collected: Number(b.collected) || 0,
          paid: Number(b.paid) || 0,
          end: numOrNull(b.end),
        }
      : null,
    dpNet: Number(d.dpNet) || 0,
    rake: Number(d.rake) || 0,
    ggr: numOrNull(d.ggr),
    dead: arr(d.dead).filter((s): s is number => typeof s === 'number'),
  };
}
