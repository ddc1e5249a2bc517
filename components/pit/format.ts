import { format } from 'date-fns';
import { money } from '@/lib/client/api';
import { GAME_UIS, gameUi } from '@/components/games/registry';
import type { NameOf } from '@/components/games/types';

/** "2026-11-29 16:03:55" in the viewer's time zone; "—" for null. */
export function when(iso: string | null | undefined, pattern = 'yyyy-MM-dd HH:mm:ss'): string {
  if (!iso) return '—';
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? '—' : format(d, pattern);
}

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

/** The result in a few words, as the game puts it (components/games/<game>/pit-ui.tsx); its JSON for a game without a UI. */
export function resultSummary(game: string, result: Record<string, unknown> | null | undefined): string {
  if (!result) return '—';
  return gameUi(game)?.pit?.resultSummary(result) ?? JSON.stringify(result);
}

/** A bet's type with the numbers it covers (inside bets, dozen, column) or its seat (seated games). */
export function betLabel(type: string, spec: Record<string, unknown> | null | undefined): string {
  if (typeof spec?.seat === 'number') {
    if (type === 'BET_BEHIND')
      return `BET_BEHIND seat ${spec.seat}${spec.followDoublesAndSplits === true ? ' (follows)' : ''}`;
    if (type === 'INSURANCE') return `INSURANCE seat ${spec.seat}${spec.kind === 'behind' ? ' (Bet Behind)' : ''}`;
    return `${type} seat ${spec.seat}`;
  }
  const nums = Array.isArray(spec?.numbers) ? [...(spec.numbers as number[])].sort((a, b) => a - b) : [];
  if (!nums.length) return type;
  if (type === 'DOZEN') return `DOZEN ${nums[0]}–${nums[nums.length - 1]}`;
  if (type === 'COLUMN') return `COLUMN ${(((nums[0] ?? 1) - 1) % 3) + 1}`;
  if (INSIDE.has(type)) return `${type} ${nums.join('-')}`;
  return type;
}

const INSIDE = new Set(['STRAIGHT', 'SPLIT', 'STREET', 'TRIO', 'CORNER', 'FIRST_FOUR', 'SIX_LINE']);

function nextWords(next: unknown): string {
  const n = next as Record<string, unknown> | null;
  if (!n || typeof n !== 'object') return '';
  if (n.kind === 'card' && n.to === 'seat')
    return `card to seat ${String(n.seat)}${n.hand !== undefined ? ` hand ${String(n.hand)}` : ''} #${String(n.position)}`;
  if (n.kind === 'card') return `card to ${String(n.to)} #${String(n.position)}`;
  if (n.kind === 'outcome') return 'the winning number';
  if (n.kind === 'confirm') return 'dealer confirms the result';
  if (n.kind === 'close') return 'No more bets';
  if (n.kind === 'dp-offer')
    return `seat ${String(n.seat)}'s answer to the DP offer${n.last === true ? ' (last DP)' : ''}`;
  if (n.kind === 'dp-rotation') return 'the next DP offer';
  if (n.kind === 'decision')
    return `decision of seat ${String(n.seat)}${typeof n.hand === 'number' ? ` hand ${n.hand}` : ''}${Array.isArray(n.actions) ? ` (${(n.actions as string[]).join(' / ')})` : ''}`;
  if (n.kind === 'insurance') {
    const seats = Array.isArray(n.seats) ? (n.seats as number[]) : [];
    const behind = typeof n.behindPending === 'number' && n.behindPending > 0 ? `${n.behindPending} Bet Behind` : '';
    return `insurance decisions${seats.length ? ` of seat${seats.length > 1 ? 's' : ''} ${seats.join(', ')}` : ''}${behind ? `${seats.length ? ' and ' : ' of '}${behind}` : ''}`;
  }
  return String(n.kind ?? '');
}
export { nextWords };

/**
 * One line of words for a round-log event (`CARD 7D → player #1`), without the type (shown beside it).
 * `game` picks the game's own words where its events differ (its `PitUi.eventWords`: e.g. a DP rotation, Raise/Fold,
 * cards to the DP; `nameOf` names the user ids those events carry).
 */
export function eventWords(type: string, data: Record<string, unknown>, game?: string, nameOf?: NameOf): string {
  const own = gameUi(game)?.pit?.eventWords?.(type, data, nameOf) ?? null;
  if (own !== null) return own;
  switch (type) {
    case 'OPENED': {
      const s = data.bettingSeconds;
      return `Betting opened${typeof s === 'number' ? ` with a ${s}s countdown` : ', no countdown'}`;
    }
    case 'CLOSED':
      return data.by === 'COUNTDOWN'
        ? 'No more bets: the countdown ran out'
        : `No more bets${data.by ? `, called by the ${String(data.by).toLowerCase().replace('_', ' ')}` : ''}`;
    case 'CARD':
      if (data.to === 'seat')
        return `${String(data.card)} → seat ${String(data.seat)} hand ${String(data.hand ?? 1)} #${String(data.position)}`;
      return `${String(data.card)} → ${String(data.to)} #${String(data.position)}`;
    case 'UNDO':
      if (data.card && data.to === 'seat')
        return `took back ${String(data.card)} from seat ${String(data.seat)} hand ${String(data.hand ?? 1)} #${String(data.position)}`;
      if (data.card && data.to)
        return `took back ${String(data.card)} from ${String(data.to)} #${String(data.position)}`;
      if (data.card) return `took back ${String(data.card)} from ${String(data.from)} #${String(data.position)}`;
      if (data.undone === 'OUTCOME')
        return `took back the number ${String(data.number)}${data.color ? ` ${String(data.color)}` : ''}`;
      if (data.undone === 'NO_SPIN') return `took back the no-spin “${String(data.reason)}”`;
      return 'took back the last entry';
    case 'OUTCOME':
      return `ball in ${String(data.number)}${data.color ? ` ${String(data.color)}` : ''}`;
    case 'NO_SPIN':
      return `no spin: ${String(data.reason ?? '')}`;
    case 'SETTLED': {
      const parts = [
        `${Number(data.bets ?? 0)} bet(s)`,
        `staked ${money(Number(data.staked ?? 0))}`,
        `paid out ${money(Number(data.paidOut ?? 0))}`,
        `GGR ${money(Number(data.ggr ?? 0))}`,
      ];
      if (Number(data.payoutCut ?? 0) > 0) parts.push(`cut ${money(Number(data.payoutCut))}`);
      return parts.join(' · ');
    }
    case 'VOIDED':
      return [
        `“${String(data.reason ?? '')}”`,
        data.previousStatus ? `was ${String(data.previousStatus)}` : '',
        `refunded ${money(Number(data.refunded ?? 0))}`,
        Number(data.reversed ?? 0) > 0 ? `reversed ${money(Number(data.reversed))}` : '',
      ]
        .filter(Boolean)
        .join(' · ');
    default: {
      for (const u of GAME_UIS) {
        const w = u.pit?.anyRoundEventWords?.(type, data) ?? null;
        if (w !== null) return w;
      }
      const s = JSON.stringify(data);
      return s === '{}' ? '' : s.length > 140 ? `${s.slice(0, 140)}…` : s;
    }
  }
}
