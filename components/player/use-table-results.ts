'use client';

import { useEffect, useState } from 'react';
import { api, ApiError } from '@/lib/client/api';

export interface TableResults {
  /** Settled rounds' `result` objects, oldest first. */
  results: Record<string, unknown>[];
  /** The rounds of `results`, same order. */
  roundIds: string[];
  /**
   * `roads`: the public `GET /api/tables/:id/roads` (every settled round of the shoe / table);
   * `rounds`: the fallback `GET /api/rounds?tableId=&status=SETTLED`, which for a player holds only
   * the rounds they bet on.
   */
  source: 'roads' | 'rounds' | null;
  shoeNumber: number | null;
  loading: boolean;
}

let roadsMissing = false;

/**
 * The table's recent results for roads and statistics. Reads `GET /api/tables/:id/roads` (public; the
 * current shoe for shoe games); if that endpoint is not there, falls back to the player's own
 * `GET /api/rounds?tableId=&status=SETTLED&limit=200`, filtered to `shoeNumber` when given.
 * Refetches whenever `refreshKey` changes (e.g. on every settled round).
 */
export function useTableResults(
  tableId: string,
  opts: { shoeNumber?: number | null; refreshKey?: unknown; limit?: number },
): TableResults {
  const [state, setState] = useState<TableResults>({
    results: [],
    roundIds: [],
    source: null,
    shoeNumber: null,
    loading: true,
  });
  const { shoeNumber, refreshKey, limit = 500 } = opts;

  useEffect(() => {
    let cancelled = false;
    async function load(): Promise<TableResults> {
      if (!roadsMissing) {
        try {
          const r = await api<{
            shoeNumber: number | null;
            results: { roundId: string; result: Record<string, unknown> | null }[];
          }>('GET', `/api/tables/${tableId}/roads?limit=${limit}`);
          const rows = r.results.filter((x) => !!x.result);
          return {
            results: rows.map((x) => x.result as Record<string, unknown>),
            roundIds: rows.map((x) => x.roundId),
            source: 'roads',
            shoeNumber: r.shoeNumber,
            loading: false,
          };
        } catch (e) {
          // A 404 that is not ours (or an HTML page) = the route does not exist: remember and fall back.
          if (e instanceof SyntaxError || (e instanceof ApiError && e.status === 404 && e.code !== 'TABLE_NOT_FOUND'))
            roadsMissing = true;
        }
      }
      const list = await api<{
        items: { id: string; shoeNumber: number | null; result: Record<string, unknown> | null }[];
      }>('GET', `/api/rounds?tableId=${encodeURIComponent(tableId)}&status=SETTLED&limit=200`);
      const items = list.items
        .filter((i) => i.result && (shoeNumber === undefined || shoeNumber === null || i.shoeNumber === shoeNumber))
        .reverse();
      return {
        results: items.map((i) => i.result as Record<string, unknown>),
        roundIds: items.map((i) => i.id),
        source: 'rounds',
        shoeNumber: shoeNumber ?? null,
        loading: false,
      };
    }
    load()
      .then((r) => !cancelled && setState(r))
      .catch(() => !cancelled && setState((s) => ({ ...s, loading: false })));
    return () => {
      cancelled = true;
    };
  }, [tableId, shoeNumber, refreshKey, limit]);

  return state;
}
