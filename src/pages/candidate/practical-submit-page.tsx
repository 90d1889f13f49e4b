import { Link, useLocation } from 'react-router-dom';
import { logOut } from '../../features/candidate/log-out.ts';
import { LeaveConfirmDialog } from '../../features/candidate/leave-confirm-dialog.tsx';
import type { UploadReceipt } from '../../features/candidate/practical-api.ts';
import { RequireCandidate } from '../../features/candidate/require-candidate.tsx';
import { useCandidateProgress } from '../../features/candidate/use-candidate-progress.ts';
import { useLeaveGuard } from '../../features/candidate/use-leave-guard.ts';
import { formatWhen } from '../../lib/when.ts';
import './candidate.css';

/** `/practical-submit` (spec §2): the end of the candidate's journey, with what they sent and when. */
export default function PracticalSubmitPage() {
  return (
    <RequireCandidate>{(session) => <PracticalSubmitted token={session.token} />}</RequireCandidate>
  );
}

function PracticalSubmitted({ token }: { token: string }) {
  const blocker = useLeaveGuard();
  const receipt = (useLocation().state as { receipt?: UploadReceipt['data'] } | null)?.receipt;
  const progress = useCandidateProgress(token);
  const practical = progress.status === 'ready' ? progress.progress.practical : null;
  const afterDeadline = receipt?.afterDeadlineSeconds ?? practical?.afterDeadlineSeconds ?? 0;
  const late = receipt?.late ?? practical?.late ?? false;
  return (
    <section className="candidate-card" aria-labelledby="practical-done-title">
      <h1 id="practical-done-title">Test Submitted!</h1>
      {practical?.state === 'submitted' && practical.submittedAt ? (
        <p>
          Thank you. Your practical work ({practical.fileName}) reached us on{' '}
          {formatWhen(practical.submittedAt)}. Our reviewers will go through it and HR will contact
          you with the outcome.
        </p>
      ) : (
        <p>
          Thank you. Our reviewers will go through your practical work and HR will contact you with
          the outcome.
        </p>
      )}
      {afterDeadline > 0 && (
        <p>
          {late
            ? `It arrived ${afterDeadline} s after the deadline; the reviewers will read your reason for the delay.`
            : `It arrived ${afterDeadline} s after the deadline, within the${receipt ? ` ${receipt.graceSeconds} s` : ''} grace period, so it counts as on time.`}
        </p>
      )}
      {/* The tests are over: leaving for the site also logs the candidate out. */}
      <Link to="/" className="button button--primary" onClick={() => logOut()}>
        Go to Home
      </Link>
      <LeaveConfirmDialog
        blocker={blocker}
        message="Your work is submitted; you can safely leave."
      />
    </section>
  );
}
