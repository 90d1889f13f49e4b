/** How the attempt report words times and lengths (this browser's time zone). */

/** A time of day to the second: "12:03:07 pm". */
export function clockTime(iso: string): string {
  return new Intl.DateTimeFormat('en-IN', { timeStyle: 'medium' }).format(new Date(iso));
}

/** A length: "0.4 s", "1.8 s", "42 s", "3 min 20 s", "1 h 5 min". */
export function lengthWords(ms: number): string {
  if (ms < 10_000) return `${(Math.max(0, ms) / 1000).toFixed(1)} s`;
  const seconds = Math.round(ms / 1000);
  if (seconds < 60) return `${seconds} s`;
  const minutes = Math.floor(seconds / 60);
  if (minutes < 60) return seconds % 60 ? `${minutes} min ${seconds % 60} s` : `${minutes} min`;
  return minutes % 60 ? `${Math.floor(minutes / 60)} h ${minutes % 60} min` : `${minutes / 60} h`;
}

/** "2 of 4 right (50 %)". */
export function scoreWords(right: number, total: number, percent: number): string {
  return `${right} of ${total} right (${Math.round(percent * 10) / 10} %)`;
}
