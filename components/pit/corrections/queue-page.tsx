'use client';

import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { useTranslations } from 'next-intl';
import { api } from '@/lib/client/api';
import { PitNav } from '@/components/pit/pit-nav';
import type { RoundDetail } from '@/lib/rounds/get-round';
import { ErrorAlert, RoleGate, btnCls } from '@/components/ui/back-office';
import { CorrectionCard, useRefusalText } from './correction-card';
import { effectiveEntries, normalizeCorrection, type Correction, type CorrectionStatus } from './model';

const TABS: CorrectionStatus[] = ['PROPOSED', 'APPLIED', 'REJECTED'];
/** How often the queue asks again (a proposal made on another screen shows up by itself). */
const REFRESH_MS = 10_000;

const noSubscription = () => () => undefined;

function statusFromUrl(search: string): CorrectionStatus {
  const s = new URLSearchParams(search).get('status');
  return TABS.includes(s as CorrectionStatus) ? (s as CorrectionStatus) : 'PROPOSED';
}

/** `/pit/corrections` (PIT_BOSS, ADMIN): the corrections waiting for a second approver, and the decided ones. */
export function CorrectionsPage() {
  return (
    <RoleGate roles={['PIT_BOSS', 'ADMIN']} area="pit">
      {(me) => <CorrectionsQueue meId={me.id} />}
    </RoleGate>
  );
}

interface Page {
  items: unknown[];
  nextCursor?: string | null;
}

function CorrectionsQueue({ meId }: { meId: string }) {
  const t = useTranslations('pit.corrections');
  const refusal = useRefusalText();
  const urlSearch = useSyncExternalStore(
    noSubscription,
    () => window.location.search,
    () => null,
  );
  const [chosen, setStatus] = useState<CorrectionStatus | null>(null);
  const status = chosen ?? (urlSearch === null ? null : statusFromUrl(urlSearch));
  const [items, setItems] = useState<Correction[] | null>(null);
  const [cursor, setCursor] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [rounds, setRounds] = useState<Record<string, RoundDetail>>({});
  const [decided, setDecided] = useState<Correction | null>(null);
  const asked = useRef(new Set<string>());

  const load = useCallback(
    (s: CorrectionStatus, after: string | null = null) =>
      api<Page | unknown[]>('GET', `/api/corrections?status=${s}${after ? `&cursor=${encodeURIComponent(after)}` : ''}`)
        .then((r) => {
          const page = Array.isArray(r) ? { items: r, nextCursor: null } : r;
          const list = page.items.map(normalizeCorrection);
          setItems((prev) => (after && prev ? [...prev, ...list] : list));
          setCursor(page.nextCursor ?? null);
          setError(null);
        })
        .catch((e) => setError(refusal(e))),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [],
  );

  useEffect(() => {
    if (!status) return;
    void load(status);
    const timer = setInterval(() => {
      if (document.visibilityState === 'visible') void load(status);
    }, REFRESH_MS);
    return () => clearInterval(timer);
  }, [status, load]);

  // The rounds of the waiting proposals: what each entry replaces and the bets' numbers.
  useEffect(() => {
    for (const c of items ?? []) {
      if (c.status !== 'PROPOSED' || !c.roundId || asked.current.has(c.roundId)) continue;
      asked.current.add(c.roundId);
      api<RoundDetail>('GET', `/api/rounds/${c.roundId}`)
        .then((r) => setRounds((m) => ({ ...m, [r.id]: r })))
        .catch(() => undefined);
    }
  }, [items]);

  const choose = (s: CorrectionStatus) => {
    setStatus(s);
    setItems(null);
    setDecided(null);
    const url = new URL(window.location.href);
    url.searchParams.set('status', s);
    window.history.replaceState(null, '', url);
  };

  const onTabKey = (e: React.KeyboardEvent, i: number) => {
    const d = e.key === 'ArrowRight' ? 1 : e.key === 'ArrowLeft' ? -1 : 0;
    if (!d) return;
    e.preventDefault();
    const next = TABS[(i + d + TABS.length) % TABS.length]!;
    choose(next);
    document.getElementById(`tab-${next}`)?.focus();
  };

  return (
    <div className="space-y-4" data-testid="corrections-page">
      <PitNav />
      <header className="flex flex-wrap items-baseline gap-3">
        <h1 className="text-xl font-semibold text-gray-100">{t('queueTitle')}</h1>
        <p className="text-xs text-gray-500">{t('queueSubtitle')}</p>
      </header>
      <div role="tablist" aria-label={t('queueTitle')} className="flex gap-1">
        {TABS.map((s, i) => (
          <button
            key={s}
            id={`tab-${s}`}
            type="button"
            role="tab"
            aria-selected={status === s}
            tabIndex={status === s ? 0 : -1}
            data-testid={`tab-${s}`}
            onClick={() => choose(s)}
            onKeyDown={(e) => onTabKey(e, i)}
            className={`rounded px-3 py-1.5 text-sm ring-1 ring-inset focus-visible:outline focus-visible:outline-2 focus-visible:outline-brass/60 ${
              status === s ? 'bg-brass/15 text-gray-100 ring-brass/50' : 'bg-panel-2 text-gray-400 ring-line'
            }`}
          >
            {t(`tab${s}`)}
          </button>
        ))}
      </div>
      <ErrorAlert testId="pit-error" message={error} onClose={() => setError(null)} />
      {decided && (
        <p role="status" data-testid="decided-notice" className="text-sm text-emerald-300">
          {t(decided.status === 'APPLIED' ? 'appliedNotice' : 'rejectedNotice', {
            table: decided.tableName ?? '',
            number: decided.roundNumber ?? '?',
          })}
        </p>
      )}
      <div role="tabpanel" aria-labelledby={status ? `tab-${status}` : undefined} className="space-y-3">
        {items === null && !error && <p className="text-sm text-gray-500">{t('loading')}</p>}
        {items?.length === 0 && (
          <p data-testid="corrections-empty" className="py-8 text-center text-sm text-gray-500">
            {t(`empty${status ?? 'PROPOSED'}`)}
          </p>
        )}
        {items?.map((c) => {
          const round = rounds[c.roundId];
          return (
            <CorrectionCard
              key={c.id}
              correction={c}
              meId={meId}
              current={round ? effectiveEntries(round.events) : undefined}
              specs={round ? new Map(round.bets.map((b) => [b.id, b.spec])) : undefined}
              onDecided={(out) => {
                setDecided({ ...c, ...out });
                setItems((list) => (list ?? []).filter((x) => x.id !== c.id));
                if (status) void load(status);
              }}
            />
          );
        })}
        {cursor && status && (
          <div className="flex justify-center">
            <button type="button" className={btnCls} onClick={() => void load(status, cursor)}>
              {t('more')}
            </button>
          </div>
        )}
      </div>
    </div>
  );
}
