/**
 * Blackjack for the pit (RULES.md §BJ): the round's hands as the pit shows them (from the public
 * `view` / `result`, or from a replayed engine state), totals in words, the seats' bets grouped
 * under their seat, and the decision log's lines. Pure; no React.
 */
import { readBjDealer, readBjHand, readBjOutcome, type BjDealer, type BjHandBase, type BjOutcome } from './view';
import type { Money, Translate } from '@/lib/i18n/money';
import { result as engineResult, tableView, type BlackjackState } from '@/lib/games/blackjack/engine';

export type { BjDealer, BjOutcome };

export interface BjHand extends BjHandBase {
  outcome: BjOutcome | null;
}

export interface BjSeat {
  seat: number;
  /** The seated player's insurance: true taken, false declined, null not offered / not decided. */
  insurance: boolean | null;
  hands: BjHand[];
}

export interface BjTable {
  /** BETTING | DEAL | INSURANCE | PLAY | DEALER | COMPLETE */
  phase: string;
  dealer: BjDealer | null;
  seats: BjSeat[];
  turn: { seat: number; hand: number } | null;
}

const num = (v: unknown, d = 0): number => (typeof v === 'number' && Number.isFinite(v) ? v : d);

function readHand(h: Record<string, unknown>, i: number): BjHand {
  // A blackjack paid at its seat's turn (§BJ-5) is settled before the round completes.
  return { ...readBjHand(h, i), outcome: readBjOutcome(h) ?? (h.paidEarly === true ? 'BLACKJACK' : null) };
}

const readDealer = readBjDealer;

function readSeats(v: unknown): BjSeat[] {
  if (!Array.isArray(v)) return [];
  return v
    .filter((s): s is Record<string, unknown> => !!s && typeof s === 'object')
    .map((s) => ({
      seat: num(s.seat),
      insurance: typeof s.insurance === 'boolean' ? s.insurance : null,
      hands: Array.isArray(s.hands) ? (s.hands as Record<string, unknown>[]).map(readHand) : [],
    }));
}

/**
 * The round's table from its public `view`, with each hand's outcome from `result` once the round
 * is complete (the result's hands replace the view's: same cards, plus `outcome`).
 */
export function bjTableOf(round: {
  view?: Record<string, unknown> | null;
  result?: Record<string, unknown> | null;
  status?: string;
}): BjTable {
  const v = (round.view ?? {}) as Record<string, unknown>;
  const r = round.result as Record<string, unknown> | null | undefined;
  const viewSeats = readSeats(v.seats);
  const resultSeats = r ? readSeats(r.seats) : [];
  const seats = viewSeats.length ? viewSeats.map((s) => resultSeats.find((x) => x.seat === s.seat) ?? s) : resultSeats;
  const turn =
    v.turn && typeof v.turn === 'object'
      ? { seat: num((v.turn as Record<string, unknown>).seat), hand: num((v.turn as Record<string, unknown>).hand, 1) }
      : null;
  return {
    phase: typeof v.phase === 'string' ? v.phase : r ? 'COMPLETE' : 'BETTING',
    dealer: (r ? readDealer(r.dealer) : null) ?? readDealer(v.dealer),
    seats,
    turn,
  };
}

/**
 * The table of a replayed engine state (`GET /api/rounds/:id/replay` steps): the engine's own
 * `tableView` and `result`, so the replay shows exactly what the round showed at that step.
 */
export function bjTableFromState(state: unknown): BjTable {
  const s = state as Record<string, unknown> | null;
  if (!s || typeof s !== 'object' || s.phase === 'BETTING' || !Array.isArray(s.seats) || !Array.isArray(s.dealer)) {
    return { phase: 'BETTING', dealer: null, seats: [], turn: null };
  }
  try {
    const st = s as unknown as BlackjackState;
    const view = tableView(st) as unknown as Record<string, unknown>;
    const res = engineResult(st) as unknown as Record<string, unknown> | null;
    return bjTableOf({ view, result: res });
  } catch {
    return { phase: String(s.phase), dealer: null, seats: [], turn: null };
  }
}

/** A hand's total in words: `BJ`, soft totals under 21 as hard/soft (`7/17`), else the number; `–` without cards. */
export function bjTotal(h: { cards: readonly string[]; total: number; soft: boolean; blackjack: boolean }): string {
  if (!h.cards.length) return '–';
  if (h.blackjack) return 'BJ';
  if (h.soft && h.total < 21) return `${h.total - 10}/${h.total}`;
  return String(h.total);
}

