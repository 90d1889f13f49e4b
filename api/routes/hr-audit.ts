import { Hono } from 'hono';
import type { Context } from 'hono';
import { fail } from '../domain/errors.ts';
import { auditSorts } from '../../shared/contract/hr-lists.ts';
import { requireStaff, type StaffEnv } from '../http/staff-session.ts';
import { allAudit, listAudit, type AuditFilter } from '../services/hr/audit-query.ts';
import { staffListRoutes } from './staff-list-routes.ts';

function filterOf(c: Context): AuditFilter {
  const actorId = c.req.query('actorId') || undefined;
  if (actorId && !/^[0-9a-f-]{36}$/i.test(actorId))
    throw fail.invalid('actorId must be a staff id');
  return {
    entityType: c.req.query('entityType') || undefined,
    entityId: c.req.query('entityId') || undefined,
    actorId,
    action: c.req.query('action') || undefined,
  };
}

/** `/api/hr/audit`: the audit log, read only (there is no route that changes or deletes a row). */
export const hrAuditRoutes = new Hono<StaffEnv>().use('*', requireStaff()).route(
  '/',
  staffListRoutes({
    sorts: auditSorts,
    filter: filterOf,
    page: listAudit,
    all: allAudit,
    csv: {
      file: 'audit-log.csv',
      columns: [
        'at',
        'actor_email',
        'action',
        'entity_type',
        'entity_id',
        'reason',
        'before',
        'after',
      ],
      row: (r) => [
        r.at,
        r.actor?.email ?? 'server',
        r.action,
        r.entityType,
        r.entityId,
        r.reason,
        r.before ? JSON.stringify(r.before) : '',
        r.after ? JSON.stringify(r.after) : '',
      ],
    },
  }),
);
