import type { Context } from 'hono';
import { createFactory } from 'hono/factory';
import { reasonSchema, type StaffRole } from '../../shared/contract/hr.ts';
import type { Db } from '../db/database.ts';
import type { Actor } from '../services/hr/audit.ts';
import { requireRole, staffAction, type StaffEnv } from '../http/staff-session.ts';
import { validateJson } from '../http/validate-json.ts';
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
 * The handlers of a staff action on one candidate that needs a reason (revoke, restore, reset a
 * password, reopen, grant a retake): the roles allowed, the reason validated, the change made
 * (it writes its own audit row), and `answer` for what the console is sent back. One place, so
 * every such action checks the role before it reads the body and answers the same way.
 */
export function candidateChange<T>(
  roles: StaffRole[],
  change: (input: CandidateChange, c: Context<StaffEnv>) => Promise<T>,
) {
  return factory.createHandlers(requireRole(...roles), ...validateJson(reasonSchema), async (c) => {
    const input: CandidateChange = {
      ...staffAction(c),
      id: idParam(c, 'candidate'),
      reason: c.req.valid('json').reason,
    };
    return c.json(await change(input, c));
  });
}

/** A `candidateChange` whose answer is the candidate as it now stands (`{ candidate }`). */
export const candidateChangeAnsweringCandidate = (
  roles: StaffRole[],
  change: (input: CandidateChange, c: Context<StaffEnv>) => Promise<unknown>,
) =>
  candidateChange(roles, async (input, c) => {
    await change(input, c);
    return { candidate: await answerCandidate(c, input.id) };
  });
