import { formatDuration } from '../../lib/when.ts';
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
 * The practical round's marks: the time left by the half hour (read when the page opens, and
 * every half hour), then 30, 10, 5 and 1 minute left, and time up.
 */
export function practicalTimeAnnouncement(leftMs: number): string {
  const minutes = Math.ceil(leftMs / 60_000);
  if (leftMs <= 0)
    return 'Time is up. You can still upload your work, with a reason for the delay.';
  for (const mark of [1, 5, 10, 30]) {
    if (minutes <= mark) return `${plural(mark, 'minute')} left for the practical round.`;
  }
  const byHalfHour = Math.ceil(minutes / 30) * 30;
  return `Time left for the practical round: about ${formatDuration(byHalfHour)}.`;
}