/** The dealer's hand in a few words: `BJ`, `BUST 24`, `18`, or `–`. */
export function bjDealerWords(d: BjDealer | null): string {
  if (!d || !d.cards.length) return '–';
  if (d.blackjack) return 'BJ';
  if (d.bust) return `BUST ${d.total}`;
  return bjTotal(d);
}

/** The round's result in one line: `Dealer 18 · WIN 2 · PUSH 1 · LOSE 1` (hands counted); `t` of `games.blackjack.pit`. */
export function bjResultSummary(t: Translate, result: Record<string, unknown>): string {
  const table = bjTableOf({ result });
  const count: Record<BjOutcome, number> = { BLACKJACK: 0, WIN: 0, PUSH: 0, LOSE: 0 };
  for (const s of table.seats) for (const h of s.hands) if (h.outcome) count[h.outcome] += 1;
  const d = table.dealer;
  const dealer =
    !d || !d.cards.length
      ? t('summary.dealer', { total: '–' })
      : d.blackjack
        ? t('summary.dealer', { total: 'BJ' })
        : d.bust
          ? t('summary.dealerBust', { total: d.total })
          : t('summary.dealer', { total: d.total });
  const parts = (['BLACKJACK', 'WIN', 'PUSH', 'LOSE'] as const)
    .filter((k) => count[k] > 0)
    .map((k) => t(`summary.${k}`, { count: count[k] }));
  return [dealer, ...(parts.length ? parts : [t('summary.noHands')])].join(' · ');
}

// ---------------------------------------------------------------------------------------------
// Bets by seat
// ---------------------------------------------------------------------------------------------

export interface BjBet {
  id: string;
  userId: string;
  username: string;
  type: string;
  spec: Record<string, unknown>;
  amount: number;
  extraStake: number;
  status: string;
  payout: number;
  refund: number;
  net: number;
  createdAt: string;
}

export interface SeatBets {
  seat: number;
  main: BjBet | null;
  behind: BjBet[];
  /** Insurance bets by the id of the bet they cover (`spec.of`). */
  insuranceOf: Map<string, BjBet[]>;
  /** Insurance bets whose covered bet is not on this seat (should not happen; shown apart). */
  strayInsurance: BjBet[];
}

export const seatOfBet = (b: { spec: Record<string, unknown> | null | undefined }): number | null => {
  const s = b.spec?.seat;
  return typeof s === 'number' && Number.isInteger(s) ? s : null;
};

/** The round's bets grouped under their seats (MAIN, Bet Behind, insurance under the bet it covers), by seat number. */
export function betsBySeat(bets: readonly BjBet[]): Map<number, SeatBets> {
  const out = new Map<number, SeatBets>();
  const at = (seat: number): SeatBets => {
    let s = out.get(seat);
    if (!s) {
      s = { seat, main: null, behind: [], insuranceOf: new Map(), strayInsurance: [] };
      out.set(seat, s);
    }
    return s;
  };
  for (const b of bets) {
    const seat = seatOfBet(b);
    if (seat === null) continue;
    if (b.type === 'MAIN') {
      const s = at(seat);
      // One MAIN per seat and round; a cancelled one gives way to a live one.
      if (!s.main || (s.main.status === 'CANCELLED' && b.status !== 'CANCELLED')) s.main = b;
    } else if (b.type === 'BET_BEHIND') at(seat).behind.push(b);
  }
  for (const b of bets) {
    if (b.type !== 'INSURANCE') continue;
    const seat = seatOfBet(b);
    if (seat === null) continue;
    const s = at(seat);
    const of = typeof b.spec.of === 'string' ? b.spec.of : '';
    const covered = (s.main && s.main.id === of) || s.behind.some((x) => x.id === of);
    if (covered) s.insuranceOf.set(of, [...(s.insuranceOf.get(of) ?? []), b]);
    else s.strayInsurance.push(b);
  }
  return out;
}

/** What a Bet Behind follows and what was funded (§BJ-9), from its spec and the round's FOLLOW_UNFUNDED events. */
export function followWords(
  t: Translate,
  spec: Record<string, unknown>,
  unfunded: { action: string; hand: number | null }[] = [],
): { on: boolean; details: { text: string; funded: boolean }[] } {
  const on = spec.followDoublesAndSplits === true;
  if (!on) return { on, details: [] };
  const ff = (spec.followFunded ?? {}) as { split?: unknown; doubledHands?: unknown };
  const details: { text: string; funded: boolean }[] = [];
  if (typeof ff.split === 'boolean') details.push({ text: t('follow.split'), funded: ff.split });
  const doubled = Array.isArray(ff.doubledHands) ? ff.doubledHands.map(Number) : [];
  for (const h of doubled) details.push({ text: t('follow.double', { hand: h }), funded: true });
  for (const u of unfunded) {
    if (u.action === 'DOUBLE' && !doubled.includes(u.hand ?? 1))
      details.push({ text: t('follow.double', { hand: u.hand ?? 1 }), funded: false });
  }
  return { on, details };
}

