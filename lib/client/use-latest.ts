'use client';

import { useLayoutEffect, useRef, type RefObject } from 'react';

/**
 * A ref that holds the latest committed `value`, for callbacks and effects that must not capture a stale
 * one (event handlers, socket handlers, request answers). Updated right after each commit, before any
 * effect or event runs, so the render itself never writes a ref.
 */
export function useLatest<T>(value: T): RefObject<T> {
  const ref = useRef(value);
  useLayoutEffect(() => {
    ref.current = value;
  });
  return ref;
}
