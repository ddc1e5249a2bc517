/**
 * The pieces a game's replayed step (`PitUi.ReplayState`) draws with: the module's own view of a replayed
 * state (so the replay reads like the live round) and the raw state when it cannot be read. Game-agnostic.
 */
import { useEffect, useState } from 'react';

/** A game module's public view, as the replay calls it. */
export interface ViewOf {
  view: (state: never, rules: never) => { view: unknown };
  defaultRules: unknown;
}

/** The view of a replayed state by `module`'s own `view` (with its default rules), read by `read`; null if it throws. */
export function replayedView<V>(module: ViewOf, state: unknown, read: (view: unknown) => V): V | null {
  try {
    return read(module.view(state as never, module.defaultRules as never).view);
  } catch {
    return null;
  }
}

const modules = new Map<() => Promise<ViewOf>, ViewOf>();

/**
 * `replayedView` with a module that `load` downloads the first time a replay draws (the game's engine and its
 * schemas are a chunk of their own, not part of the pit's pages, issue #16 §5); `pending` until it is there.
 * `load` must be one function per game (defined once, at module level): it keys the cache.
 */
export function useReplayedView<V>(
  load: () => Promise<ViewOf>,
  state: unknown,
  read: (view: unknown) => V,
): { view: V | null; pending: boolean } {
  const [module, setModule] = useState<ViewOf | null>(() => modules.get(load) ?? null);
  useEffect(() => {
    if (module) return;
    let gone = false;
    load().then(
      (m) => {
        modules.set(load, m);
        if (!gone) setModule(m);
      },
      () => undefined,
    );
    return () => {
      gone = true;
    };
  }, [load, module]);
  if (!module) return { view: null, pending: true };
  return { view: replayedView(module, state, read), pending: false };
}

/** Grey lines where a replayed step will be while the game's engine downloads. */
export function ReplayLoading() {
  return (
    <div aria-busy data-testid="replay-loading" className="space-y-2">
      <div className="h-16 animate-pulse rounded-md bg-panel-2" />
      <div className="h-24 animate-pulse rounded-md bg-panel-2" />
    </div>
  );
}

/** A replayed state that could not be read, as its JSON. */
export function RawState({ state }: { state: unknown }) {
  return (
    <pre className="overflow-x-auto rounded bg-ink p-2 text-xs text-gray-300">{JSON.stringify(state, null, 2)}</pre>
  );
}
