import { describe, expect, it } from 'vitest';
import { dayBounds, dayOf } from './office-day.ts';

describe('a calendar day of a time zone', () => {
  it('spans India midnight to midnight (UTC+05:30)', () => {
    expect(dayBounds('2026-11-24', 'Asia/Kolkata')).toEqual({
      start: new Date('2026-11-23T18:30:00.000Z'),
      end: new Date('2026-11-24T18:30:00.000Z'),
    });
  });

  it('has 23 hours on the day summer time starts', () => {
    const bounds = dayBounds('2026-03-29', 'Europe/London');
    expect(bounds?.start.toISOString()).toBe('2026-03-29T00:00:00.000Z');
    expect(bounds?.end.toISOString()).toBe('2026-03-29T23:00:00.000Z');
  });

  it('refuses what is not a date of the calendar', () => {
    for (const day of ['2026-02-30', '2026-13-01', '24-11-2026', '2026-11-24T00:00', ''])
      expect(dayBounds(day, 'Asia/Kolkata'), day).toBeNull();
  });

  it("names an instant's day in the zone", () => {
    expect(dayOf(new Date('2026-11-23T18:29:59Z'), 'Asia/Kolkata')).toBe('2026-11-23');
    expect(dayOf(new Date('2026-11-23T18:30:00Z'), 'Asia/Kolkata')).toBe('2026-11-24');
  });
});
