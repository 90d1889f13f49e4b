import { describe, expect, it } from 'vitest';
import {
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

  it('reads the practical round by the half hour, then at 30, 10, 5 and 1 minute left, and at time up', () => {
    const heard = new Set(
      Array.from({ length: 121 }, (_, m) => practicalTimeAnnouncement((120 - m) * 60_000)),
    );
    expect([...heard]).toEqual([
      'Time left for the practical round: about 2 hours.',
      'Time left for the practical round: about 1 hour 30 minutes.',
      'Time left for the practical round: about 1 hour.',
      '30 minutes left for the practical round.',
      '10 minutes left for the practical round.',
      '5 minutes left for the practical round.',
      '1 minute left for the practical round.',
      'Time is up. You can still upload your work, with a reason for the delay.',
    ]);
  });
});
