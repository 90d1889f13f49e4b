import { useEffect, useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import type { AttemptResult } from '../../../shared/contract/interview-responses.ts';
import { LeaveConfirmDialog } from '../../features/candidate/leave-confirm-dialog.tsx';
import { PracticalInstructionsDialog } from '../../features/candidate/practical-instructions-dialog.tsx';
import { useLeaveGuard } from '../../features/candidate/use-leave-guard.ts';
import { loadSession } from '../../features/candidate/candidate-session.ts';
import { fetchResult } from '../../features/candidate/interview-api.ts';
import { startPractical } from '../../features/candidate/practical-api.ts';
import { loadTestResult, saveTestResult } from '../../features/candidate/test-result-store.ts';
import './candidate.css';

type Loaded =
  { status: 'loading' } | { status: 'ready'; result: AttemptResult } | { status: 'none' };

/** The result: from the page that submitted, this tab's copy, or the server (after a reload). */
function useTestResult(): Loaded {
  const location = useLocation();
  const [session] = useState(() => loadSession());
  const initial = useMemo<Loaded>(() => {
    const fromState =
      (location.state as { result?: AttemptResult } | null)?.result ?? loadTestResult();
    if (fromState) return { status: 'ready', result: fromState };
    return session ? { status: 'loading' } : { status: 'none' };
  }, [location.state, session]);
  const [fetched, setFetched] = useState<Loaded | null>(null);

  useEffect(() => {
    if (initial.status !== 'loading' || !session) return;
    fetchResult(session.token).then(
      (result) => {
        saveTestResult(result);
        setFetched({ status: 'ready', result });
      },
      () => setFetched({ status: 'none' }),
    );
  }, [initial.status, session]);
  return fetched ?? initial;
}

/** `/test-submitted` (spec §2, §4 step 4): the figures, then the practical round or a message. */
export default function TestSubmittedPage() {
  const loaded = useTestResult();
  const navigate = useNavigate();
  // Only a shown result is guarded: the loading and "no result" states render no dialog, and a
  // back held with no dialog to answer would leave the candidate stuck on the page.
  const blocker = useLeaveGuard(loaded.status === 'ready');
  const [session] = useState(() => loadSession());
  const eligible =
    loaded.status === 'ready' && loaded.result.passed && session?.user.test_type === 'both';
  const [dialogOpen, setDialogOpen] = useState(true);

  if (loaded.status === 'loading') {
    return (
      <section className="candidate-card" aria-busy="true">
        <p>Loading...</p>
      </section>
    );
  }
  if (loaded.status === 'none') {
    return (
      <section className="candidate-card">
        <h1>Test Submitted!</h1>
        <p>No result data available.</p>
      </section>
    );
  }

  const { result } = loaded;
  const figures: [string, string | number][] = [
    ['Total Questions', result.totalQuestions],
    ['Attempted', result.attemptedQuestionsCount],
    ['Right Answers', result.rightAnswersCount],
    ['Wrong Answers', result.wrongAnswersCount],
    ['Final Result', result.finalResult],
  ];

  return (
    <section className="candidate-card" aria-labelledby="submitted-title">
      <h1 id="submitted-title">Test Submitted!</h1>
      <dl className="result-figures">
        {figures.map(([label, value]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{value}</dd>
          </div>
        ))}
      </dl>
      {eligible ? (
        <>
          <p>Congratulations! You scored above 75% and are invited to the practical round.</p>
          <button
            type="button"
            className="button button--primary"
            onClick={() => setDialogOpen(true)}
          >
            Continue to the practical round
          </button>
          <PracticalInstructionsDialog
            open={dialogOpen}
            onClose={() => setDialogOpen(false)}
            onStart={async () => {
              try {
                await startPractical(session?.token ?? '');
                navigate('/practical-round', { replace: true });
                return true;
              } catch (error) {
                // Spec §8: a failed practical start is logged, with no message to the candidate.
                console.error('Could not start the practical round', error);
                return false;
              }
            }}
          />
        </>
      ) : result.passed ? (
        <p>
          Well done! You scored above the pass mark. Our HR team will be in touch with the next
          steps.
        </p>
      ) : (
        <p>
          Thank you for taking the test. A score above 75% is needed for the practical round, so we
          cannot offer it to you this time.
        </p>
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
