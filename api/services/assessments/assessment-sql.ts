import { sql } from 'drizzle-orm';
import { candidates } from '../../db/schema/candidates.ts';
import { mcqAttempts } from '../../db/schema/mcq-attempts.ts';

/**
 * The assessment a candidate's record is of, in a query over candidates left-joined to their
 * current attempt (`candidate-records.ts`): the attempt's own once started (a move or an edit
 * later never changes what a test was), else their drive's, else the default one.
 */
export const recordAssessmentId = sql<string>`coalesce(${mcqAttempts.assessmentId},
  (select d.assessment_id from drives d where d.name = ${candidates.cohort}),
  (select a.id from assessments a where a.is_default))`;

/** That assessment's name. */
export const recordAssessmentName = sql<string>`(select a.name from assessments a where a.id = ${recordAssessmentId})`;
