import { formatDurationSeconds } from '../../lib/when.ts';
/**
 * What a screen reader hears of the time left, politely and only when it changes: never every
 * second (WCAG 2.2.1 and 4.1.3). The text depends on the time left only through a few marks, so
 * the live region's content changes, and is read, once per mark.
 */

const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;

/**
 * The MCQ question's mark: its start (`startText`, read when the question appears), 30 s, 10 s,
 * and time up.
 */
export function questionTimeAnnouncement(remainingMs: number, startText: string): string {
  const seconds = Math.ceil(remainingMs / 1000);
  if (seconds <= 0) return 'Time is up for this question.';
  if (seconds <= 10) return '10 seconds left for this question.';
  if (seconds <= 30) return '30 seconds left for this question.';
  return startText;
}

/** What is read when a question appears: which one, and the time it has left. */
export function questionStartText(index: number, total: number, remainingMs: number): string {
  return `Question ${index + 1} of ${total}. ${plural(Math.ceil(remainingMs / 1000), 'second')} left.`;
}

/**
 * The practical round's marks, in minutes left: every half hour above 30 minutes, then 30, 10, 5
 * and 1 minute, and 0 (time up). `leftMs` falls in the stretch of the smallest mark at or above
 * it; the page announces when the stretch changes (on opening, and as each mark is reached).
 */
export function practicalMark(leftMs: number): number {
  const seconds = Math.ceil(leftMs / 1000);
  if (seconds <= 0) return 0;
  for (const mark of [1, 5, 10, 30]) if (seconds <= mark * 60) return mark;
  return Math.ceil(seconds / 1800) * 30;
}

/**
 * What is read of the practical round's time: the time left as the timer shows it then (rounded
 * up to the second, as `formatHoursMinutesSeconds`), never a mark the time is not at. Reached as a
 * mark is crossed, that is the mark itself ("5 minutes left"); on opening, or after a jump (a
 * sleeping laptop, a clock corrected by the server), the time on screen ("2 minutes 28 seconds").
 */
export function practicalTimeAnnouncement(leftMs: number): string {
  if (leftMs <= 0)
    return 'Time is up. You can still upload your work, with a reason for the delay.';
  return `${formatDurationSeconds(Math.ceil(leftMs / 1000))} left for the practical round.`;
}
