import { Hono, type Context } from 'hono';
import type { Db } from '../db/database.ts';
import { csvResponse } from '../http/csv-response.ts';
import { listQuery, sortQuery, type ListQuery } from '../http/list-query.ts';
import type { StaffEnv } from '../http/staff-session.ts';

/**
 * The two reads of a console list (the inbox, the newsletter list, the audit log): `GET /`, one
 * page (the filter, sort and paging from the query string), and `GET /export.csv`, every row the
 * same filter selects in the same order, streamed. Mounted behind the caller's staff check.
 */
export function staffListRoutes<F, S extends string, P extends object, R>(list: {
  sorts: readonly [S, ...S[]];
  filter: (c: Context<StaffEnv>) => F;
  page: (db: Db, filter: F, page: ListQuery<S>) => Promise<P>;
  all: (db: Db, filter: F, order: Pick<ListQuery<S>, 'sort' | 'order'>) => AsyncIterable<R>;
  csv: { file: string; columns: readonly string[]; row: (item: R) => readonly unknown[] };
}) {
  return new Hono<StaffEnv>()
    .get('/', async (c) =>
      c.json(await list.page(c.var.deps.database.db, list.filter(c), listQuery(c, list.sorts))),
    )
    .get('/export.csv', (c) =>
      csvResponse(
        c,
        list.csv.file,
        list.csv.columns,
        list.all(c.var.deps.database.db, list.filter(c), sortQuery(c, list.sorts)),
        list.csv.row,
      ),
    );
}
