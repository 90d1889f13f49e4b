import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { LeaveConfirmDialog } from '../../features/candidate/leave-confirm-dialog.tsx';
import { useLeaveGuard } from '../../features/candidate/use-leave-guard.ts';
import { loadSession } from '../../features/candidate/candidate-session.ts';
import { startPractical } from '../../features/candidate/practical-api.ts';
import './candidate.css';

/** `/rule-page-practical` (spec §2): the practical round's rules, then Start Test. */
export default function RulePagePractical() {
  const blocker = useLeaveGuard();
  const navigate = useNavigate();
  const [starting, setStarting] = useState(false);

  async function start() {
    setStarting(true);
    try {
      await startPractical(loadSession()?.token ?? '');
      navigate('/practical-round');
    } catch (error) {
      // Spec §8: a failed practical start is logged, with no message; the button works again.
      console.error('Could not start the practical round', error);
      setStarting(false);
    }
  }

  return (
    <section className="candidate-card" aria-labelledby="practical-rules-title">
      <h1 id="practical-rules-title">Practical Test Rules</h1>
      <ol className="candidate-rules">
        <li>
          The practical round is timed. The clock starts when you press Start Test and keeps running
          even if you close the page.
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
        <li>You can upload once. Check your zip before you send it.</li>
        <li>Work on your own: the reviewers compare every submission.</li>
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
      <LeaveConfirmDialog
        blocker={blocker}
        message="You have not started the practical round yet."
      />
    </section>
  );
}
