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

/** `retried`: the request reused a kept key, so `data` may be the server's replay of an older answer. */
export type RunResult<T> =
  { status: 'ok'; data: T; retried: boolean } | { status: 'error'; error: DealerError } | { status: 'busy' };

/** How long a kept key stays valid for a retry of the same request. */
const RETRY_WINDOW_MS = 20_000;

/**
 * Runs the console's mutations one at a time (never a double submit: a second request while one is in
 * flight is refused here), each with an Idempotency-Key. When a request fails without a definitive answer
 * (network error, 5xx), the key is kept for that exact request: repeating it (Enter again, the same button)
 * within RETRY_WINDOW_MS sends the same key, so if the first attempt did land the server replays its answer
 * and nothing happens twice (a card whose answer was lost is not dealt a second time). Any other request,
 * or a success, drops the kept key.
 */
export function useDealerActions() {
  const busyRef = useRef<string | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<DealerError | null>(null);
  const retryRef = useRef<{ sig: string; key: string; at: number } | null>(null);

  const run = useCallback(
    async <T>(req: {
      action: string;
      method: 'POST' | 'PUT' | 'DELETE';
      path: string;
      body?: unknown;
      input?: string;
    }): Promise<RunResult<T>> => {
      if (busyRef.current) return { status: 'busy' };
      busyRef.current = req.action;
      setBusy(req.action);
      const sig = `${req.method} ${req.path} ${JSON.stringify(req.body ?? null)}`;
      const kept = retryRef.current;
      const retried = !!kept && kept.sig === sig && Date.now() - kept.at < RETRY_WINDOW_MS;
      const key = retried ? kept.key : newKey();
      retryRef.current = null;
      try {
        const data = await api<T>(req.method, req.path, req.body, { idempotencyKey: key });
        setError(null);
        return { status: 'ok', data, retried };
      } catch (e) {
        const definitive = e instanceof ApiError && e.status < 500;
        retryRef.current = definitive ? null : { sig, key, at: retried && kept ? kept.at : Date.now() };
        const err: DealerError =
          e instanceof ApiError
            ? {
                message: e.message,
                code: e.code,
                status: e.status,
                action: req.action,
                input: req.input,
                retryable: !definitive,
              }
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
    },
    [],
  );

  /** A console-side note in the alert box (e.g. a missing no-spin reason); nothing is sent. */
  const note = useCallback(
    (action: string, message: string) => setError({ message, code: '', status: null, action, retryable: false }),
    [],
  );
  const clearError = useCallback(() => setError(null), []);
  const isBusy = useCallback(() => busyRef.current !== null, []);

  return { run, busy, isBusy, error, note, clearError };
}
