import { describe, expect, it } from 'vitest';
import { fromWallTime, isoWithOffset, isTimeZone, wallMinute, zoneName } from './zoned-time.ts';

describe('zoned time', () => {
  it('writes a moment in India Standard Time with its offset', () => {
    expect(isoWithOffset(new Date('2026-11-23T09:05:00Z'), 'Asia/Kolkata')).toBe(
      '2026-11-23T14:35:00+05:30',
    );
    expect(isoWithOffset('2026-11-23T09:05:07.250Z', 'Asia/Kolkata')).toBe(
      '2026-11-23T14:35:07.250+05:30',
    );
  });

  it('follows a zone with summer time, and a zone behind UTC, across midnight', () => {
    expect(isoWithOffset('2026-07-01T02:00:00Z', 'America/New_York')).toBe(
      '2026-06-30T22:00:00-04:00',
    );
    expect(isoWithOffset('2026-12-01T02:00:00Z', 'America/New_York')).toBe(
      '2026-11-30T21:00:00-05:00',
    );
    expect(isoWithOffset('2026-11-23T09:05:00Z', 'UTC')).toBe('2026-11-23T09:05:00+00:00');
  });

  it('reads a wall time of the zone back as the same instant', () => {
    expect(fromWallTime('2026-11-24T10:00', 'Asia/Kolkata')?.toISOString()).toBe(
      '2026-11-24T04:30:00.000Z',
    );
    expect(wallMinute('2026-11-24T04:30:00.000Z', 'Asia/Kolkata')).toBe('2026-11-24T10:00');
    expect(fromWallTime('2026-07-01T09:00', 'America/New_York')?.toISOString()).toBe(
      '2026-07-01T13:00:00.000Z',
    );
    expect(fromWallTime('tomorrow', 'Asia/Kolkata')).toBeNull();
  });

  it('names the zone as a person reads it, with its summer name in summer', () => {
    expect(zoneName('Asia/Kolkata', new Date('2026-11-24T06:00:00Z'))).toBe('India Standard Time');
    expect(zoneName('Europe/London', new Date('2026-07-01T12:00:00Z'))).toBe('British Summer Time');
    expect(zoneName('Europe/London', new Date('2026-12-01T12:00:00Z'))).toBe('Greenwich Mean Time');
  });

  it('knows an IANA zone from a made-up one', () => {
    expect(isTimeZone('Asia/Kolkata')).toBe(true);
    expect(isTimeZone('Mars/Olympus_Mons')).toBe(false);
  });
});
