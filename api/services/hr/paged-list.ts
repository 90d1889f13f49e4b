import { count, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/database.ts';
import type { Page } from '../../../shared/contract/hr.ts';

/** Where a page of a console list starts and how many rows it holds. */
export interface PageWindow {
  offset: number;
  limit: number;
}

/** A page of the console's lists: its rows, how many rows the filter matches in all, its window. */
export const pageOf = <V>(
  items: V[],
  counted: { n: number } | undefined,
  window: PageWindow,
): Page<V> => ({
  items,
  total: counted?.n ?? 0,
  offset: window.offset,
  limit: window.limit,
});

/**
 * One page of a single table's rows (`where`, in `order`, each shown by `view`) and the number of
 * rows `where` matches: the shape of every console list that reads one table.
 */
export async function tablePage<T extends PgTable, V>(
  db: Db,
  table: T,
  where: SQL | undefined,
  order: SQL[],
  window: PageWindow,
  view: (row: T['$inferSelect']) => V,
): Promise<Page<V>> {
  const rows: T['$inferSelect'][] = await db
    .select()
    .from(table as PgTable)
    .where(where)
    .orderBy(...order)
    .limit(window.limit)
    .offset(window.offset);
  const [counted] = await db
    .select({ n: count() })
    .from(table as PgTable)
    .where(where);
  return pageOf(rows.map(view), counted, window);
}

/**
 * The page function of a console list that reads one table: `where` from its filter, the ORDER BY
 * from its sort, each row shown by `view`.
 */
export const tableList =
  <T extends PgTable, F, O, V>(
    table: T,
    where: (filter: F) => SQL | undefined,
    orderOf: (order: O) => SQL[],
    view: (row: T['$inferSelect']) => V,
  ) =>
  (db: Db, filter: F, page: O & PageWindow): Promise<Page<V>> =>
    tablePage(db, table, where(filter), orderOf(page), page, view);

/**
 * A list's CSV export: every row its page function `list` selects with the same filter and order,
 * read `pageSize` rows at a time.
 */
export const everyRowOf =
  <F, O, V>(
    list: (db: Db, filter: F, page: O & PageWindow) => Promise<Page<V>>,
    pageSize: number,
  ) =>
  (db: Db, filter: F, order: O): AsyncGenerator<V> =>
    everyPage((window) => list(db, filter, { ...order, ...window }), pageSize);

/**
 * Every row a list selects, read a page of `pageSize` at a time (the CSV exports stream them
 * instead of holding the whole set in memory). A short page is the last one.
 */
export async function* everyPage<V>(
  pageAt: (window: PageWindow) => Promise<Page<V>>,
  pageSize: number,
): AsyncGenerator<V> {
  for (let offset = 0; ; offset += pageSize) {
    const page = await pageAt({ offset, limit: pageSize });
    yield* page.items;
    if (page.items.length < pageSize) return;
  }
}
