/** A moment as the candidate reads it, in their own time zone: "23 Nov 2026, 10:05". */
export function formatWhen(iso: string): string {
  return new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(iso),
  );
}

/** A length of time in words: "2 hours", "1 hour 30 minutes", "45 minutes". */
export function formatDuration(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const part = (n: number, unit: string) => (n > 0 ? `${n} ${unit}${n === 1 ? '' : 's'}` : '');
  return [part(hours, 'hour'), part(rest, 'minute')].filter(Boolean).join(' ') || '0 minutes';
}
