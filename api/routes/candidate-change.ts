import type { Context } from 'hono';
import { createFactory } from 'hono/factory';
import type { AnyObject, ObjectSchema } from 'yup';
import { reasonSchema, type StaffRole } from '../../shared/contract/hr.ts';
import type { Db } from '../db/database.ts';
import type { Actor } from '../services/hr/audit.ts';
import { requireRole, type StaffEnv } from '../http/staff-session.ts';
import { staffChange, type StaffChange } from '../http/staff-change.ts';
import { idParam } from '../http/list-query.ts';
import { answerCandidate } from './candidate-answer.ts';

const factory = createFactory<StaffEnv>();

/** What a reasoned change to one candidate gets: who asks, on whom, why, and when. */
export interface CandidateChange {
  db: Db;
  actor: NonNullable<Actor>;
  id: string;
  reason: string;
  now: Date;
}

/**
 * The handlers of a staff change to one candidate (the path's `:id`) with a body of `schema`: the
 * roles allowed, the body validated, the change made (it writes its own audit row), and what it
 * returns sent back as JSON. One place, so every such change checks the role before it reads the
 * body, names the candidate after it, and answers the same way.
 */
export function candidateChangeWith<B extends AnyObject, T>(
  roles: StaffRole[],
  schema: ObjectSchema<B>,
  change: (input: StaffChange<B> & { id: string }, c: Context<StaffEnv>) => Promise<T>,
  options: { maxBytes?: number } = {},
) {
  return factory.createHandlers(
    requireRole(...roles),
    ...staffChange(
      schema,
      async (action, c) => c.json(await change({ ...action, id: idParam(c, 'candidate') }, c)),
      options,
    ),
  );
}

/**
 * A `candidateChangeWith` whose body is a reason (revoke, restore, reset a password, reopen, grant
 * a retake, accept a kept answer).
 */
export const candidateChange = <T>(
  roles: StaffRole[],
  change: (input: CandidateChange, c: Context<StaffEnv>) => Promise<T>,
) =>
  candidateChangeWith(roles, reasonSchema, ({ input, ...rest }, c) =>
    change({ ...rest, reason: input.reason }, c),
  );

/** A `candidateChange` whose answer is the candidate as it now stands (`{ candidate }`). */
export const candidateChangeAnsweringCandidate = (
  roles: StaffRole[],
  change: (input: CandidateChange, c: Context<StaffEnv>) => Promise<unknown>,
) =>
  candidateChange(roles, async (input, c) => {
    await change(input, c);
    return { candidate: await answerCandidate(c, input.id) };
  });
