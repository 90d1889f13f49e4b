import { fromWallTime, wallMinute } from '../../../../shared/zoned-time.ts';
import { companyTimeZone } from './company-time.ts';

/**
 * Test windows are edited in `datetime-local` inputs (no zone in the value), read as the
 * company's clock like every time the console shows, and sent as ISO 8601 in UTC, which the API
 * requires to carry a zone.
 */

/** `2026-11-24T10:00` in the company's time zone, for a `datetime-local` input; '' for none. */
export function toLocalInput(iso: string | null | undefined): string {
  return iso ? wallMinute(iso, companyTimeZone()) : '';
}

/** The input's value as ISO 8601 (UTC); null for an empty input (that side of the window open). */
export function fromLocalInput(value: string | null | undefined): string | null {
  if (!value) return null;
  return fromWallTime(value, companyTimeZone())?.toISOString() ?? null;
}
