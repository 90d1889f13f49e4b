import { and, desc, eq, type SQL } from 'drizzle-orm';
import { auditLog } from '../../db/schema/audit-log.ts';
import { actionWords, entityWords } from '../../../shared/audit-words.ts';
import type { AuditRowView } from '../../../shared/contract/hr.ts';
import type { AuditSort } from '../../../shared/contract/hr-lists.ts';
import { caseless, caselessWords, listOrder } from './list-order.ts';
import type { Db } from '../../db/database.ts';
import { withNames } from './audit-subjects.ts';
import { everyRowOf, tableList, type PageWindow } from './paged-list.ts';

export interface AuditFilter {
  entityType?: string;
  entityId?: string;
  actorId?: string;
  action?: string;
}

type Row = typeof auditLog.$inferSelect;
const view = (r: Row): AuditRowView => ({
  id: r.id,
  at: r.at.toISOString(),
  actor: r.actorId ? { id: r.actorId, email: r.actorEmail } : null,
  action: r.action,
  entityType: r.entityType,
  entityId: r.entityId,
  reason: r.reason,
  before: r.before,
  after: r.after,
});

function where(filter: AuditFilter): SQL | undefined {
  const parts: SQL[] = [];
  if (filter.entityType) parts.push(eq(auditLog.entityType, filter.entityType));
  if (filter.entityId) parts.push(eq(auditLog.entityId, filter.entityId));
  if (filter.actorId) parts.push(eq(auditLog.actorId, filter.actorId));
  if (filter.action) parts.push(eq(auditLog.action, filter.action));
  return parts.length > 0 ? and(...parts) : undefined;
}

export interface AuditOrder {
  sort: AuditSort;
  order: 'asc' | 'desc';
}

/**
 * The log's order. Rows are numbered as they are written, so the id is the order of events
 * (several rows of one transaction share a time): "when" sorts by it, and it breaks every tie,
 * newest first. The server's own rows have no actor e-mail and come last by actor. "What" and
 * "On" sort by the words the page shows, not the stored keys: the database orders by a CASE built
 * from the page's own table of words (`shared/audit-words.ts`), so the order is the database's
 * across pages (sorting a page in the browser would order each page alone), and an action added
 * later, shown as its key, sorts as that key among the words.
 */
function orderOf({ sort, order }: AuditOrder): SQL[] {
  const newestFirst = [desc(auditLog.id)];
  switch (sort) {
    case 'at':
      return listOrder(auditLog.id, order, []);
    case 'actor':
      return listOrder(caseless(auditLog.actorEmail), order, newestFirst, { nullsLast: true });
    case 'action':
      return listOrder(caselessWords(auditLog.action, actionWords), order, newestFirst);
    case 'entityType':
      return listOrder(caselessWords(auditLog.entityType, entityWords), order, newestFirst);
  }
}

const auditRows = tableList(auditLog, where, orderOf, view);

/**
 * A page of the audit log (newest first by default), its actors and subjects named. Read only:
 * nothing in the code changes or deletes a row.
 */
export async function listAudit(db: Db, filter: AuditFilter, page: AuditOrder & PageWindow) {
  const found = await auditRows(db, filter, page);
  return { ...found, items: await withNames(db, found.items) };
}

/** The export: the keys as stored (ids, action keys), which a program reads; no names joined. */
export const allAudit = everyRowOf(auditRows, 1000);
