/** The one place durations become text: `m:ss` for the MCQ timer, `hh:mm:ss` for the practical. */

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