// ---------------------------------------------------------------------------------------------
// The decision log
// ---------------------------------------------------------------------------------------------

/** Event types of the decision log, in the order of the round log. */
export const DECISION_LOG_TYPES = new Set([
  'DECISION',
  'INSURANCE',
  'BEHIND_INSURANCE',
  'BEHIND_NO_INSURANCE',
  'TIMEOUT',
  'BUST',
  'BLACKJACK_PAID',
  'STAKE_TAKEN',
  'FOLLOW_UNFUNDED',
  'BET_RETURNED',
]);

export interface DecisionLine {
  seq: number;
  type: string;
  at: string;
  /** Username, or null for the server (a timer expiry). */
  actor: string | null;
  seat: number | null;
  hand: number | null;
  action: string;
  /** A timer expiry (no actor). */
  timer: boolean;
  /** A consequence of the previous action (`data.caused`). */
  caused: boolean;
}

const handOf = (v: unknown): number | null => (typeof v === 'number' && Number.isInteger(v) ? v : null);

/** A player action or applied default (`HIT`, `STAND`, `NO_INSURANCE`, …) in words; the code itself when unknown. */
export function actionWord(t: Translate, action: unknown): string {
  const code = String(action ?? '?');
  return ACTIONS.has(code) ? t(`action.${code}`) : code;
}

const ACTIONS = new Set(['HIT', 'STAND', 'DOUBLE', 'SPLIT', 'INSURANCE', 'NO_INSURANCE']);

/**
 * The decision log's lines from the round's events; `bets` name the bets that STAKE_TAKEN / FOLLOW_UNFUNDED
 * refer to; `t` of `games.blackjack.pit`.
 */
export function decisionLines(
  t: Translate,
  money: Money,
  events: readonly { seq: number; type: string; data: Record<string, unknown>; actor: string | null; at: string }[],
  bets: readonly BjBet[],
): DecisionLine[] {
  const byId = new Map(bets.map((b) => [b.id, b]));
  const out: DecisionLine[] = [];
  for (const e of events) {
    if (!DECISION_LOG_TYPES.has(e.type)) continue;
    const d = e.data ?? {};
    // STAKE_TAKEN / FOLLOW_UNFUNDED / BEHIND_NO_INSURANCE name their bet `betId`; BEHIND_INSURANCE and a Bet Behind's TIMEOUT `bet`.
    const betRef = typeof d.betId === 'string' ? d.betId : typeof d.bet === 'string' ? d.bet : null;
    const bet = betRef ? byId.get(betRef) : undefined;
    let seat = handOf(d.seat) ?? (bet ? seatOfBet(bet) : null);
    let hand = handOf(d.hand);
    let action: string;
    switch (e.type) {
      case 'DECISION':
        action = actionWord(t, d.action);
        break;
      case 'INSURANCE':
        action = t(d.take === true ? 'log.insuranceTaken' : 'log.insuranceDeclined');
        break;
      case 'BEHIND_INSURANCE':
        action = t(d.take === false ? 'log.behindDeclined' : 'log.behindTaken');
        break;
      case 'BEHIND_NO_INSURANCE':
        action = t('log.behindDeclined');
        break;
      case 'TIMEOUT': {
        const applied = actionWord(t, d.applied ?? (hand === null ? 'NO_INSURANCE' : 'STAND'));
        action = !betRef
          ? t('log.timeout', { applied })
          : bet
            ? t('log.timeoutBehindOf', { applied, player: bet.username })
            : t('log.timeoutBehind', { applied });
        break;
      }
      case 'BUST':
        action = typeof d.total === 'number' ? t('log.bustTotal', { total: d.total }) : t('log.bust');
        break;
      case 'BLACKJACK_PAID':
        action = t('log.blackjackPaid');
        break;
      case 'STAKE_TAKEN': {
        const memo = typeof d.memo === 'string' ? d.memo : '';
        const m = /hand (\d+)/.exec(memo);
        if (hand === null && m) hand = Number(m[1]);
        action = t('log.extraStake', {
          amount: money(num(d.amount)),
          bet: bet ? betKind(t, bet.type) : t('kind.bet'),
          memo: memo ? ` (${memo})` : '',
        });
        break;
      }
      case 'FOLLOW_UNFUNDED':
        action = t('log.unfunded', {
          action: actionWord(t, d.action ?? ''),
          needed: bet ? money(bet.amount) : t('kind.stake'),
        });
        break;
      case 'BET_RETURNED': {
        const spec = (d.spec ?? {}) as Record<string, unknown>;
        if (seat === null) seat = handOf(spec.seat);
        const why = typeof d.reason === 'string' ? d.reason.replace(/:\s*the Bet Behind is returned/i, '') : '';
        action = t('log.returned', {
          bet: betKind(t, String(d.type ?? bet?.type ?? 'BET')),
          amount: money(num(d.amount, bet?.amount ?? 0)),
          why: why ? ` — ${why}` : '',
        });
        break;
      }
      default:
        action = e.type;
    }
    out.push({
      seq: e.seq,
      type: e.type,
      at: e.at,
      actor: e.type === 'TIMEOUT' ? null : e.actor,
      seat,
      hand,
      action,
      timer: e.type === 'TIMEOUT',
      caused: d.caused === true,
    });
  }
  return out;
}

