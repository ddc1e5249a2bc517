'use client';

import { useCallback, useRef, useState } from 'react';
import { api, ApiError } from '@/lib/client/api';
import { newKey } from './model';

/** A refusal shown to the dealer in words: the server's message and code, and what was refused. */
export interface DealerError {
  message: string;
  /** The API error code (e.g. CARD_NOT_EXPECTED); empty for a console-side note. */
  code: string;
  status: number | null;
  /** What the dealer tried ("Card", "No more bets", ...). */
  action: string;
  /** The refused input (a card code or number), kept so the dealer sees it. */
  input?: string;
  /** True when the request may not have reached the server: repeating it reuses the same Idempotency-Key. */
  retryable: boolean;
}

export type RunResult<T> = { status: 'ok'; data: T } | { status: 'error'; error: DealerError } | { status: 'busy' };

/**
 * Runs the console's mutations one at a time (never a double submit: a second request while one is in
 * flight is refused here), each with an Idempotency-Key. When a request fails without a definitive answer
 * (network error, 5xx), the key is kept for that exact request: repeating it (Enter again) sends the same
 * key, so the server has no second effect if the first attempt did land. Any table event in between means
 * the state moved on, and `forgetRetry` drops the key.
 */
export function useDealerActions() {
  const busyRef = useRef<string | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<DealerError | null>(null);
  const retryRef = useRef<{ sig: string; key: string } | null>(null);

  const run = useCallback(async <T,>(req: { action: string; method: 'POST' | 'PUT' | 'DELETE'; path: string; body?: unknown; input?: string }): Promise<RunResult<T>> => {
    if (busyRef.current) return { status: 'busy' };
    busyRef.current = req.action;
    setBusy(req.action);
    const sig = `${req.method} ${req.path} ${JSON.stringify(req.body ?? null)}`;
    const key = retryRef.current?.sig === sig ? retryRef.current.key : newKey();
    try {
      const data = await api<T>(req.method, req.path, req.body, { idempotencyKey: key });
      retryRef.current = null;
      setError(null);
      return { status: 'ok', data };
    } catch (e) {
      const definitive = e instanceof ApiError && e.status < 500;
      retryRef.current = definitive ? null : { sig, key };
      const err: DealerError =
        e instanceof ApiError
          ? { message: e.message, code: e.code, status: e.status, action: req.action, input: req.input, retryable: !definitive }
          : {
              message: `No answer from the server (${(e as Error).message || 'network error'}). Repeat to retry: the same request key is reused, so it cannot take effect twice.`,
              code: 'NETWORK_ERROR',
              status: null,
              action: req.action,
              input: req.input,
              retryable: true,
            };
      setError(err);
      return { status: 'error', error: err };
    } finally {
      busyRef.current = null;
      setBusy(null);
    }
  }, []);

  /** A console-side note in the alert box (e.g. a missing no-spin reason); nothing is sent. */
  const note = useCallback((action: string, message: string) => setError({ message, code: '', status: null, action, retryable: false }), []);
  const clearError = useCallback(() => setError(null), []);
  const forgetRetry = useCallback(() => {
    retryRef.current = null;
  }, []);
  const isBusy = useCallback(() => busyRef.current !== null, []);

  return { run, busy, isBusy, error, note, clearError, forgetRetry };
}
