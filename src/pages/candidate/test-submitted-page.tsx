import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import type { AttemptResult } from '../../../shared/contract/interview-responses.ts';
import type { CandidateUser } from '../../features/candidate/candidate-session.ts';
import { LeaveConfirmDialog } from '../../features/candidate/leave-confirm-dialog.tsx';
import { PracticalOffer } from '../../features/candidate/practical-offer.tsx';
import { RequireCandidate } from '../../features/candidate/require-candidate.tsx';
import { TestEnding } from '../../features/candidate/test-ending.tsx';
import { loadTestResult, saveTestResult } from '../../features/candidate/test-result-store.ts';
import { AssessmentName } from '../../features/candidate/assessment-name.tsx';
import { useCandidateProgress } from '../../features/candidate/use-candidate-progress.ts';
import { useLeaveGuard } from '../../features/candidate/use-leave-guard.ts';
import './candidate.css';

/** `/test-submitted` (spec §2, §4 step 4): the figures, how the test ended, then what comes next. */
export default function TestSubmittedPage() {
  return <RequireCandidate>{(session) => <TestSubmitted session={session} />}</RequireCandidate>;
}

function TestSubmitted({ session }: { session: { user: CandidateUser; token: string } }) {
  const location = useLocation();
  const fromTest = location.state as { result?: AttemptResult; kept?: boolean } | null;
  const progress = useCandidateProgress(session.token);
  // The server's account when it answers; until then (or offline) the page's or this tab's copy.
  const fromServer = progress.status === 'ready' ? (progress.progress.mcq?.result ?? null) : null;
  const result = fromServer ?? fromTest?.result ?? loadTestResult();
  useEffect(() => {
    if (fromServer) saveTestResult(fromServer);
  }, [fromServer]);
  // Only a shown result is guarded: a back held with no dialog to answer would strand the candidate.
  const blocker = useLeaveGuard(result !== null);

  if (!result) {
    return (
      <section className="candidate-card" aria-busy={progress.status === 'loading'}>
        <h1>Test Submitted!</h1>
        <p>{progress.status === 'loading' ? 'Loading...' : 'No result data available.'}</p>
      </section>
    );
  }
  const figures: [string, string | number][] = [
    ['Total Questions', result.totalQuestions],
    ['Attempted', result.attemptedQuestionsCount],
    ['Right Answers', result.rightAnswersCount],
    ['Wrong Answers', result.wrongAnswersCount],
    ['Final Result', result.finalResult],
  ];
  const practical = progress.status === 'ready' ? progress.progress.practical : null;
  const offersPractical = result.passed && session.user.test_type === 'both';

  return (
    <section className="candidate-card" aria-labelledby="submitted-title">
      <h1 id="submitted-title">Test Submitted!</h1>
      <AssessmentName
        name={progress.status === 'ready' ? progress.progress.assessmentName : undefined}
      />
      <dl className="result-figures">
        {figures.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      <TestEnding result={result} keptOnClose={fromTest?.kept ?? false} />
      {offersPractical ? (
        progress.status !== 'loading' && (
          <PracticalOffer
            token={session.token}
            practical={practical}
            passPercent={result.passPercent}
            extraTime={progress.status === 'ready' && progress.progress.timeFactor > 1}
          />
        )
      ) : result.passed ? (
        <p>
          Well done! You scored above the pass mark. Our HR team will be in touch with the next
          steps.
        </p>
      ) : session.user.test_type === 'both' ? (
        <p>
          Thank you for taking the test. A score above {result.passPercent}% is needed for the
          practical round, so we cannot offer it to you this time.
        </p>
      ) : (
        // An MCQ-only test has no practical round to be refused.
        <p>Thank you for taking the test. Our HR team will be in touch about the outcome.</p>
      )}
      <p className="candidate-muted">
        Questions about your result? Write to{' '}
        <a href={`mailto:${result.mailBy}`}>{result.mailBy}</a>.
      </p>
      <LeaveConfirmDialog
        blocker={blocker}
        message="Your test is submitted; leaving this page will not change your result."
      />
    </section>
  );
}
