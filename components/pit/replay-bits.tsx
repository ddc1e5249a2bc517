/**
 * The pieces a game's replayed step (`PitUi.ReplayState`) draws with: the module's own view of a replayed
 * state (so the replay reads like the live round) and the raw state when it cannot be read. Game-agnostic.
 */

/** A game module's public view, as the replay calls it. */
interface ViewOf {
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

/** A replayed state that could not be read, as its JSON. */
export function RawState({ state }: { state: unknown }) {
  return (
    <pre className="overflow-x-auto rounded bg-ink p-2 text-xs text-gray-300">{JSON.stringify(state, null, 2)}</pre>
  );
}
