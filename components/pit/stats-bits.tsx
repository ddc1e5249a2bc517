'use client';

/**
 * The pieces a game's table statistics (`PitUi.TableStats`) draw with: the table's settled rounds read page by
 * page, a rate as a big figure, the hold table's cells and bar, and the current round's panel. Game-agnostic:
 * the words come from the game (`t` of its pit namespace) or the caller.
 */
import Link from 'next/link';
import { useEffect, useState } from 'react';
import { useTranslations } from 'next-intl';
import { api } from '@/lib/client/api';
import type { Translate } from '@/lib/i18n/money';
import type { PublicRound } from '@/lib/realtime/events';
import { Panel } from '@/components/ui/back-office';
import type { Hold, RoundMoney } from './hold';

/** One settled round of `GET /api/rounds` (the parts the stats use). */
export interface SettledRound extends RoundMoney {
  id: string;
  number: number;
  result: Record<string, unknown> | null;
}

/** How many settled rounds the stats read at most (pages of 200). */
export const MAX_SETTLED_ROUNDS = 1000;

/** The table's settled rounds, newest first, read again on every change of `refreshKey` (a settlement). */
export function useSettledRounds(tableId: string, refreshKey: unknown) {
  const [state, setState] = useState<{ items: SettledRound[]; loading: boolean; error: string | null }>({
    items: [],
    loading: true,
    error: null,
  });
  useEffect(() => {
    let gone = false;
    (async () => {
      const items: SettledRound[] = [];
      let cursor: string | null = null;
      do {
        const page: { items: SettledRound[]; nextCursor: string | null } = await api(
          'GET',
          `/api/rounds?tableId=${encodeURIComponent(tableId)}&status=SETTLED&limit=200${cursor ? `&cursor=${cursor}` : ''}`,
        );
        items.push(...page.items);
        cursor = page.nextCursor;
      } while (cursor && items.length < MAX_SETTLED_ROUNDS && !gone);
      if (!gone) setState({ items, loading: false, error: null });
    })().catch((e: Error) => !gone && setState((s) => ({ ...s, loading: false, error: e.message })));
    return () => {
      gone = true;
    };
  }, [tableId, refreshKey]);
  return state;
}

/** A rate as a big figure with what it counts. */
export function StatFigure({
  testId,
  label,
  value,
  detail,
  expected,
}: {
  testId: string;
  label: string;
  value: string;
  detail: string;
  expected?: string;
}) {
  return (
    <div data-testid={testId} className="rounded-lg border border-line bg-ink/30 px-3 py-2">
      <div className="text-[10px] tracking-wider text-gray-500 uppercase">{label}</div>
      <div className="font-mono text-2xl font-semibold text-gray-100" data-field="value">
        {value}
      </div>
      <div className="text-xs text-gray-400">{detail}</div>
      {expected && <div className="mt-0.5 text-[11px] text-gray-500">{expected}</div>}
    </div>
  );
}

/** A figure of a hold table, its column's name beside it on phones (each row stacks there). */
export function HoldCell({
  label,
  field,
  tone = 'text-gray-300',
  children,
}: {
  label: string;
  field?: string;
  tone?: string;
  children: React.ReactNode;
}) {
  return (
    <div className="flex items-baseline justify-between gap-2 lg:block lg:text-right">
      <span className="text-[11px] text-gray-500 lg:hidden">{label}</span>
      <span data-field={field} className={`font-mono whitespace-nowrap ${tone}`}>
        {children}
      </span>
    </div>
  );
}

/**
 * A hold as a bar against its expectation: the bar is the actual hold (± one standard error as a band), the
 * brass mark the expected one; the scale runs from −`span` to +`span`.
 */
export function HoldBar({ hold, expected, span }: { hold: Hold; expected: number | null; span: number }) {
  const x = (v: number) => `${Math.max(0, Math.min(100, 50 + (v / span) * 50))}%`;
  const h = hold.hold;
  return (
    <div className="relative h-4 w-full min-w-40 rounded bg-panel-2" aria-hidden>
      <div className="absolute inset-y-0 left-1/2 w-px bg-gray-600" />
      {h !== null && hold.se !== null && (
        <div
          className="absolute inset-y-1 rounded bg-sky-400/20"
          style={{ left: x(h - hold.se), right: `calc(100% - ${x(h + hold.se)})` }}
        />
      )}
      {h !== null && (
        <div
          className={`absolute inset-y-1 rounded ${h >= 0 ? 'bg-sky-400/80' : 'bg-rose-400/80'}`}
          style={h >= 0 ? { left: '50%', right: `calc(100% - ${x(h)})` } : { left: x(h), right: '50%' }}
        />
      )}
      {expected !== null && (
        <div className="absolute inset-y-0 w-0.5 bg-brass" style={{ left: x(expected) }} title={String(expected)} />
      )}
    </div>
  );
}

/**
 * The current round as a panel above the stats: its number and status, a link to its detail, and the game's
 * compact view (`compact`, given the round's next step while it is in play). `t` is the game's pit namespace
 * (`stats.round`, `stats.detail`).
 */
export function CurrentRoundPanel({
  round,
  t,
  compact,
}: {
  round: PublicRound;
  t: Translate;
  compact: (next: PublicRound['next'] | null) => React.ReactNode;
}) {
  const ts = useTranslations('pit.status');
  return (
    <Panel
      title={t('stats.round', {
        number: round.number,
        status: ts.has(round.status) ? ts(round.status) : round.status,
      })}
      actions={
        <Link href={`/pit/rounds/${round.id}`} className="text-xs text-brass hover:underline">
          {t('stats.detail')}
        </Link>
      }
      bodyClass="p-3"
    >
      {compact(['BETTING', 'DEALING', 'COMPLETE'].includes(round.status) ? round.next : null)}
    </Panel>
  );
}
