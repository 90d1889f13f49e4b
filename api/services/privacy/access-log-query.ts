import { and, desc, eq, gte, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { candidates } from '../../db/schema/candidates.ts';
import { accessLog } from '../../db/schema/privacy.ts';
import type { AccessLogRowView, AccessLogSort } from '../../../shared/contract/hr-privacy.ts';
import { caseless, listOrder } from '../hr/list-order.ts';
import { everyRowOf, tableList, type PageWindow } from '../hr/paged-list.ts';

export interface AccessFilter {
  from?: Date;
  to?: Date;
  staffId?: string;
  /** A candidate's id: the rows about them, the list exports that named them included. */
  subjectId?: string;
  action?: string;
}

export interface AccessOrder {
  sort: AccessLogSort;
  order: 'asc' | 'desc';
}

/** A list export's row names its people in `detail.candidateIds`; others name one in `subject_id`. */
export const namesCandidate = (candidateId: string): SQL =>
  or(
    eq(accessLog.subjectId, candidateId),
    and(
      eq(accessLog.subjectType, 'candidates'),
      sql`${accessLog.detail}->'candidateIds' @> jsonb_build_array(${candidateId}::text)`,
    ),
  ) as SQL;

function where(filter: AccessFilter): SQL | undefined {
  const parts: SQL[] = [];
  if (filter.from) parts.push(gte(accessLog.at, filter.from));
  if (filter.to) parts.push(lt(accessLog.at, filter.to));
  if (filter.staffId) parts.push(eq(accessLog.staffId, filter.staffId));
  if (filter.action) parts.push(eq(accessLog.action, filter.action));
  if (filter.subjectId) parts.push(namesCandidate(filter.subjectId));
  return parts.length > 0 ? and(...parts) : undefined;
}

/** Rows are numbered as written (the chain's order): "when" sorts by id, and id breaks every tie. */
function orderOf({ sort, order }: AccessOrder): SQL[] {
  const newestFirst = [desc(accessLog.id)];
  switch (sort) {
    case 'at':
      return listOrder(accessLog.id, order, []);
    case 'staff':
      return listOrder(caseless(accessLog.staffEmail), order, newestFirst, { nullsLast: true });
    case 'action':
      return listOrder(accessLog.action, order, newestFirst);
  }
}

type Row = typeof accessLog.$inferSelect;
export type AccessRow = AccessLogRowView & { candidateIds: string[]; hash: string | null };

const view = (r: Row): AccessRow => {
  const { candidateIds, ...detail } = r.detail ?? {};
  const ids = Array.isArray(candidateIds) ? (candidateIds as string[]) : [];
  return {
    id: r.id,
    at: r.at.toISOString(),
    staff: { id: r.staffId, email: r.staffEmail },
    action: r.action,
    subjectType: r.subjectType,
    subjectId: r.subjectId,
    subjectName: null,
    detail: r.detail ? detail : null,
    people: r.subjectType === 'candidates' ? ids.length : r.subjectId ? 1 : 0,
    candidateIds: ids,
    hash: r.hash,
  };
};

const accessRows = tableList(accessLog, where, orderOf, view);

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Names as held now, one query per page: an erased candidate is "Erased candidate". */
async function withSubjectNames(db: Db, rows: AccessRow[]): Promise<AccessLogRowView[]> {
  const ids = [
    ...new Set(
      rows.flatMap((r) =>
        r.subjectType === 'candidate' && r.subjectId && uuidPattern.test(r.subjectId)
          ? [r.subjectId]
          : [],
      ),
    ),
  ];
  const found =
    ids.length === 0
      ? []
      : await db
          .select({ id: candidates.id, name: candidates.fullName, erasedAt: candidates.erasedAt })
          .from(candidates)
          .where(inArray(candidates.id, ids));
  const names = new Map(found.map((c) => [c.id, c.erasedAt ? 'Erased candidate' : c.name]));
  // The page leaves an export's ids out (500 a part): the breach view and `subjectId` list them.
  return rows.map((r): AccessLogRowView => ({
    id: r.id,
    at: r.at,
    staff: r.staff,
    action: r.action,
    subjectType: r.subjectType,
    subjectId: r.subjectId,
    subjectName: r.subjectId ? (names.get(r.subjectId) ?? null) : null,
    detail: r.detail,
    people: r.people,
  }));
}

/** A page of the access log, newest first by default. */
export async function listAccess(db: Db, filter: AccessFilter, page: AccessOrder & PageWindow) {
  const found = await accessRows(db, filter, page);
  return { ...found, items: await withSubjectNames(db, found.items) };
}

/** The export: every matching row, an export's candidate ids included. */
export const allAccess = everyRowOf(accessRows, 1000);
