'use client';

import { useMemo, useState, useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

/** A search of the filters that are set (blank ones left out). */
export function setFiltersSearch(f: object): string {
  return new URLSearchParams(Object.entries(f as Record<string, string>).filter(([, v]) => v)).toString();
}

/** A parser of a page's text filters from a URL search: each of `keys` its value there, else blank. */
export function searchFields<K extends string>(keys: readonly K[]): (search: string) => Record<K, string> {
  return (search) => {
    const q = new URLSearchParams(search);
    return Object.fromEntries(keys.map((k) => [k, q.get(k) ?? ''])) as Record<K, string>;
  };
}

/** The day after `yyyy-mm-dd` (a `to` filter is inclusive on screen, exclusive in the API). */
export function dayAfter(day: string): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}

/**
 * A page's filters kept in its URL: read once from `location.search` in the browser (`null` in the server
 * render, which has none), then each change replaces the URL's search (no new history entry) with `toSearch`
 * of the filters (by default those that are set).
 */
export function useUrlFilters<F extends object>(
  parse: (search: string) => F,
  toSearch: (f: F) => string = setFiltersSearch,
): [F | null, (patch: Partial<F>) => void] {
  const urlSearch = useSyncExternalStore(
    noSubscription,
    () => window.location.search,
    () => null,
  );
  const fromUrl = useMemo(() => (urlSearch === null ? null : parse(urlSearch)), [urlSearch, parse]);
  const [chosen, setChosen] = useState<F | null>(null);
  const f = chosen ?? fromUrl;
  const change = (patch: Partial<F>) => {
    if (!f) return;
    const next = { ...f, ...patch };
    setChosen(next);
    const q = toSearch(next);
    window.history.replaceState(window.history.state, '', `${window.location.pathname}${q ? `?${q}` : ''}`);
  };
  return [f, change];
}
