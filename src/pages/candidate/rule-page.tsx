import { useEffect, useRef, useState } from 'react';
import { Link, Navigate, useNavigate } from 'react-router-dom';
import { LeaveConfirmDialog } from '../../features/candidate/leave-confirm-dialog.tsx';
import { useLeaveGuard } from '../../features/candidate/use-leave-guard.ts';
import { logOut } from '../../features/candidate/log-out.ts';
import { RequireCandidate } from '../../features/candidate/require-candidate.tsx';
import { useCandidateProgress } from '../../features/candidate/use-candidate-progress.ts';
import { AssessmentName } from '../../features/candidate/assessment-name.tsx';
import {
  NoticeUnavailable,
  PrivacyNoticeCard,
  noticeIsDue,
} from '../../features/candidate/privacy-notice-card.tsx';
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
  // The notice version acknowledged on this page: the rules follow without asking the server again.
  const [acknowledged, setAcknowledged] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  // Once the notice is acknowledged, focus moves to the rules that replace it (not to the body).
  useEffect(() => {
    if (acknowledged) heading.current?.focus();
  }, [acknowledged]);
  if (submitted) return <Navigate to="/test-submitted" replace />;
  const leaveDialog = (
    <LeaveConfirmDialog
      blocker={blocker}
      message="You have not started the test yet. You can come back to this page with your login."
    />
  );
  const logOutButton = (
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
  );
  // Until the server says whether the notice is read, neither it nor Start Test is offered.
  if (progress.status === 'loading') {
    return (
      <section className="candidate-card" aria-busy="true">
        <p role="status">Loading...</p>
        {leaveDialog}
      </section>
    );
  }
  const notice = progress.status === 'ready' ? progress.progress.notice : undefined;
  const notStarted = progress.status === 'ready' && progress.progress.mcq?.state === 'not-started';
  if (notice && acknowledged !== notice.version && noticeIsDue(notice, notStarted)) {
    return (
      <>
        <PrivacyNoticeCard
          token={token}
          notice={notice}
          onAcknowledged={setAcknowledged}
          onChanged={progress.reload}
          actions={logOutButton}
        />
        {leaveDialog}
      </>
    );
  }
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
      <h1 id="rules-title" ref={heading} tabIndex={-1}>
        MCQ Test Rules
      </h1>
      {progress.status === 'unavailable' && <NoticeUnavailable onRetry={progress.reload} />}
      <AssessmentName name={known?.assessmentName} />
      <p className="candidate-muted">
        Please read every rule before you start. The test starts as soon as you press Start Test.
      </p>
      <ol className="candidate-rules">
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
        {logOutButton}
        <Link
          to="/interview"
          className="button button--primary button--large"
          // Ask the browser to keep our saved answers even when the device runs low on space.
          onClick={() => void navigator.storage?.persist?.()}
        >
          Start Test
        </Link>
      </div>
      {leaveDialog}
    </section>
  );
}
