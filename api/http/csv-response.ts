import type { Context } from 'hono';
import { stream } from 'hono/streaming';
import { csvLines } from '../lib/csv.ts';

/**
 * Streams rows as a CSV download, a page at a time from `rows`, so an export of every candidate
 * never holds the whole file in memory.
 */
export function csvResponse<T>(
  c: Context,
  fileName: string,
  header: readonly string[],
  rows: AsyncIterable<T> | Iterable<T>,
  toRow: (item: T) => readonly unknown[],
) {
  c.header('Content-Type', 'text/csv; charset=utf-8');
  c.header('Content-Disposition', `attachment; filename="${fileName}"`);
  return stream(c, async (out) => {
    await out.write(csvLines([header]));
    let batch: (readonly unknown[])[] = [];
    for await (const item of rows) {
      batch.push(toRow(item));
      if (batch.length >= 500) {
        await out.write(csvLines(batch));
        batch = [];
      }
    }
    if (batch.length > 0) await out.write(csvLines(batch));
  });
}
