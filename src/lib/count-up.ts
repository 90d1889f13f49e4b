/**
 * The value an animated counter shows `elapsedMs` into an animation of `durationMs`: eases out
 * (fast start, gentle finish), whole numbers only, and exactly `target` once the time is up.
 */
export function countUpValue(target: number, elapsedMs: number, durationMs: number): number {
  if (durationMs <= 0 || elapsedMs >= durationMs) return target;
  if (elapsedMs <= 0) return 0;
  const progress = elapsedMs / durationMs;
  const eased = 1 - (1 - progress) ** 3;
  return Math.min(target, Math.floor(target * eased));
}