/** "MAIN", "Bet Behind", "Insurance". */
export function betKind(t: Translate, type: string): string {
  return type === 'BET_BEHIND' ? t('kind.BET_BEHIND') : type === 'INSURANCE' ? t('kind.INSURANCE') : type;
}

/** Words for a blackjack round-log event (the general log), or null for events of other games; `t` of `games.blackjack.pit`. */
export function bjEventWords(t: Translate, money: Money, type: string, data: Record<string, unknown>): string | null {
  const seatHand = () =>
    handOf(data.hand) !== null
      ? t('event.seatHand', { seat: String(data.seat), hand: String(data.hand) })
      : t('event.seat', { seat: String(data.seat) });
  const seat = String(data.seat);
  switch (type) {
    case 'SEATS': {
      const seats = Array.isArray(data.seats) ? (data.seats as number[]) : [];
      const behind = Array.isArray(data.behind) ? data.behind.length : 0;
      if (!seats.length) return t('event.noSeats');
      return behind
        ? t('event.seatsBehind', { seats: seats.join(', '), behind })
        : t('event.seats', { seats: seats.join(', ') });
    }
    case 'DECISION':
      return t('event.decision', { who: seatHand(), action: actionWord(t, data.action) });
    case 'INSURANCE':
      return t(data.take === true ? 'event.insuranceTakes' : 'event.insuranceDeclines', { seat });
    case 'BEHIND_INSURANCE':
      return t(data.take === false ? 'event.behindDeclines' : 'event.behindTakes', { seat });
    case 'BEHIND_NO_INSURANCE':
      return t('event.behindDeclines', { seat });
    case 'TIMEOUT':
      if (data.bet !== undefined)
        return t('event.timeoutBehind', { seat, applied: actionWord(t, data.applied ?? 'NO_INSURANCE') });
      return handOf(data.hand) === null
        ? t('event.timeoutInsurance', { seat, applied: actionWord(t, data.applied ?? 'STAND') })
        : t('event.timeout', { who: seatHand(), applied: actionWord(t, data.applied ?? 'STAND') });
    case 'BUST':
      return typeof data.total === 'number'
        ? t('event.bustWith', { who: seatHand(), total: data.total })
        : t('event.bust', { who: seatHand() });
    case 'BLACKJACK_PAID':
      return t('event.blackjackPaid', { who: seatHand() });
    case 'PAID_EARLY': {
      const bets = Array.isArray(data.bets) ? (data.bets as { payout?: number }[]) : [];
      return t('event.paidEarly', {
        count: bets.length,
        amount: money(bets.reduce((sum, b) => sum + num(b.payout), 0)),
      });
    }
    case 'STAKE_TAKEN':
      return t('event.stakeTaken', {
        amount: money(num(data.amount)),
        memo: data.memo ? ` (${String(data.memo)})` : '',
      });
    case 'FOLLOW_UNFUNDED':
      return t('event.unfunded', { who: seatHand(), action: actionWord(t, data.action) });
    case 'BET_RETURNED':
      return t('event.returned', {
        bet: betKind(t, String(data.type ?? '')),
        amount: money(num(data.amount)),
        reason: data.reason ? `: ${String(data.reason)}` : '',
      });
    default:
      return null;
  }
}
