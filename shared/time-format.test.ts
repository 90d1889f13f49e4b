import { describe, expect, it } from 'vitest';
import {
  durationWords,
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

  it('says a length the way a proctor reads it: tenths of a second below 10 s, then whole units', () => {
    expect(durationWords(1_800)).toBe('1.8 s');
    expect(durationWords(0)).toBe('0 s');
    expect(durationWords(2_000)).toBe('2 s');
    expect(durationWords(9_949)).toBe('9.9 s');
    expect(durationWords(42_400)).toBe('42 s');
    expect(durationWords(200_000)).toBe('3 min 20 s');
    expect(durationWords(120_000)).toBe('2 min');
    expect(durationWords(3_720_000)).toBe('1 h 2 min');
    expect(durationWords(7_200_000)).toBe('2 h');
    expect(durationWords(-5)).toBe('0 s');
  });

  it('writes local time as YYYY-MM-DD HH:mm:ss', () => {
    expect(formatLocalDateTime(new Date(2026, 10, 2, 9, 5, 7))).toBe('2026-11-02 09:05:07');
  });
});
