import { Link } from 'react-router-dom';
import { LeaveConfirmDialog } from '../../features/candidate/leave-confirm-dialog.tsx';
import { useLeaveGuard } from '../../features/candidate/use-leave-guard.ts';
import { clearSession } from '../../features/candidate/candidate-session.ts';
import './candidate.css';

/** `/practical-submit` (spec §2): the end of the candidate's journey. */
export default function PracticalSubmitPage() {
  const blocker = useLeaveGuard();
  return (
    <section className="candidate-card" aria-labelledby="practical-done-title">
      <h1 id="practical-done-title">Test Submitted!</h1>
      <p>
        Thank you. Your practical work has reached us; our reviewers will go through it and HR will
        contact you with the outcome.
      </p>
      {/* The tests are over: leaving for the site also logs the candidate out. */}
      <Link to="/" className="button button--primary" onClick={() => clearSession()}>
        Go to Home
      </Link>
      <LeaveConfirmDialog
        blocker={blocker}
        message="Your work is submitted; you can safely leave."
      />
    </section>
  );
}
