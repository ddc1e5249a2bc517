/** Whole seconds left until `deadline` (ISO), never below 0; null without a deadline (or an unreadable one). */
export function secondsLeft(deadline: string | null | undefined, now: number): number | null {
  if (!deadline) return null;
  const at = Date.parse(deadline);
  if (!Number.isFinite(at)) return null;
  return Math.max(0, Math.ceil((at - now) / 1000));
}
