/**
 * Moments in a named time zone (the company's: `COMPANY_TIME_ZONE`, India Standard Time by
 * default), for the server's CSV exports and the console's screens, which read the same clock
 * whatever zone the server or the HR person's browser is in. Intl knows each zone's offsets, so a
 * zone with summer time gets both of its offsets right.
 */

// Making an Intl.DateTimeFormat costs far more than using one, and an export formats every row.
const partFormats = new Map<string, Intl.DateTimeFormat>();

function partsIn(instant: number, timeZone: string) {
  let format = partFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    partFormats.set(timeZone, format);
  }
  const parts = format.formatToParts(new Date(instant));
  const field = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return {
    year: field('year'),
    month: field('month'),
    day: field('day'),
    hour: field('hour'),
    minute: field('minute'),
    second: field('second'),
  };
}

const nameFormats = new Map<string, Intl.DateTimeFormat>();

/** The zone's long name at `at`: "India Standard Time" (in summer, a zone's summer name). */
export function zoneName(timeZone: string, at: Date = new Date()): string {
  let format = nameFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-IN', { timeZone, timeZoneName: 'long' });
    nameFormats.set(timeZone, format);
  }
  return format.formatToParts(at).find((part) => part.type === 'timeZoneName')?.value ?? timeZone;
}

/** Whether `timeZone` is a zone Intl knows (an IANA name such as `Asia/Kolkata`). */
export function isTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return true;
  } catch {
    return false;
  }
}

/** Milliseconds the zone is ahead of UTC at `instant`. */
export function zoneOffsetMs(instant: number, timeZone: string): number {
  const p = partsIn(instant, timeZone);
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return asUtc - Math.floor(instant / 1000) * 1000;
}

const pad = (n: number, width = 2) => String(Math.abs(n)).padStart(width, '0');

/**
 * `2026-11-23T14:35:00+05:30`: ISO 8601 in the zone's wall clock, with its offset then; the
 * milliseconds only when there are some (`…T14:35:12.500+05:30`: an answer's time keeps them).
 */
export function isoWithOffset(at: Date | string, timeZone: string): string {
  const instant = new Date(at).getTime();
  const p = partsIn(instant, timeZone);
  const ms = ((instant % 1000) + 1000) % 1000;
  const fraction = ms === 0 ? '' : `.${pad(ms, 3)}`;
  const offsetMinutes = Math.round(zoneOffsetMs(instant, timeZone) / 60_000);
  const sign = offsetMinutes < 0 ? '-' : '+';
  const offset = `${sign}${pad(Math.trunc(offsetMinutes / 60))}:${pad(offsetMinutes % 60)}`;
  return `${pad(p.year, 4)}-${pad(p.month)}-${pad(p.day)}T${pad(p.hour)}:${pad(p.minute)}:${pad(p.second)}${fraction}${offset}`;
}

/** `12:03:07`: the zone's wall clock to the second (24-hour), as the attempt's story tells it. */
export function wallClock(at: Date | string, timeZone: string): string {
  const p = partsIn(new Date(at).getTime(), timeZone);
  return `${pad(p.hour)}:${pad(p.minute)}:${pad(p.second)}`;
}

/** `2026-11-24T10:00`: the zone's wall clock to the minute (a `datetime-local` input's value). */
export function wallMinute(at: Date | string, timeZone: string): string {
  return isoWithOffset(at, timeZone).slice(0, 16);
}

/**
 * The instant the zone's clock reads `wall` (`YYYY-MM-DDTHH:mm[:ss]`); null for no such text.
 * The offset at the guess may differ from the one at the answer across a change of offset, so a
 * second pass settles it.
 */
export function fromWallTime(wall: string, timeZone: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(wall);
  if (!match) return null;
  const [year, month, day, hour, minute, second] = match.slice(1).map((v) => Number(v ?? 0)) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const asUtc = Date.UTC(year, month - 1, day, hour, minute, second);
  if (Number.isNaN(asUtc)) return null;
  const first = asUtc - zoneOffsetMs(asUtc, timeZone);
  return new Date(asUtc - zoneOffsetMs(first, timeZone));
}
