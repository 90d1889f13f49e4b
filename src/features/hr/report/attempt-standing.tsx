import { companyWhen } from '../kit/company-time.ts';
import type { AttemptReportView } from '../../../../shared/contract/hr.ts';

const attemptsWord = (n: number) =>
  n === 1 ? '1 earlier attempt was' : `${n} earlier attempts were`;

/**
 * Whether the attempt the report tells still counts. Right after a retake the report still tells
 * the old attempt (the fresh one does not exist until the candidate starts it), so without this
 * its score and ending read as current; once the candidate starts again, the report tells the
 * fresh attempt and says the earlier ones were retired. Announced (role="status") because it is
 * what a retake granted on this page changes.
 */
export function AttemptStanding({
  attempt,
  retakes,
}: {
  attempt: AttemptReportView['attempt'];
  /** Attempts retired by a retake (the candidate's `mcq.retakes`; 0 before the fresh start). */
  retakes: number;
}) {
  if (!attempt) return null;
  if (attempt.retiredAt)
    return (
      <div className="hr-alert" role="status">
        <p>
          <strong>Retired {companyWhen(attempt.retiredAt)}: a retake was granted.</strong> Reason:{' '}
          {attempt.retiredReason ?? 'not given'}.
        </p>
        <p>
          This attempt is kept for the record and no longer counts. A fresh test is drawn when the
          candidate next starts; this report tells it from then on.
        </p>
      </div>
    );
  if (retakes === 0) return null;
  return (
    <p className="hr-alert" role="status">
      <strong>A fresh attempt after a retake</strong>, started {companyWhen(attempt.startedAt)}.{' '}
      {attemptsWord(retakes)} retired: the reasons are under Decisions.
    </p>
  );
}
