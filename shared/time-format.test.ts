import { describe, expect, it } from 'vitest';
import {
  formatHoursMinutesSeconds,
  formatLocalDateTime,
  formatMinutesSeconds,
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

  it('writes local time as YYYY-MM-DD HH:mm:ss', () => {
    expect(formatLocalDateTime(new Date(2026, 10, 2, 9, 5, 7))).toBe('2026-11-02 09:05:07');
  });
});
