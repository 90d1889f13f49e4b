import { randomUUID } from 'node:crypto';
import type { Context } from 'hono';
import type { AccessAction } from '../../shared/contract/hr-privacy.ts';
import {
  logAccess,
  logAccessMany,
  loggedExport,
  type AccessEntry,
} from '../services/privacy/access-log.ts';
import { actorOf, type StaffEnv } from './staff-session.ts';

/** The signed-in staff member read one candidate's `action` (docs/decisions.md, "Who read whose data"). */
export function logCandidateRead(
  c: Context<StaffEnv>,
  candidateId: string,
  action: AccessAction,
  detail?: AccessEntry['detail'],
): Promise<void> {
  const { deps, session } = c.var;
  return logAccess(deps.database.db, actorOf(session), deps.now(), {
    action,
    subjectType: 'candidate',
    subjectId: candidateId,
    detail,
  });
}

/**
 * A list export's rows, each part logged before it is sent: the parts share an `export` id and
 * keep the query string the export was asked with, its search left out.
 */
export function loggedExportRows<T>(
  c: Context<StaffEnv>,
  action: AccessAction,
  rows: AsyncIterable<T>,
  candidateIdOf: (row: T) => string,
): AsyncGenerator<T> {
  const { deps, session } = c.var;
  // A search (`q`) may be a person's name or address, which the log, append-only, could never
  // erase: it keeps that there was one, not what it was. The other filters name no one.
  const { q, ...query } = c.req.query();
  const detail = { export: randomUUID(), query, ...(q ? { searched: true } : {}) };
  return loggedExport(
    (candidateIds, part) =>
      logAccessMany(
        deps.database.db,
        actorOf(session),
        deps.now(),
        { action, detail: { ...detail, part } },
        candidateIds,
      ),
    rows,
    candidateIdOf,
  );
}
