import { and, desc, eq, type SQL } from 'drizzle-orm';
import { auditLog } from '../../db/schema/audit-log.ts';
import type { AuditRowView } from '../../../shared/contract/hr.ts';
import type { AuditSort } from '../../../shared/contract/hr-lists.ts';
import { caseless, listOrder } from './list-order.ts';
import { everyRowOf, tableList } from './paged-list.ts';

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
 * newest first. The server's own rows have no actor e-mail and come last by actor.
 */
function orderOf({ sort, order }: AuditOrder): SQL[] {
  const newestFirst = [desc(auditLog.id)];
  switch (sort) {
    case 'at':
      return listOrder(auditLog.id, order, []);
    case 'actor':
      return listOrder(caseless(auditLog.actorEmail), order, newestFirst, { nullsLast: true });
    case 'action':
      return listOrder(auditLog.action, order, newestFirst);
    case 'entityType':
      return listOrder(auditLog.entityType, order, newestFirst);
  }
}

/** The audit log (newest first by default). Read only: nothing in the code changes or deletes a row. */
export const listAudit = tableList(auditLog, where, orderOf, view);

export const allAudit = everyRowOf(listAudit, 1000);
