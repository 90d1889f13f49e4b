import { Hono, type Context } from 'hono';
import {
  accessActions,
  accessLogSorts,
  accessPeopleSorts,
  type LogChainsView,
} from '../../shared/contract/hr-privacy.ts';
import { fail } from '../domain/errors.ts';
import { csvResponse } from '../http/csv-response.ts';
import { idQuery, listQuery, oneOfQuery, sortQuery, timeQuery } from '../http/list-query.ts';
import { requireRole, requireStaff, type StaffEnv } from '../http/staff-session.ts';
import { allAccess, listAccess, type AccessFilter } from '../services/privacy/access-log-query.ts';
import {
  accessPeople,
  allAccessPeople,
  type AccessRange,
} from '../services/privacy/access-people.ts';
import { checkAccessChain, checkAuditChain } from '../services/privacy/log-chains.ts';
import { staffListRoutes } from './staff-list-routes.ts';

function rangeOf(c: Context): { from?: Date; to?: Date } {
  const from = timeQuery(c, 'from');
  const to = timeQuery(c, 'to');
  if (from && to && from >= to) throw fail.invalid('from must be before to');
  return { from, to };
}

function filterOf(c: Context): AccessFilter {
  return {
    ...rangeOf(c),
    staffId: idQuery(c, 'staffId', 'staff member'),
    subjectId: idQuery(c, 'subjectId', 'candidate'),
    action: oneOfQuery(c, 'action', accessActions),
  };
}

/** The breach view needs both ends: "everyone ever" is the whole log, not a range. */
function requiredRangeOf(c: Context): AccessRange {
  const { from, to } = rangeOf(c);
  if (!from || !to) throw fail.invalid('from and to are required');
  return { from, to };
}

/**
 * `/api/hr/access-log` (admins; docs/hr-api.md, "Access log"): who read or exported whose data.
 * Reading it is not itself logged (docs/decisions.md, "Who read whose data").
 */
export const hrAccessLogRoutes = new Hono<StaffEnv>()
  .use('*', requireStaff(), requireRole('admin'))
  .get('/people', async (c) => {
    const page = listQuery(c, accessPeopleSorts, 'asc');
    return c.json(await accessPeople(c.var.deps.database.db, requiredRangeOf(c), page));
  })
  .get('/people.csv', (c) => {
    const order = sortQuery(c, accessPeopleSorts, 'asc');
    const rows = allAccessPeople(c.var.deps.database.db, requiredRangeOf(c), order);
    return csvResponse(
      c,
      'people-read.csv',
      ['candidate_id', 'name', 'erased', 'reads', 'actions', 'staff', 'first_at', 'last_at'],
      rows,
      (p) => [
        p.candidateId,
        p.name,
        p.erased,
        p.reads,
        p.actions.join(' '),
        p.staffEmails.join(' '),
        p.firstAt,
        p.lastAt,
      ],
    );
  })
  .route(
    '/',
    staffListRoutes({
      sorts: accessLogSorts,
      filter: filterOf,
      page: listAccess,
      all: allAccess,
      csv: {
        file: 'access-log.csv',
        columns: [
          'id',
          'at',
          'staff_id',
          'staff_email',
          'action',
          'subject_type',
          'subject_id',
          'candidate_ids',
          'detail',
          'hash',
        ],
        row: (r) => [
          r.id,
          r.at,
          r.staff.id,
          r.staff.email,
          r.action,
          r.subjectType,
          r.subjectId,
          r.candidateIds.join(' '),
          r.detail ? JSON.stringify(r.detail) : '',
          r.hash,
        ],
      },
    }),
  );

/** `GET /api/hr/log-chains` (admins): whether the audit log's and the access log's chains verify. */
export const hrLogChainRoutes = new Hono<StaffEnv>()
  .use('*', requireStaff(), requireRole('admin'))
  .get('/', async (c) => {
    const { db } = c.var.deps.database;
    const answer: LogChainsView = {
      audit: await checkAuditChain(db),
      access: await checkAccessChain(db),
    };
    return c.json(answer);
  });
