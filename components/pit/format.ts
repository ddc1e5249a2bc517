import { GAMES, gameUi } from '@/components/games/registry';
import type { ConsoleWords, NameOf } from '@/components/games/types';
import type { ShellWords } from '@/components/pit/words';
import { CORRECTION_REASONS } from '@/components/pit/corrections/model';

export const ROUND_STATUSES = ['BETTING', 'DEALING', 'COMPLETE', 'SETTLED', 'VOIDED'] as const;

/** Tailwind classes of a status badge (rounds, bets, tables, shoes). */
export function statusTone(status: string): string {
  switch (status) {
    case 'BETTING':
    case 'OPEN':
    case 'ACTIVE':
      return 'bg-emerald-500/15 text-emerald-300 ring-emerald-500/30';
    case 'DEALING':
    case 'COMPLETE':
    case 'CUT_CARD_OUT':
      return 'bg-amber-500/15 text-amber-300 ring-amber-500/30';
    case 'SETTLED':
    case 'WON':
      return 'bg-sky-500/15 text-sky-300 ring-sky-500/30';
    case 'VOIDED':
    case 'VOID':
    case 'DEAD':
    case 'CLOSED':
      return 'bg-rose-500/15 text-rose-300 ring-rose-500/30';
    case 'LOST':
      return 'bg-zinc-500/15 text-zinc-300 ring-zinc-500/30';
    case 'PUSH':
    case 'FINISHED':
      return 'bg-violet-500/15 text-violet-300 ring-violet-500/30';
    default:
      return 'bg-zinc-500/15 text-zinc-300 ring-zinc-500/30';
  }
}

/** A status (round, bet, table, shoe) in the reader's language; the code itself when it has no words. */
export function statusWord(w: ConsoleWords, status: string): string {
  const key = `status.${status}`;
  const s = w.t(key);
  return s === `pit.${key}` || s === key ? status : s;
}

/** The result in a few words, as the game puts it (components/games/<game>/pit-ui.tsx); its JSON for a game without a UI. */
export function resultSummary(w: ShellWords, game: string, result: Record<string, unknown> | null | undefined): string {
  if (!result) return '—';
  return gameUi(game)?.pit?.resultSummary(result, w.game(game)) ?? JSON.stringify(result);
}

/** A bet's type with the numbers it covers (inside bets, dozen, column), its box or its seat (seated games). */
export function betLabel(w: ConsoleWords, type: string, spec: Record<string, unknown> | null | undefined): string {
  const t = w.t;
  // A game whose seat holds several boxes (a pair) names the box the bet is on.
  if (typeof spec?.box === 'number') return t('bet.box', { type, box: spec.box });
  if (typeof spec?.seat === 'number') {
    if (type === 'BET_BEHIND')
      return t(spec.followDoublesAndSplits === true ? 'bet.behindFollows' : 'bet.behind', { seat: spec.seat });
    if (type === 'INSURANCE')
      return t(spec.kind === 'behind' ? 'bet.insuranceBehind' : 'bet.insurance', { seat: spec.seat });
    return t('bet.seat', { type, seat: spec.seat });
  }
  const nums = Array.isArray(spec?.numbers) ? [...(spec.numbers as number[])].sort((a, b) => a - b) : [];
  if (!nums.length) return type;
  if (type === 'DOZEN') return `DOZEN ${nums[0]}–${nums[nums.length - 1]}`;
  if (type === 'COLUMN') return `COLUMN ${(((nums[0] ?? 1) - 1) % 3) + 1}`;
  if (INSIDE.has(type)) return `${type} ${nums.join('-')}`;
  return type;
}

const INSIDE = new Set(['STRAIGHT', 'SPLIT', 'STREET', 'TRIO', 'CORNER', 'FIRST_FOUR', 'SIX_LINE']);

/** What the engine awaits (`next`), in words. */
export function nextWords(w: ConsoleWords, next: unknown): string {
  const t = w.t;
  const n = next as Record<string, unknown> | null;
  if (!n || typeof n !== 'object') return '';
  if (n.kind === 'card' && n.to === 'seat')
    return n.hand !== undefined
      ? t('next.cardToSeatHand', { seat: String(n.seat), hand: String(n.hand), position: String(n.position) })
      : t('next.cardToSeat', { seat: String(n.seat), position: String(n.position) });
  if (n.kind === 'card') return t('next.cardTo', { to: side(w, n.to), position: String(n.position) });
  if (n.kind === 'outcome') return t('next.outcome');
  if (n.kind === 'confirm') return t('next.confirm');
  if (n.kind === 'close') return t('next.close');
  if (n.kind === 'dp-offer') return t(n.last === true ? 'next.dpOfferLast' : 'next.dpOffer', { seat: String(n.seat) });
  if (n.kind === 'dp-rotation') return t('next.dpRotation');
  if (n.kind === 'decision') {
    const actions = Array.isArray(n.actions) ? ` (${(n.actions as string[]).join(' / ')})` : '';
    return typeof n.hand === 'number'
      ? t('next.decisionHand', { seat: String(n.seat), hand: n.hand, actions })
      : t('next.decision', { seat: String(n.seat), actions });
  }
  if (n.kind === 'insurance') {
    const seats = Array.isArray(n.seats) ? (n.seats as number[]) : [];
    const behind = typeof n.behindPending === 'number' && n.behindPending > 0 ? n.behindPending : 0;
    if (seats.length && behind)
      return t('next.insuranceSeatsBehind', { count: seats.length, seats: seats.join(', '), behind });
    if (seats.length) return t('next.insuranceSeats', { count: seats.length, seats: seats.join(', ') });
    if (behind) return t('next.insuranceBehind', { behind });
    return t('next.insurance');
  }
  return String(n.kind ?? '');
}

