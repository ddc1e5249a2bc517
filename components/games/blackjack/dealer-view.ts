import type { Translate } from '@/lib/i18n/money';
import type { PublicRound } from '@/lib/realtime/events';
import { nextOf } from '@/components/dealer/model';
import { readBjDealer, readBjHand, readBjOutcome, type BjDealer, type BjHandBase, type BjOutcome } from './view';

// ---------------------------------------------------------------------------------------------
// Blackjack (RULES.md §BJ): the public view of a round, read loosely (the server decides).
// ---------------------------------------------------------------------------------------------

export type { BjOutcome };

export interface BjHandView extends BjHandBase {
  /** Once the round is complete (from `round.result`). */
  outcome?: BjOutcome;
}

export type BjDealerView = BjDealer;

export interface BjSeatView {
  seat: number;
  insurance: boolean | null;
  hands: BjHandView[];
}

export interface BjView {
  phase: string;
  dealer: BjDealerView | null;
  seats: BjSeatView[];
  turn: { seat: number; hand: number } | null;
}

const arr = (x: unknown): unknown[] => (Array.isArray(x) ? x : []);
const rec = (x: unknown): Record<string, unknown> =>
  x && typeof x === 'object' && !Array.isArray(x) ? (x as Record<string, unknown>) : {};

function bjHand(x: unknown, i: number): BjHandView {
  return { ...readBjHand(x, i), outcome: readBjOutcome(x) ?? undefined };
}

const bjDealer = readBjDealer;

function bjSeats(x: unknown): BjSeatView[] {
  return arr(x).map((s) => {
    const r = rec(s);
    return {
      seat: Number(r.seat),
      insurance: typeof r.insurance === 'boolean' ? r.insurance : null,
      hands: arr(r.hands).map(bjHand),
    };
  });
}

/**
 * The blackjack table as the round shows it: `round.view`, with each hand's `outcome` merged in from
 * `round.result` once the round is complete (the result's dealer hand wins when present).
 */
export function blackjackView(round: PublicRound | null): BjView | null {
  if (!round || round.game !== 'BLACKJACK') return null;
  const v = rec(round.view);
  const turn = rec(v.turn);
  const view: BjView = {
    phase: typeof v.phase === 'string' ? v.phase : round.status === 'BETTING' ? 'BETTING' : '',
    dealer: bjDealer(v.dealer),
    seats: bjSeats(v.seats),
    turn: typeof turn.seat === 'number' && typeof turn.hand === 'number' ? { seat: turn.seat, hand: turn.hand } : null,
  };
  const res = round.result ? rec(round.result) : null;
  if (res) {
    view.dealer = bjDealer(res.dealer) ?? view.dealer;
    const rs = bjSeats(res.seats);
    if (rs.length) view.seats = rs;
  }
  return view;
}

/**
 * A blackjack total as the felt says it (RULES.md §BJ-2): `BJ`, `BUST 24`, a soft total under 21 as
 * `7/17` (hard/soft) while the hand may still take cards, else the total (`17`). `final`: the hand
 * takes no more cards (stood, or a dealer hand on 17 or more), so a soft total shows as its best value.
 */
export function bjTotalText(
  t: Translate,
  h: { cards: string[]; total: number; soft: boolean; blackjack: boolean; bust: boolean },
  final = false,
): string {
  if (!h.cards.length) return '–';
  if (h.blackjack) return t('total.blackjack');
  if (h.bust) return t('total.bust', { total: h.total });
  if (h.soft && h.total < 21 && !final) return `${h.total - 10}/${h.total}`;
  return String(h.total);
}

/**
 * The dealer's drawing instruction (RULES.md §BJ-6), for the dealer's own eyes, in the words of the
 * `games.blackjack.dealer` messages (`t`).
 */
export function dealerInstruction(
  t: Translate,
  round: PublicRound | null,
  v: BjView | null,
): { text: string; detail?: string; tone: 'draw' | 'stand' | 'bust' | 'bj' | 'idle' } {
  const next = nextOf(round);
  const d = v?.dealer ?? null;
  const total = d && d.cards.length ? bjTotalText(t, d, d.total >= 17) : null;
  if (!round || !v) return { text: t('instruction.noRound'), tone: 'idle' };
  if (round.status === 'BETTING' || v.phase === 'BETTING') return { text: t('instruction.waitingDeal'), tone: 'idle' };
  if (v.phase === 'DEALER' && next?.kind === 'card' && next.to === 'dealer')
    return {
      text: total ? t('instruction.drawsOn', { total }) : t('instruction.draws'),
      detail: t('instruction.card', { position: next.position ?? (d?.cards.length ?? 0) + 1 }),
      tone: 'draw',
    };
  if (v.phase === 'COMPLETE' || round.status === 'COMPLETE' || round.status === 'SETTLED') {
    if (!d || !d.cards.length) return { text: t('instruction.noDraw'), tone: 'idle' };
    if (d.blackjack) return { text: t('instruction.blackjack'), tone: 'bj' };
    if (d.bust) return { text: t('instruction.busts', { total: d.total }), tone: 'bust' };
    if (d.total >= 17) return { text: t('instruction.stands', { total: d.total }), tone: 'stand' };
    return {
      text: t('instruction.noDraw'),
      detail: d.cards.length > 1 ? t('instruction.dealerTotal', { total: total ?? '' }) : undefined,
      tone: 'idle',
    };
  }
  if (round.status === 'VOIDED') return { text: t('instruction.voided'), tone: 'idle' };
  if (v.phase === 'DEAL')
    return {
      text: next?.kind === 'card' && next.to === 'dealer' ? t('instruction.upCard') : t('instruction.firstCards'),
      tone: 'idle',
    };
  if (v.phase === 'INSURANCE') return { text: t('instruction.insurance'), tone: 'idle' };
  if (v.phase === 'PLAY') return { text: t('instruction.play'), tone: 'idle' };
  return { text: '…', tone: 'idle' };
}

/** The history strip's badge of a blackjack result: the dealer's hand (`20`, `BJ`, `B24`) and `2W 1L` style counts. */
export function blackjackResultBadge(
  t: Translate,
  result: Record<string, unknown> | null | undefined,
): { label: string; tone: 'bust' | 'bj' | 'total'; hands: string } | null {
  if (!result || !result.dealer || typeof result.dealer !== 'object' || !Array.isArray(result.seats)) return null;
  const d = bjDealer(result.dealer);
  if (!d) return null;
  const n = { W: 0, P: 0, L: 0 };
  for (const s of bjSeats(result.seats))
    for (const h of s.hands) {
      if (h.outcome === 'WIN' || h.outcome === 'BLACKJACK') n.W += 1;
      else if (h.outcome === 'PUSH') n.P += 1;
      else if (h.outcome === 'LOSE') n.L += 1;
    }
  const hands = [
    n.W ? t('badge.win', { count: n.W }) : '',
    n.P ? t('badge.push', { count: n.P }) : '',
    n.L ? t('badge.lose', { count: n.L }) : '',
  ]
    .filter(Boolean)
    .join(' ');
  if (d.blackjack) return { label: t('total.blackjack'), tone: 'bj', hands };
  if (d.bust) return { label: t('badge.bust', { total: d.total }), tone: 'bust', hands };
  return { label: d.cards.length ? String(d.total) : '—', tone: 'total', hands };
}
