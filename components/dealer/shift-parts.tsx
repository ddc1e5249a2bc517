'use client';

import Link from 'next/link';
import { useFormatter, useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { api } from '@/lib/client/api';
import { Label } from '@/components/ui/console-bits';

/** The open shift a table view carries (issue #17 §1): the dealer on shift's, null when nobody is signed in. */
export type ShiftOf = { id: string; startedAt: string } | null;

/** A table view's shift, read off the snapshot (older servers leave it out: null). */
export const shiftOf = (table: unknown): ShiftOf => (table as { shift?: ShiftOf } | null)?.shift ?? null;

/**
 * Whether the signed-in DEALER may sign in at `tableId` (`GET /api/shifts/allowed`): null while asking (or for
 * other roles, who never sign in), false when the answer fails so the console keeps its not-your-table screen.
 */
export function useMayDeal(tableId: string, role: string): boolean | null {
  const [may, setMay] = useState<boolean | null>(null);
  useEffect(() => {
    if (role !== 'DEALER') return;
    let live = true;
    api<{ tableId: string }[]>('GET', '/api/shifts/allowed')
      .then((rows) => live && setMay(rows.some((r) => r.tableId === tableId)))
      .catch(() => live && setMay(false));
    return () => {
      live = false;
    };
  }, [tableId, role]);
  return may;
}

/**
 * The screen of a dealer who may deal at the table but is not on shift: "Sign in to deal" (focused, so Enter
 * signs in) → `POST /api/tables/:id/shift`; `onShift` reloads the table, after which the console works. When
 * another dealer is on shift (`others`: their name), signing in replaces them.
 */
export function ShiftSignIn({
  tableId,
  tableName,
  others,
  onShift,
}: {
  tableId: string;
  tableName: string;
  others: string | null;
  onShift: () => void;
}) {
  const t = useTranslations('dealer');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const signIn = () => {
    if (busy) return;
    setBusy(true);
    setError(null);
    api('POST', `/api/tables/${tableId}/shift`)
      .then(() => onShift())
      .catch((e: Error) => setError(e.message))
      .finally(() => setBusy(false));
  };
  return (
    <div
      data-testid="shift-sign-in"
      className="mx-auto mt-10 max-w-lg space-y-4 rounded-md border border-line bg-panel p-5 text-sm"
    >
      <div>
        <Label>{tableName}</Label>
        <h1 className="mt-1 text-xl font-bold text-white">{t('shift.notSignedIn')}</h1>
        <p className="mt-1 text-gray-400">{t('shift.mayDeal', { table: tableName })}</p>
      </div>
      {others && (
        <p
          data-testid="shift-replaces"
          className="rounded border border-amber-500/40 bg-amber-500/10 px-3 py-2 text-amber-200"
        >
          {t('shift.replaces', { dealer: others })}
        </p>
      )}
      {error && (
        <p role="alert" className="rounded border border-red-500/50 bg-red-950/50 px-3 py-2 text-red-200">
          {t('shift.signInError', { error })}
        </p>
      )}
      <div className="flex flex-wrap items-center gap-3">
        <button
          type="button"
          data-testid="shift-sign-in-button"
          // The one thing to do on this screen: focused, so Enter (or Space) signs in.
          autoFocus
          aria-busy={busy}
          disabled={busy}
          onClick={signIn}
          className="rounded bg-brass px-4 py-2 font-semibold text-ink hover:brightness-110 focus:ring-2 focus:ring-brass focus:ring-offset-2 focus:ring-offset-panel focus:outline-none disabled:opacity-60"
        >
          {busy ? t('shift.signingIn') : t('shift.signIn')}
        </button>
        <Link href="/dealer" className="text-gray-400 underline hover:text-gray-200">
          {t('backToTables')}
        </Link>
      </div>
    </div>
  );
}

/**
 * The console's shift cell: "On shift since HH:MM" (studio time) and "Sign out", which asks first, then
 * `DELETE /api/tables/:id/shift`; `onEnded` reloads the table (the console then offers signing in again).
 */
export function ShiftStatus({ tableId, shift, onEnded }: { tableId: string; shift: ShiftOf; onEnded: () => void }) {
  const t = useTranslations('dealer');
  const format = useFormatter();
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const signOut = () => {
    if (busy) return;
    setBusy(true);
    setError(null);
    api('DELETE', `/api/tables/${tableId}/shift`)
      .then(() => {
        setConfirming(false);
        onEnded();
      })
      .catch((e: Error) => setError(e.message))
      .finally(() => setBusy(false));
  };
  const since = shift
    ? format.dateTime(new Date(shift.startedAt), { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
    : null;
  const btn = 'rounded border px-2 py-0.5 text-xs font-semibold focus:ring-2 focus:ring-brass focus:outline-none';
  return (
    <div data-testid="shift-status" className="flex flex-col justify-center border-line px-4 py-2 sm:border-r">
      <Label>{t('shift.onShift')}</Label>
      {since && <div className="text-xs text-gray-300">{t('shift.onShiftSince', { time: since })}</div>}
      <div className="mt-1 flex flex-wrap items-center gap-2">
        {!confirming ? (
          <button
            type="button"
            data-testid="shift-sign-out"
            onClick={() => setConfirming(true)}
            className={`${btn} border-line text-gray-300 hover:border-brass/70 hover:text-brass`}
          >
            {t('shift.signOut')}
          </button>
        ) : (
          <>
            <span className="text-xs text-amber-200">{t('shift.signOutConfirm')}</span>
            <button
              type="button"
              data-testid="shift-sign-out-confirm"
              autoFocus
              disabled={busy}
              aria-busy={busy}
              onClick={signOut}
              className={`${btn} border-red-500/60 text-red-200 hover:bg-red-500/20 disabled:opacity-60`}
            >
              {t('shift.signOutYes')}
            </button>
            <button
              type="button"
              onClick={() => setConfirming(false)}
              onKeyDown={(e) => e.key === 'Escape' && setConfirming(false)}
              className={`${btn} border-line text-gray-400 hover:text-gray-200`}
            >
              {t('shift.cancel')}
            </button>
          </>
        )}
      </div>
      {error && (
        <div role="alert" className="mt-1 text-xs text-red-300">
          {t('shift.signOutError', { error })}
        </div>
      )}
    </div>
  );
}
