import { describe, expect, it } from 'vitest';
import {
  practicalMark,
  practicalTimeAnnouncement,
  questionStartText,
  questionTimeAnnouncement,
} from './time-announcements.ts';

describe('the time a screen reader hears', () => {
  it('reads a question at its start, at 30 s, at 10 s and at time up, nothing in between', () => {
    const start = questionStartText(2, 10, 60_000);
    expect(start).toBe('Question 3 of 10. 60 seconds left.');
    const heard = new Set(
      Array.from({ length: 61 }, (_, s) => questionTimeAnnouncement((60 - s) * 1000, start)),
    );
    expect([...heard]).toEqual([
      'Question 3 of 10. 60 seconds left.',
      '30 seconds left for this question.',
      '10 seconds left for this question.',
      'Time is up for this question.',
    ]);
  });

  // Issue 39, item 3: the practical's marks used to be read as the mark's stretch ("5 minutes
  // left" from 5:00 down to 1:01, and so at 1:58); each is now the time on screen.
  it('reads the practical round by the half hour, then at 30, 10, 5 and 1 minute left, and at time up', () => {
    const heard: string[] = [];
    let mark: number | null = null;
    for (let s = 2 * 3600; s >= 0; s--) {
      if (practicalMark(s * 1000) === mark) continue;
      mark = practicalMark(s * 1000);
      heard.push(practicalTimeAnnouncement(s * 1000));
    }
    expect(heard).toEqual([
      '2 hours left for the practical round.',
      '1 hour 30 minutes left for the practical round.',
      '1 hour left for the practical round.',
      '30 minutes left for the practical round.',
      '10 minutes left for the practical round.',
      '5 minutes left for the practical round.',
      '1 minute left for the practical round.',
      'Time is up. You can still upload your work, with a reason for the delay.',
    ]);
  });

  it('says the time on screen, to the second, when the page opens between marks', () => {
    // 2 min × 1.25 opened 2 s late: 2:28 on screen, in the stretch of the 5-minute mark.
    expect(practicalMark(148_000)).toBe(5);
    expect(practicalTimeAnnouncement(148_000)).toBe(
      '2 minutes 28 seconds left for the practical round.',
    );
    // Rounded up as the timer is: 1:57.2 left shows 00:01:58.
    expect(practicalTimeAnnouncement(117_200)).toBe(
      '1 minute 58 seconds left for the practical round.',
    );
    expect(practicalTimeAnnouncement(7_170_500)).toBe(
      '1 hour 59 minutes 31 seconds left for the practical round.',
    );
  });
});
