import { company } from '../../../../shared/company.ts';
import { wallMinute, zoneName } from '../../../../shared/zoned-time.ts';

/**
 * The console shows every time in the company's time zone (the server's `COMPANY_TIME_ZONE`,
 * handed over with the session), not the browser's: HR working from another zone reads the
 * clock the candidates and the CSV exports keep. Until a session answers, the company's default.
 */
let timeZone: string = company.timeZone;
// Making an Intl.DateTimeFormat costs far more than using one; a table formats every row.
const formats = new Map<string, Intl.DateTimeFormat>();

export function setCompanyTimeZone(zone: string): void {
  if (zone !== timeZone) formats.clear();
  timeZone = zone;
}

export const companyTimeZone = (): string => timeZone;

function format(key: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  let found = formats.get(key);
  if (!found) {
    found = new Intl.DateTimeFormat('en-IN', { ...options, timeZone });
    formats.set(key, found);
  }
  return found;
}

/** A moment: "23 Nov 2026, 10:05 am". */
export const companyWhen = (iso: string): string =>
  format('when', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

/** A time of day to the second: "12:03:07 pm". */
export const companyClock = (iso: string): string =>
  format('clock', { timeStyle: 'medium' }).format(new Date(iso));

/** Hours and minutes on a 24-hour clock: "14:05". */
export const companyHourMinute = (iso: string): string =>
  format('hour-minute', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(
    new Date(iso),
  );

/** A calendar date: "23/11/2026". */
export const companyDate = (iso: string): string => format('date', {}).format(new Date(iso));

/** The zone's name as a person reads it: "India Standard Time" (at `at`, for summer time). */
export const companyZoneName = (at = new Date()): string => zoneName(timeZone, at);

/** The company's calendar day of `now`, `YYYY-MM-DD`. */
export const companyDay = (now: Date): string => wallMinute(now, timeZone).slice(0, 10);
