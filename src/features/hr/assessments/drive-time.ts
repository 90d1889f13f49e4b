import { fromWallTime, isoWithOffset, wallMinute } from '../../../../shared/zoned-time.ts';

/**
 * A drive's window is written and shown in the drive's own time zone (a campus drive in Pune
 * runs on India's clock whoever opens the console), not the company's like the rest of it.
 */

export const defaultDriveTimeZone = 'Asia/Kolkata';

const formats = new Map<string, Intl.DateTimeFormat>();

/** "24 Nov 2026, 10:00 am" on the clock of `timeZone`. */
export function driveWhen(iso: string, timeZone: string): string {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-IN', {
      dateStyle: 'medium',
      timeStyle: 'short',
      timeZone,
    });
    formats.set(timeZone, format);
  }
  return format.format(new Date(iso));
}

/** A `datetime-local` input's value on the zone's clock; '' for none (that side open). */
export const toDriveInput = (iso: string | null | undefined, timeZone: string): string =>
  iso ? wallMinute(iso, timeZone) : '';

/** The input's value read on the zone's clock, as ISO 8601 with the zone's offset; null if empty. */
export function fromDriveInput(value: string, timeZone: string): string | null {
  const at = value ? fromWallTime(value, timeZone) : null;
  return at ? isoWithOffset(at, timeZone) : null;
}

/**
 * The zones a drive may run in: the browser's list (which may spell India's zone Asia/Calcutta),
 * with the default and `current` always among them.
 */
export function timeZoneChoices(current?: string): string[] {
  const known =
    typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  const all = new Set([defaultDriveTimeZone, 'UTC', ...known]);
  if (current) all.add(current);
  return [...all].sort((a, b) => a.localeCompare(b));
}
