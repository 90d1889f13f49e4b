import type { Context } from 'hono';
import { createFactory } from 'hono/factory';
import type { AnyObject, ObjectSchema } from 'yup';
import type { StaffRole } from '../../shared/contract/hr.ts';
import { requireRole, type StaffEnv } from '../http/staff-session.ts';
import { staffChange, type StaffChange } from '../http/staff-change.ts';
import { idParam } from '../http/list-query.ts';
import { answerCandidate } from './candidate-answer.ts';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { candidates } from '../db/schema/candidates.ts';
import { fail } from '../domain/errors.ts';

const factory = createFactory<StaffEnv>();

/**
 * An erased candidate's record is closed (docs/privacy.md): a new password, a restore, a reopen or
 * an edit would bring back a login, or data, for a person who asked to be forgotten.
 */
async function refuseErased(db: Db, candidateId: string) {
  const [row] = await db
    .select({ erasedAt: candidates.erasedAt })
    .from(candidates)
    .where(eq(candidates.id, candidateId));
  if (row?.erasedAt)
    throw fail.conflict(
      'This candidate’s personal data was erased: their record is closed to changes.',
    );
}

/**
 * The handlers of a staff change to one candidate (the path's `:id`) with a body of `schema`: the
 * roles allowed, the body validated, the change made (it writes its own audit row), and what it
 * returns sent back as JSON — or, with `answerWithCandidate`, the candidate as it now stands
 * (`{ candidate }`), whatever the change returned. One place, so every such change checks the
 * role before it reads the body, names the candidate after it, and answers the same way. A change
 * whose body is a reason (revoke, restore, reset a password, reopen, grant a retake, accept a kept
 * answer) passes the contract's `reasonSchema`.
 */
export function candidateChange<B extends AnyObject, T>(
  roles: StaffRole[],
  schema: ObjectSchema<B>,
  change: (input: StaffChange<B> & { candidateId: string }, c: Context<StaffEnv>) => Promise<T>,
  options: { maxBytes?: number; answerWithCandidate?: boolean } = {},
) {
  return factory.createHandlers(
    requireRole(...roles),
    ...staffChange(
      schema,
      async (action, c) => {
        const candidateId = idParam(c, 'candidate');
        await refuseErased(action.db, candidateId);
        const answer = await change({ ...action, candidateId }, c);
        if (!options.answerWithCandidate) return c.json(answer);
        return c.json({ candidate: await answerCandidate(c, candidateId) });
      },
      { maxBytes: options.maxBytes },
    ),
  );
}
