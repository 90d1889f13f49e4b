import { useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import type { CandidateProgress } from '../../../shared/contract/interview-responses.ts';
import { PracticalInstructionsDialog } from './practical-instructions-dialog.tsx';
import { startPractical } from './practical-api.ts';
import { formatWhen } from '../../lib/when.ts';

/**
 * What the result page says of the practical round to a candidate who passed: the offer (spec §4
 * step 4: the instructions dialog, Cancel and Start) while it is not started, a way back to it
 * while it runs, and what was submitted once it is; never a Start for a round that is over.
 */
export function PracticalOffer({
  token,
  practical,
  passPercent,
  extraTime,
}: {
  token: string;
  practical: NonNullable<CandidateProgress['practical']> | null;
  /** HR's pass mark, which the candidate scored above. */
  passPercent: number;
  /** HR gave the candidate extra time (a time factor above 1), already in the round's length. */
  extraTime: boolean;
}) {
  const navigate = useNavigate();
  const [dialogOpen, setDialogOpen] = useState(true);
  if (practical?.state === 'submitted' && practical.submittedAt) {
    return (
      <p>
        You submitted your practical round on {formatWhen(practical.submittedAt)}.{' '}
        <Link to="/practical-submit">See your submission</Link>.
      </p>
    );
  }
  if (practical?.state === 'in-progress') {
    return (
      <p>
        Your practical round is under way.{' '}
        <Link to="/practical-round" className="button button--primary">
          Continue the practical round
        </Link>
      </p>
    );
  }
  if (practical?.state === 'not-ready') {
    return (
      <p role="status">
        Congratulations! You scored above {passPercent}% and are invited to the practical round. It
        is not ready yet: its tasks have not been added. Please try again later or contact HR. Your
        time has not started.
      </p>
    );
  }
  return (
    <>
      <p>
        Congratulations! You scored above {passPercent}% and are invited to the practical round.
      </p>
      <button type="button" className="button button--primary" onClick={() => setDialogOpen(true)}>
        Continue to the practical round
      </button>
      <PracticalInstructionsDialog
        open={dialogOpen}
        onClose={() => setDialogOpen(false)}
        seconds={practical?.seconds}
        extraTime={extraTime}
        onStart={async () => {
          try {
            await startPractical(token);
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
  );
}
