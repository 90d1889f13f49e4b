import type { practicalSubmissions } from '../../../db/schema/practical.ts';
import type { SubmissionFactsView } from '../../../../shared/contract/hr-practical.ts';

/**
 * What every view of a practical submission says of the file (the reviewer's page, the retired
 * submissions of the history): its name, size and digest, when it came and how late, and why.
 */
export function submissionFacts(
  row: typeof practicalSubmissions.$inferSelect,
): SubmissionFactsView {
  return {
    fileName: row.fileName,
    sizeBytes: row.sizeBytes,
    sha256: row.sha256,
    submittedAt: row.submittedAt.toISOString(),
    timeTakenSeconds: row.timeTakenSeconds,
    lateBySeconds: row.lateBySeconds,
    reasonForDelay: row.reasonForDelay,
  };
}
