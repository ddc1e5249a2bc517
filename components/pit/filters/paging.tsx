'use client';

import { useEffect, useState } from 'react';
import { btnCls } from '@/components/ui/back-office';

/** One page of a cursor-paged list. */
export interface CursorPage<T> {
  items: T[];
  nextCursor: string | null;
}

/**
 * A cursor-paged list: the first page loads whenever `fetchPage` (or `reloadKey`) changes, the last answer
 * staying until the next one is in; `more()` adds the next page's items. `page` holds the latest page's other
 * fields with every item so far. `describe` words a failure's message; `loadedAt` is when the first page came.
 * No fetch while `fetchPage` is null.
 */
export function useCursorPages<P extends CursorPage<unknown>>(
  fetchPage: ((cursor: string | null) => Promise<P>) | null,
  { reloadKey = 0, describe }: { reloadKey?: unknown; describe?: (message: string) => string } = {},
) {
  const [page, setPage] = useState<P | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [loadedAt, setLoadedAt] = useState(0);

  useEffect(() => {
    if (!fetchPage) return;
    let live = true;
    fetchPage(null)
      .then((p) => {
        if (!live) return;
        setPage(p);
        setLoadedAt(Date.now());
        setError(null);
      })
      .catch((e: Error) => live && setError(describe ? describe(e.message) : e.message));
    return () => {
      live = false;
    };
  }, [fetchPage, reloadKey, describe]);

  const more = async () => {
    const cursor = page?.nextCursor;
    if (!fetchPage || !page || !cursor) return;
    setBusy(true);
    try {
      const next = await fetchPage(cursor);
      setPage((prev) => ({ ...next, items: [...(prev?.items ?? []), ...next.items] }) as P);
    } catch (e) {
      const m = (e as Error).message;
      setError(describe ? describe(m) : m);
    } finally {
      setBusy(false);
    }
  };

  const items: P['items'] | null = page?.items ?? null;
  return { page, items, nextCursor: page?.nextCursor ?? null, busy, error, setError, loadedAt, more };
}

/** A list's "Load more" button (shown only while there is a next page). */
export function LoadMore({
  show,
  busy,
  onMore,
  label,
  testId,
  wrapClass,
  className = btnCls,
}: {
  show: boolean;
  busy: boolean;
  onMore: () => void;
  label: string;
  testId?: string;
  /** A box around the button; none when not given. */
  wrapClass?: string;
  className?: string;
}) {
  if (!show) return null;
  const button = (
    <button type="button" className={className} disabled={busy} data-testid={testId} onClick={onMore}>
      {label}
    </button>
  );
  return wrapClass ? <div className={wrapClass}>{button}</div> : button;
}
