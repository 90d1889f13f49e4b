import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/database.ts';
import { candidates } from '../../../db/schema/candidates.ts';
import { practicalSubmissions } from '../../../db/schema/practical.ts';
import { practicalFingerprints } from '../../../db/schema/practical-review.ts';
import { fail } from '../../../domain/errors.ts';
import {
  similarityRules,
  type CandidateSimilarityView,
} from '../../../../shared/contract/hr-practical.ts';
import { fingerprintSubmission } from '../../practical/submission-fingerprint.ts';
import { findCandidate } from '../candidates/candidate-changes.ts';
import { similarPairs } from './similar-submissions.ts';
import { fingerprintUnread } from './unread-fingerprints.ts';

/** Matches shown in a candidate's report. */
const maxMatches = 20;

/**
 * The submissions of the candidate's cohort or day most like theirs, each with the files they
 * share, for the report. The candidate's own submission is fingerprinted first if it has not been
 * (stored before fingerprints existed), then a few others of its scope.
 */
export async function candidateSimilarity(
  db: Db,
  candidateId: string,
  now: Date,
  /** The company's clock (`COMPANY_TIME_ZONE`): what "the same day" means. */
  timeZone: string,
): Promise<CandidateSimilarityView> {
  await findCandidate(db, candidateId);
  const [submission] = await db
    .select({
      id: practicalSubmissions.id,
      submittedAt: practicalSubmissions.submittedAt,
      cohort: candidates.cohort,
    })
    .from(practicalSubmissions)
    .innerJoin(candidates, eq(candidates.id, practicalSubmissions.candidateId))
    .where(eq(practicalSubmissions.candidateId, candidateId));
  if (!submission) throw fail.notFound('This candidate has not submitted the practical round.');
  await fingerprintSubmission(db, submission.id, now, timeZone);
  const scope = {
    kind: 'submission' as const,
    submissionId: submission.id,
    cohort: submission.cohort,
    submittedAt: submission.submittedAt,
    timeZone,
  };
  const unread = await fingerprintUnread(db, scope, now, timeZone);
  const [fingerprint] = await db
    .select({
      files: practicalFingerprints.files,
      uniqueLines: practicalFingerprints.uniqueLines,
      skipped: practicalFingerprints.skipped,
    })
    .from(practicalFingerprints)
    .where(eq(practicalFingerprints.submissionId, submission.id));
  const { items } = await similarPairs(db, scope, { offset: 0, limit: maxMatches });
  return {
    fingerprint: fingerprint
      ? {
          filesHashed: fingerprint.files.length,
          uniqueLines: fingerprint.uniqueLines,
          skipped: fingerprint.skipped,
        }
      : null,
    matches: items,
    unread,
    rules: similarityRules,
  };
}
