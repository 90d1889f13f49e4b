import type { Context } from 'hono';
import { stream } from 'hono/streaming';
import { isoWithOffset } from '../../shared/zoned-time.ts';
import { csvLines } from '../lib/csv.ts';
import type { StaffEnv } from './staff-session.ts';

// The exact text `Date.prototype.toISOString` writes, which is how the views carry a moment.
const utcInstant = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

/**
 * A moment in the company's clock with its offset (`2026-11-23T14:35:00+05:30`), so a spreadsheet
 * opened in the office reads the time HR saw on screen and still knows the instant; anything else
 * as it is.
 */
function inZone(value: unknown, timeZone: string): unknown {
  if (value instanceof Date) return isoWithOffset(value, timeZone);
  if (typeof value === 'string' && utcInstant.test(value)) return isoWithOffset(value, timeZone);
  return value;
}

/**
 * Streams rows as a CSV download, a page at a time from `rows`, so an export of every candidate
 * never holds the whole file in memory. Times are written in the company's time zone.
 */
export function csvResponse<T>(
  c: Context<StaffEnv>,
  fileName: string,
  header: readonly string[],
  rows: AsyncIterable<T> | Iterable<T>,
  toRow: (item: T) => readonly unknown[],
) {
  const timeZone = c.var.deps.config.COMPANY_TIME_ZONE;
  c.header('Content-Type', 'text/csv; charset=utf-8');
  c.header('Content-Disposition', `attachment; filename="${fileName}"`);
  return stream(c, async (out) => {
    await out.write(csvLines([header]));
    let batch: (readonly unknown[])[] = [];
    for await (const item of rows) {
      batch.push(toRow(item).map((value) => inZone(value, timeZone)));
      if (batch.length >= 500) {
        await out.write(csvLines(batch));
        batch = [];
      }
    }
    if (batch.length > 0) await out.write(csvLines(batch));
  });
}
