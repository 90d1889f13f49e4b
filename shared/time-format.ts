/**
 * The one place durations become text: `m:ss` for the MCQ timer, `hh:mm:ss` for the practical,
 * and words for HR (the attempt's story, the report's timeline, the board, the notice e-mail).
 */

function parts(ms: number) {
  const totalSeconds = Math.max(0, Math.ceil(ms / 1000));
  return {
    hours: Math.floor(totalSeconds / 3600),
    minutes: Math.floor((totalSeconds % 3600) / 60),
    seconds: totalSeconds % 60,
    totalMinutes: Math.floor(totalSeconds / 60),
  };
}

const pad = (n: number) => String(n).padStart(2, '0');

/** `1:05`; rounds up, so the display reaches 0:00 exactly when the time is up. */
export function formatMinutesSeconds(ms: number): string {
  const { totalMinutes, seconds } = parts(ms);
  return `${totalMinutes}:${pad(seconds)}`;
}

/** `01:59:07`. */
export function formatHoursMinutesSeconds(ms: number): string {
  const { hours, minutes, seconds } = parts(ms);
  return `${pad(hours)}:${pad(minutes)}:${pad(seconds)}`;
}

/** Local time as the spec's API expects it: `YYYY-MM-DD HH:mm:ss`. */
export function formatLocalDateTime(date: Date): string {
  return (
    `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ` +
    `${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`
  );
}

/**
 * A length in words, as HR reads it in the console and in the notice e-mail: `1.8 s`, `45 s`,
 * `3 min 20 s`, `1 h 2 min`; a tenth of a second below 10 s, else whole seconds. One function for
 * the server's story of an attempt and the browser's tables, so the two never word a gap apart.
 */
export function durationWords(ms: number): string {
  const abs = Math.max(0, ms);
  if (abs < 10_000) return `${(Math.round(abs / 100) / 10).toString()} s`;
  const total = Math.round(abs / 1000);
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  if (hours > 0) return minutes > 0 ? `${hours} h ${minutes} min` : `${hours} h`;
  if (minutes > 0) return seconds > 0 ? `${minutes} min ${seconds} s` : `${minutes} min`;
  return `${seconds} s`;
}

/**
 * A wait in line as a candidate reads it: `less than a minute`, `about 1 minute`, `about 3
 * minutes`. Rounded up, so the page never promises a shorter wait than the server's estimate.
 */
export function waitInLineWords(seconds: number): string {
  if (seconds < 60) return 'less than a minute';
  const minutes = Math.ceil(seconds / 60);
  return minutes === 1 ? 'about 1 minute' : `about ${minutes} minutes`;
}
