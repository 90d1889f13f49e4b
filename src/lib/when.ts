/** A moment as the candidate reads it, in their own time zone: "23 Nov 2026, 10:05". */
export function formatWhen(iso: string): string {
  return new Intl.DateTimeFormat('en-IN', { dateStyle: 'medium', timeStyle: 'short' }).format(
    new Date(iso),
  );
}

const part = (n: number, unit: string) => (n > 0 ? `${n} ${unit}${n === 1 ? '' : 's'}` : '');

/** A length of time in words: "2 hours", "1 hour 30 minutes", "45 minutes". */
export function formatDuration(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return [part(hours, 'hour'), part(rest, 'minute')].filter(Boolean).join(' ') || '0 minutes';
}

/**
 * A length given in seconds, in words, to the second: "2 minutes 30 seconds", "1 hour 59 minutes
 * 58 seconds", "45 seconds". For a candidate's time, where a rounded figure would promise time
 * they do not have (2.5 minutes is not "3 minutes").
 */
export function formatDurationSeconds(totalSeconds: number): string {
  const whole = Math.max(0, Math.round(totalSeconds));
  const words = [
    part(Math.floor(whole / 3600), 'hour'),
    part(Math.floor((whole % 3600) / 60), 'minute'),
    part(whole % 60, 'second'),
  ];
  return words.filter(Boolean).join(' ') || '0 seconds';
}
