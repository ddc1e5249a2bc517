'use client';

import { useSyncExternalStore } from 'react';

/** The viewport width from which the player sees the horizontal (desktop) layout; below it the portrait one. */
export const WIDE_QUERY = '(min-width: 768px)';

function subscribe(onChange: () => void): () => void {
  const m = window.matchMedia(WIDE_QUERY);
  m.addEventListener('change', onChange);
  return () => m.removeEventListener('change', onChange);
}

/** True at ≥ 768 px (and while rendering on the server), false on a phone; follows a rotation or a resize. */
export function useWide(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(WIDE_QUERY).matches,
    () => true,
  );
}
