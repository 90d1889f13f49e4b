/**
 * When the scheduled backup is due: `intervalMs` after the last good one (at once when there has
 * never been one). After a failure it is tried again an hour later (or after the interval, if
 * shorter), not at every check, so a broken disk is reported once an hour rather than flooding
 * the log.
 */
export function backupDue(
  now: Date,
  last: { success: Date | null; failure: Date | null },
  intervalMs: number,
): boolean {
  const since = (at: Date) => now.getTime() - at.getTime();
  if (last.success && since(last.success) < intervalMs) return false;
  const retryMs = Math.min(intervalMs, 60 * 60_000);
  const { failure } = last;
  const failedSinceSuccess =
    failure && (!last.success || failure.getTime() > last.success.getTime());
  if (failedSinceSuccess && since(failure) < retryMs) return false;
  return true;
}

/** How often the server checks whether a backup is due: at most every 10 minutes. */
export function backupCheckEveryMs(intervalMs: number): number {
  return Math.min(intervalMs, 10 * 60_000);
}
