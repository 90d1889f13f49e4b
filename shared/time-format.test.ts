import { describe, expect, it } from 'vitest';
import {
  durationWords,
  formatHoursMinutesSeconds,
  formatLocalDateTime,
  formatMinutesSeconds,
  waitInLineWords,
} from './time-format.ts';

describe('time formats', () => {
  it('shows the MCQ timer as m:ss, rounding up to whole seconds and never below 0:00', () => {
    expect(formatMinutesSeconds(60_000)).toBe('1:00');
    expect(formatMinutesSeconds(59_001)).toBe('1:00');
    expect(formatMinutesSeconds(59_000)).toBe('0:59');
    expect(formatMinutesSeconds(5_000)).toBe('0:05');
    expect(formatMinutesSeconds(1)).toBe('0:01');
    expect(formatMinutesSeconds(0)).toBe('0:00');
    expect(formatMinutesSeconds(-3_000)).toBe('0:00');
  });

  it('shows the practical countdown as hh:mm:ss', () => {
    expect(formatHoursMinutesSeconds(2 * 3600_000)).toBe('02:00:00');
    expect(formatHoursMinutesSeconds(3_661_000)).toBe('01:01:01');
    expect(formatHoursMinutesSeconds(-1)).toBe('00:00:00');
  });

  // A tenth of a second below 10 s, then whole seconds, minutes and hours; never negative.
  it.each([
    [1_800, '1.8 s'],
    [0, '0 s'],
    [2_000, '2 s'],
    [9_949, '9.9 s'],
    [42_400, '42 s'],
    [200_000, '3 min 20 s'],
    [120_000, '2 min'],
    [3_720_000, '1 h 2 min'],
    [7_200_000, '2 h'],
    [-5, '0 s'],
  ])('says a length of %i ms as HR reads it: %s', (ms, words) => {
    expect(durationWords(ms)).toBe(words);
  });

  it('writes local time as YYYY-MM-DD HH:mm:ss', () => {
    expect(formatLocalDateTime(new Date(2026, 10, 2, 9, 5, 7))).toBe('2026-11-02 09:05:07');
  });

  // Rounded up: the page never promises less than the server's estimate.
  it.each([
    [0, 'less than a minute'],
    [59.5, 'less than a minute'],
    [60, 'about 1 minute'],
    [61, 'about 2 minutes'],
    [74, 'about 2 minutes'],
    [600, 'about 10 minutes'],
  ])('words a wait in line of %s s as "%s"', (seconds, words) => {
    expect(waitInLineWords(seconds)).toBe(words);
  });
});
