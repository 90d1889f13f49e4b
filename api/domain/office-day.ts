/**
 * A calendar day of a time zone (the office's, for the live board's `day=`) as the instants it
 * spans: from its midnight to the next. Intl knows the zone's offsets, so a zone with summer time
 * gets its 23- and 25-hour days right.
 */

import { zoneOffsetMs } from '../../shared/zoned-time.ts';

/** The instant the zone's clock reads midnight starting year-month-date (month from 1). */
function zonedMidnight(year: number, month: number, date: number, timeZone: string): Date {
  const wall = Date.UTC(year, month - 1, date);
  // The offset at the guess may differ from the one at the answer across a change of offset;
  // a second pass settles it.
  const first = wall - zoneOffsetMs(wall, timeZone);
  return new Date(wall - zoneOffsetMs(first, timeZone));
}

/** `YYYY-MM-DD` as [start, end) in `timeZone`; null when it is no date of the calendar. */
export function dayBounds(day: string, timeZone: string): { start: Date; end: Date } | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return null;
  const [year, month, date] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const check = new Date(Date.UTC(year, month - 1, date));
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1) return null;
  if (check.getUTCDate() !== date) return null;
  return {
    start: zonedMidnight(year, month, date, timeZone),
    end: zonedMidnight(year, month, date + 1, timeZone),
  };
}

/** The zone's calendar day of `instant`, as `YYYY-MM-DD`. */
export function dayOf(instant: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone }).format(instant);
}
