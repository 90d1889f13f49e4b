import type { AttemptResult } from '../../../shared/contract/interview-responses.ts';
import { submitReasonLabel } from '../../lib/submit-reasons.ts';
import { formatWhen } from '../../lib/when.ts';

/**
 * How the test ended and when, and what the server keeps for HR: the result page's account, so
 * "10%" never stands without its explanation.
 */
export function TestEnding({
  result,
  keptOnClose,
}: {
  result: AttemptResult;
  keptOnClose: boolean;
}) {
  const kept = Math.max(result.keptForReview, keptOnClose ? 1 : 0);
  return (
    <div className="test-ending">
      <p>
        <strong>How the test ended:</strong> {submitReasonLabel(result.submitReason)}, on{' '}
        {formatWhen(result.submittedAt)}.
      </p>
      {kept > 0 && (
        <p>
          {kept === 1 ? 'One answer' : `${kept} answers`} reached us after the test had closed.{' '}
          {kept === 1 ? 'It is' : 'They are'} kept, not counted in this result, and HR will see when
          each was given.
        </p>
      )}
    </div>
  );
}
