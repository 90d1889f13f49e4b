/**
 * Test windows are edited in `datetime-local` inputs (the person's own time zone, no zone in the
 * value) and sent as ISO 8601 in UTC, which the API requires to carry a zone.
 */

const pad = (n: number) => String(n).padStart(2, '0');

/** `2026-11-24T10:00` in this browser's time zone, for a `datetime-local` input; '' for none. */
export function toLocalInput(iso: string | null | undefined): string {
  if (!iso) return '';
  const d = new Date(iso);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** The input's value as ISO 8601 (UTC); null for an empty input (that side of the window open). */
export function fromLocalInput(value: string | null | undefined): string | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}
