import { useEffect, useRef, useState } from 'react';
import { Link, Navigate, useNavigate } from 'react-router-dom';
import { LeaveConfirmDialog } from '../../features/candidate/leave-confirm-dialog.tsx';
import { useLeaveGuard } from '../../features/candidate/use-leave-guard.ts';
import { RequireCandidate } from '../../features/candidate/require-candidate.tsx';
import { useCandidateProgress } from '../../features/candidate/use-candidate-progress.ts';
import { AssessmentName } from '../../features/candidate/assessment-name.tsx';
import { startPractical } from '../../features/candidate/practical-api.ts';
import { serverMessage } from '../../features/candidate/candidate-http.ts';
import { noticeFirstMessage } from '../../../shared/privacy/candidate-notice.ts';
import {
  NoticeUnavailable,
  PrivacyNoticeCard,
  noticeIsDue,
} from '../../features/candidate/privacy-notice-card.tsx';
import { formatDurationSeconds } from '../../lib/when.ts';
import { specPassPercent } from '../../../shared/pass-mark.ts';
import './candidate.css';

/**
 * `/rule-page-practical` (spec §2): the practical round's rules, then Start Test. A round that is
 * under way continues on its page, a submitted one shows its submission, and a candidate not (or
 * not yet) eligible sees why: never a Start that can only fail.
 */
export default function RulePagePractical() {
  return (
    <RequireCandidate>{(session) => <PracticalRules token={session.token} />}</RequireCandidate>
  );
}

function PracticalRules({ token }: { token: string }) {
  const progress = useCandidateProgress(token);
  const known = progress.status === 'ready' ? progress.progress : null;
  const state = known?.practical?.state;
  // The candidate's own time (their time factor, WCAG 2.2.1), to the second as the server will
  // run it (2 minutes at 1.25 is 2 minutes 30 seconds, not "3 minutes"). No figure until the
  // server says: a guess could promise time the candidate does not have.
  const seconds = known?.practical?.seconds;
  const extraTime = (known?.timeFactor ?? 1) > 1;
  // Guarded in every state, the submitted one too: that state only redirects to
  // /practical-submit (which guards as well), and dropping the guard first would leave a moment
  // between the two pages with no beforeunload listener, where closing the tab is not asked.
  const blocker = useLeaveGuard();
  const navigate = useNavigate();
  const [starting, setStarting] = useState(false);
  // The notice version acknowledged on this page: the rules follow without asking the server again.
  const [acknowledged, setAcknowledged] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  // Once the notice is acknowledged, focus moves to the rules that replace it (not to the body).
  useEffect(() => {
    if (acknowledged) heading.current?.focus();
  }, [acknowledged]);
  const leaveDialog = (
    <LeaveConfirmDialog blocker={blocker} message="You have not started the practical round yet." />
  );
  if (state === 'submitted') return <Navigate to="/practical-submit" replace />;
  if (state === 'in-progress') return <Navigate to="/practical-round" replace />;
  if (state === 'not-ready') {
    return (
      <section className="candidate-card" aria-labelledby="practical-rules-title">
        <h1 id="practical-rules-title">Practical Test Rules</h1>
        <p role="status">
          Your practical round is not ready yet: its tasks have not been added. Please try again
          later or contact HR. Your time has not started.
        </p>
      </section>
    );
  }
  if (state === 'not-eligible') {
    return (
      <section className="candidate-card" aria-labelledby="practical-rules-title">
        <h1 id="practical-rules-title">Practical Test Rules</h1>
        <p>
          The practical round opens to candidates who score above{' '}
          {known?.mcq?.passPercent ?? specPassPercent}% in the MCQ test.{' '}
          <Link to="/test-submitted">See your MCQ result</Link> or{' '}
          <Link to="/rule-page">take the MCQ test</Link> first.
        </p>
      </section>
    );
  }

  // Until the server says whether the notice is read, neither it nor Start Test is offered.
  if (progress.status === 'loading') {
    return (
      <section className="candidate-card" aria-busy="true">
        <p role="status">Loading...</p>
        {leaveDialog}
      </section>
    );
  }
  const notice = known?.notice;
  if (notice && acknowledged !== notice.version && noticeIsDue(notice, state === 'not-started')) {
    return (
      <>
        <PrivacyNoticeCard
          token={token}
          notice={notice}
          onAcknowledged={setAcknowledged}
          onChanged={progress.reload}
        />
        {leaveDialog}
      </>
    );
  }

  async function start() {
    setStarting(true);
    try {
      await startPractical(token);
      navigate('/practical-round');
    } catch (error) {
      // Spec §8: a failed practical start is logged, with no message; the button works again.
      console.error('Could not start the practical round', error);
      setStarting(false);
      // Refused for want of the notice (the page could not load it before): show it now.
      if (serverMessage(error) === noticeFirstMessage) progress.reload();
    }
  }

  return (
    <section className="candidate-card" aria-labelledby="practical-rules-title">
      <h1 id="practical-rules-title" ref={heading} tabIndex={-1}>
        Practical Test Rules
      </h1>
      {progress.status === 'unavailable' && <NoticeUnavailable onRetry={progress.reload} />}
      <AssessmentName name={known?.assessmentName} />
      <ol className="candidate-rules">
        <li>
          The practical round is timed
          {seconds === undefined
            ? ''
            : `: you have ${formatDurationSeconds(seconds)}${extraTime ? ', your extra time included' : ''}`}
          . The clock starts when you press Start Test and keeps running even if you close the page.
        </li>
        <li>
          Read every task on the next page, then build your solution on your own computer with the
          tools you like.
        </li>
        <li>
          Put your work in one .zip file. Do not include the node_modules folder (or other installed
          dependencies).
        </li>
        <li>
          Upload the zip before the time runs out. If you upload late, you will be asked for the
          reason for the delay.
        </li>
        <li>
          An upload counts when its last byte arrives. One you start before the time runs out still
          counts as on time while it keeps arriving at {known?.practical?.uploadMinKbps ?? 100} kB a
          second or faster, so a slow connection is fine; one that stalls counts as late. If the
          server is busy, your upload waits and is sent again on its own.
        </li>
        <li>You can upload once. Check your zip before you send it.</li>
        {/* The similarity check's reach (docs/decisions.md, "Which submissions are compared"). */}
        <li>
          Work on your own: your solution is compared with the other submissions of your recruitment
          drive and of the same day.
        </li>
      </ol>
      <div className="interview__actions">
        <button
          type="button"
          className="button button--primary button--large"
          disabled={starting}
          onClick={() => void start()}
        >
          {starting ? 'Starting...' : 'Start Test'}
        </button>
      </div>
      {leaveDialog}
    </section>
  );
}
