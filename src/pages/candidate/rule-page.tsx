import { Link, Navigate, useNavigate } from 'react-router-dom';
import { LeaveConfirmDialog } from '../../features/candidate/leave-confirm-dialog.tsx';
import { useLeaveGuard } from '../../features/candidate/use-leave-guard.ts';
import { logOut } from '../../features/candidate/log-out.ts';
import { RequireCandidate } from '../../features/candidate/require-candidate.tsx';
import { useCandidateProgress } from '../../features/candidate/use-candidate-progress.ts';
import { AssessmentName } from '../../features/candidate/assessment-name.tsx';
import './candidate.css';

/** `/rule-page` (spec §2): the MCQ test's rules, then Start Test; a finished test shows its result. */
export default function RulePage() {
  return (
    <RequireCandidate>
      {(session) => <Rules token={session.token} testType={session.user.test_type} />}
    </RequireCandidate>
  );
}

function Rules({ token, testType }: { token: string; testType: string }) {
  const progress = useCandidateProgress(token);
  const submitted = progress.status === 'ready' && progress.progress.mcq?.state === 'submitted';
  const blocker = useLeaveGuard(!submitted);
  const navigate = useNavigate();
  if (submitted) return <Navigate to="/test-submitted" replace />;
  // The candidate's own time (their time factor, WCAG 2.2.1) and HR's pass mark: no figure until
  // the server has said (issue 36: a default shown first, then replaced, told a candidate the
  // wrong time or mark for a moment; offline, the rules go without figures).
  const known = progress.status === 'ready' ? progress.progress : null;
  const seconds = known?.mcq?.secondsPerQuestion;
  const questionCount = known?.mcq?.questionCount;
  const extraTime = (known?.timeFactor ?? 1) > 1;
  // Only a test with a practical round offers it (spec §6): an MCQ-only candidate above the mark
  // is never offered one, so is never promised one. The server's word once it answers.
  const offersPractical = (known?.testType ?? testType) === 'both';
  const passPercent = known?.mcq?.passPercent;

  return (
    <section className="candidate-card" aria-labelledby="rules-title">
      <h1 id="rules-title">MCQ Test Rules</h1>
      <AssessmentName name={known?.assessmentName} />
      <p className="candidate-muted">
        Please read every rule before you start. The test starts as soon as you press Start Test.
      </p>
      <ol className="candidate-rules" aria-busy={progress.status === 'loading'}>
        <li>
          The test shows one question at a time.
          {questionCount === undefined || questionCount === 0
            ? ''
            : ` It has ${questionCount} question${questionCount === 1 ? '' : 's'}.`}
          {seconds === undefined
            ? ''
            : ` You have ${seconds} seconds for each question${extraTime ? ', your extra time included' : ''}.`}
        </li>
        <li>
          Choose one answer per question. Choosing another option replaces your choice; choosing it
          again clears it.
        </li>
        <li>
          When the time for a question runs out, your current choice is submitted and the next
          question appears.
        </li>
        <li>
          Press Next Question to move on early, and Submit Test on the last question. You cannot go
          back to a question.
        </li>
        <li>
          The test is submitted automatically if you refresh or close the page, use the
          browser&apos;s back or forward buttons, switch to another tab or app, or leave the test
          window for more than a second.
        </li>
        <li>
          If your connection drops, keep the page open: your answers are saved on this device and
          sent when the connection returns. The clock keeps running.
        </li>
        {offersPractical && passPercent !== undefined && (
          <li>Candidates who score above {passPercent}% are offered the practical round.</li>
        )}
      </ol>
      <div className="interview__actions interview__actions--split">
        <button
          type="button"
          className="button button--ghost"
          onClick={() => {
            logOut();
            navigate('/login', { replace: true });
          }}
        >
          Log out
        </button>
        <Link
          to="/interview"
          className="button button--primary button--large"
          // Ask the browser to keep our saved answers even when the device runs low on space.
          onClick={() => void navigator.storage?.persist?.()}
        >
          Start Test
        </Link>
      </div>
      <LeaveConfirmDialog
        blocker={blocker}
        message="You have not started the test yet. You can come back to this page with your login."
      />
    </section>
  );
}
