'use client';

import { useCallback, useSyncExternalStore } from 'react';

const nowIn = (ms: number) => Math.floor(Date.now() / ms) * ms;

/**
 * The time now in milliseconds, rounded down to `ms`, re-read every `ms` while `on`: a subscription to
 * the clock (no state set inside an effect). The server render has no clock (`null`) unless `onServer`.
 */
export function useClock(ms: number, on = true, onServer = false): number | null {
  const subscribe = useCallback(
    (tick: () => void) => {
      if (!on) return () => undefined;
      const t = setInterval(tick, ms);
      return () => clearInterval(t);
    },
    [on, ms],
  );
  return useSyncExternalStore(
    subscribe,
    () => nowIn(ms),
    () => (onServer ? nowIn(ms) : null),
  );
}
