/**
 * The wait before retry number `failures` (1 for the first retry): `firstMs`, doubling each
 * time, never more than `maxMs`. The one back-off of the browser code (outboxes, chunk loads).
 */
export function backoffDelay(failures: number, firstMs: number, maxMs: number): number {
  // The exponent is capped so a long outage cannot overflow to Infinity.
  return Math.min(maxMs, firstMs * 2 ** Math.min(Math.max(0, failures - 1), 30));
}