/** A card's destination (`player`, `banker`, `dealer`, …) in words; the code itself when it has none. */
function side(w: ConsoleWords, to: unknown): string {
  const code = String(to);
  return ['player', 'banker', 'dealer'].includes(code) ? w.t(`side.${code}`) : code;
}

/**
 * One line of words for a round-log event (`CARD 7D → player #1`), without the type (shown beside it).
 * `game` picks the game's own words where its events differ (its `PitUi.eventWords`: e.g. a DP rotation, Raise/Fold,
 * cards to the DP; `nameOf` names the user ids those events carry).
 */
export function eventWords(
  w: ShellWords,
  type: string,
  data: Record<string, unknown>,
  game?: string,
  nameOf?: NameOf,
): string {
  const own = game ? (gameUi(game)?.pit?.eventWords?.(type, data, w.game(game), nameOf) ?? null) : null;
  if (own !== null) return own;
  const { t, money } = w.shell;
  switch (type) {
    case 'OPENED': {
      const s = data.bettingSeconds;
      return typeof s === 'number' ? t('event.openedCountdown', { seconds: s }) : t('event.openedNoCountdown');
    }
    case 'CLOSED':
      if (data.by === 'COUNTDOWN') return t('event.closedCountdown');
      if (data.by) {
        const by = String(data.by);
        const role = ['DEALER', 'PIT_BOSS', 'ADMIN'].includes(by) ? t(`event.by.${by}`) : by.toLowerCase();
        return t('event.closedBy', { by: role });
      }
      return t('event.closed');
    case 'CARD':
      if (data.to === 'seat')
        return t('event.cardSeat', {
          card: String(data.card),
          seat: String(data.seat),
          hand: String(data.hand ?? 1),
          position: String(data.position),
        });
      return t('event.card', { card: String(data.card), to: side(w.shell, data.to), position: String(data.position) });
    case 'UNDO':
      if (data.card && data.to === 'seat')
        return t('event.undoSeat', {
          card: String(data.card),
          seat: String(data.seat),
          hand: String(data.hand ?? 1),
          position: String(data.position),
        });
      if (data.card)
        return t('event.undoCard', {
          card: String(data.card),
          from: side(w.shell, data.to ?? data.from),
          position: String(data.position),
        });
      if (data.undone === 'OUTCOME')
        return t('event.undoOutcome', {
          number: String(data.number),
          color: data.color ? colour(w.shell, data.color) : '',
        }).trim();
      if (data.undone === 'NO_SPIN') return t('event.undoNoSpin', { reason: String(data.reason) });
      return t('event.undo');
    case 'OUTCOME':
      return t('event.outcome', {
        number: String(data.number),
        color: data.color ? colour(w.shell, data.color) : '',
      }).trim();
    case 'NO_SPIN':
      return t('event.noSpin', { reason: String(data.reason ?? '') });
    case 'SETTLED': {
      const parts = [
        t('event.settledBets', { count: Number(data.bets ?? 0) }),
        t('event.staked', { amount: money(Number(data.staked ?? 0)) }),
        t('event.paidOut', { amount: money(Number(data.paidOut ?? 0)) }),
        t('event.ggr', { amount: money(Number(data.ggr ?? 0)) }),
      ];
      if (Number(data.payoutCut ?? 0) > 0) parts.push(t('event.cut', { amount: money(Number(data.payoutCut)) }));
      return parts.join(' · ');
    }
    case 'VOIDED':
      return [
        `“${String(data.reason ?? '')}”`,
        data.previousStatus ? t('event.was', { status: statusWord(w.shell, String(data.previousStatus)) }) : '',
        t('event.refunded', { amount: money(Number(data.refunded ?? 0)) }),
        Number(data.reversed ?? 0) > 0 ? t('event.reversed', { amount: money(Number(data.reversed)) }) : '',
      ]
        .filter(Boolean)
        .join(' · ');
    case 'CORRECTED': {
      // A correction applied (issue #18 §1): what it replaced, why, and who proposed and approved it.
      const code = String(data.reasonCode ?? 'OTHER');
      const entries = Array.isArray(data.entries) ? (data.entries as Record<string, unknown>[]) : [];
      const who = (v: unknown) =>
        v && typeof v === 'object' ? String((v as { username?: unknown }).username ?? '') : String(v ?? '');
      return [
        t('event.corrected', {
          reason: (CORRECTION_REASONS as readonly string[]).includes(code) ? t(`corrections.reason.${code}`) : code,
        }),
        data.reason ? `“${String(data.reason)}”` : '',
        ...entries.map((e) =>
          e.type === 'OUTCOME'
            ? t('event.correctedNumber', { number: String(e.number) })
            : t('event.correctedCard', { position: String(e.position), card: String(e.card) }),
        ),
        data.kind === 'VOID' ? t('event.correctedVoid') : '',
        data.proposedBy || data.approvedBy
          ? t('event.correctedBy', { proposer: who(data.proposedBy), approver: who(data.approvedBy) })
          : '',
      ]
        .filter(Boolean)
        .join(' · ');
    }
    default: {
      // Every game's pit part (the pit pages load them all: GamePartsGate).
      for (const game of GAMES) {
        const words = gameUi(game)?.pit?.anyRoundEventWords?.(type, data, w.game(game)) ?? null;
        if (words !== null) return words;
      }
      const s = JSON.stringify(data);
      return s === '{}' ? '' : s.length > 140 ? `${s.slice(0, 140)}…` : s;
    }
  }
}

/** A roulette-like colour (`red`, `black`, `green`) in words; the value itself otherwise. */
function colour(w: ConsoleWords, c: unknown): string {
  const code = String(c).toLowerCase();
  return ['red', 'black', 'green'].includes(code) ? w.t(`colour.${code}`) : String(c);
}
