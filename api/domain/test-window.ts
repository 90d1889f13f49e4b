/** "24 Nov 2026, 04:30 UTC": a time in words a candidate anywhere can read unambiguously. */
export function formatUtc(at: Date): string {
  const day = at.toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });
  const time = at.toLocaleTimeString('en-GB', {
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
    timeZone: 'UTC',
  });
  return `${day}, ${time} UTC`;
}

/**
 * Why a login at `now` falls outside the candidate's test window, in the candidate's words, or
 * null when it is inside (a side that is null is open).
 */
export function outsideWindowMessage(
  window: { windowStart: Date | null; windowEnd: Date | null },
  now: Date,
): string | null {
  if (window.windowStart && now < window.windowStart)
    return `Your test has not opened yet. It opens on ${formatUtc(window.windowStart)}; please log in then.`;
  if (window.windowEnd && now >= window.windowEnd)
    return `Your test window closed on ${formatUtc(window.windowEnd)}. Please contact HR if you need a new one.`;
  return null;
}

export const revokedMessage = 'Your access to the test has been withdrawn. Please contact HR.';
