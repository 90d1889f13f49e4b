import { Hono, type Context } from 'hono';
import {
  practicalDecisionSchema,
  practicalScoreSchema,
  similarityRules,
  type SimilarityListView,
} from '../../shared/contract/hr-practical.ts';
import { reasonSchema } from '../../shared/contract/hr.ts';
import { fail } from '../domain/errors.ts';
import { idParam, listQuery } from '../http/list-query.ts';
import { requireStaff, type StaffEnv } from '../http/staff-session.ts';
import { practicalManifest } from '../services/hr/practical-review.ts';
import {
  grantPracticalRetake,
  reopenPracticalRound,
} from '../services/hr/practical/practical-round-decisions.ts';
import { candidateSimilarity } from '../services/hr/practical/candidate-similarity.ts';
import { decidePractical } from '../services/hr/practical/practical-decisions.ts';
import { scorePractical } from '../services/hr/practical/practical-scores.ts';
import { similarPairs } from '../services/hr/practical/similar-submissions.ts';
import {
  fingerprintUnread,
  type SimilarityScope,
} from '../services/hr/practical/unread-fingerprints.ts';
import { candidateChange } from './candidate-change.ts';

/** The practical part of the report, as it stands after a change. */
async function practicalNow(c: Context<StaffEnv>, candidateId: string) {
  return {
    practical: await practicalManifest(c.var.deps.database.db, candidateId, c.var.deps.now()),
  };
}

/**
 * `/api/hr/candidates/:id/practical/…` (docs/hr-api.md, "Practical review" and "Practical
 * reopen and retake"): rubric scores and decisions, the round's reopen and retake (reviewers and
 * admins), and the candidate's similar submissions. Mounted before `/hr/candidates`, whose
 * session check would otherwise run as well.
 */
export const hrPracticalSubmissionRoutes = new Hono<StaffEnv>()
  .use('*', requireStaff())
  .put(
    '/score',
    ...candidateChange(
      ['admin', 'reviewer'],
      practicalScoreSchema,
      async ({ db, actor, candidateId, input, now }, c) => {
        await scorePractical(db, actor, candidateId, input, now);
        return practicalNow(c, candidateId);
      },
      // Notes of 2,000 characters may take 6 kB in UTF-8.
      { maxBytes: 16 * 1024 },
    ),
  )
  .post(
    '/decisions',
    ...candidateChange(
      ['admin', 'reviewer'],
      practicalDecisionSchema,
      async ({ input, ...call }, c) => {
        await decidePractical({ ...call, reason: input.reason }, input.kind);
        return practicalNow(c, call.candidateId);
      },
    ),
  )
  .post(
    '/reopen',
    ...candidateChange(
      ['admin', 'reviewer'],
      reasonSchema,
      ({ input, ...call }) => reopenPracticalRound({ ...call, reason: input.reason }),
      { answerWithCandidate: true },
    ),
  )
  .post(
    '/retake',
    ...candidateChange(
      ['admin', 'reviewer'],
      reasonSchema,
      ({ input, ...call }) => grantPracticalRetake({ ...call, reason: input.reason }),
      { answerWithCandidate: true },
    ),
  )
  .get('/similar', async (c) => {
    const { deps } = c.var;
    return c.json(
      await candidateSimilarity(
        deps.database.db,
        idParam(c, 'candidate'),
        deps.now(),
        deps.config.COMPANY_TIME_ZONE,
      ),
    );
  });

const dayPattern = /^\d{4}-\d{2}-\d{2}$/;

/** `?cohort=` or `?day=YYYY-MM-DD` (one of them, or neither for every pair). */
function scopeOf(c: Context<StaffEnv>): SimilarityScope {
  const cohort = c.req.query('cohort');
  const day = c.req.query('day');
  if (cohort && day) throw fail.invalid('Give cohort or day, not both.');
  if (cohort) return { kind: 'cohort', cohort };
  if (day) {
    const valid = dayPattern.test(day) && !Number.isNaN(Date.parse(`${day}T00:00:00Z`));
    if (!valid || new Date(`${day}T00:00:00Z`).toISOString().slice(0, 10) !== day)
      throw fail.invalid('day must be a date, e.g. 2026-11-24');
    return { kind: 'day', day, timeZone: c.var.deps.config.COMPANY_TIME_ZONE };
  }
  return { kind: 'all' };
}

/** `/api/hr/practical/similarity` (docs/hr-api.md, "Similar submissions"). */
export const hrPracticalRoutes = new Hono<StaffEnv>().get(
  '/similarity',
  requireStaff(),
  async (c) => {
    const { db } = c.var.deps.database;
    const scope = scopeOf(c);
    const page = listQuery(c, ['similarity']);
    const { now, config } = c.var.deps;
    const unread = await fingerprintUnread(db, scope, now(), config.COMPANY_TIME_ZONE);
    const { items, total } = await similarPairs(db, scope, page);
    const answer: SimilarityListView = {
      items,
      total,
      offset: page.offset,
      limit: page.limit,
      unread,
      rules: similarityRules,
    };
    return c.json(answer);
  },
);
