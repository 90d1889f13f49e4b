import { asc, desc, ilike, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';

/** A column as a list sorts it: text without regard to case ("alice" beside "Alice", not after "Zed"). */
export const caseless = (column: AnyColumn): SQL => sql`lower(${column})`;

/**
 * A key column as a list shows it, in `words` (a key not listed as itself), without regard to case:
 * a list sorted by what people read, not by the stored key.
 */
export const caselessWords = (column: AnyColumn, words: Readonly<Record<string, string>>): SQL =>
  sql`lower(case ${column} ${sql.join(
    Object.entries(words).map(([key, word]) => sql`when ${key} then ${word}`),
    sql` `,
  )} else ${column} end)`;

/**
 * The ORDER BY of a sorted HR list: the sort column in the chosen direction, then the `tieBreaks`
 * (each with its own direction), which must end in a unique column so pages neither repeat nor
 * skip a row. With `nullsLast`, rows without a value come last in either order (as the results
 * list does): an account that never signed in is not "the most recent sign-in".
 */
export function listOrder(
  column: AnyColumn | SQL,
  order: 'asc' | 'desc',
  tieBreaks: SQL[],
  { nullsLast = false } = {},
): SQL[] {
  return [
    ...(nullsLast ? [sql`${column} is null`] : []),
    order === 'asc' ? asc(column) : desc(column),
    ...tieBreaks,
  ];
}

/** `%q%` for ILIKE, with the pattern characters of `q` taken literally. */
export const likePattern = (q: string): string =>
  `%${q.trim().replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

/** A list's search box: rows where any of `columns` holds `q`, any case; no condition when `q` is blank. */
export function textSearch(q: string | undefined, columns: AnyColumn[]): SQL | undefined {
  if (!q?.trim()) return undefined;
  const pattern = likePattern(q);
  return or(...columns.map((column) => ilike(column, pattern)));
}
