import type { VerdictKind } from '../../../../shared/contract/hr.ts';
import { ReasonedDecision, type DecisionWords } from '../kit/reasoned-decision.tsx';
import { decideAttempt } from './report-api.ts';

const verdicts: Record<VerdictKind, DecisionWords> = {
  accept: {
    button: 'Accept the attempt',
    title: 'Accept the attempt',
    description:
      'The attempt stands as scored. A later decision can reverse this; both stay in the record.',
  },
  invalidate: {
    button: 'Invalidate the attempt',
    title: 'Invalidate the attempt',
    description:
      'The attempt is marked invalid in the results; its score and record are kept. A later decision can reverse this.',
    danger: true,
  },
};

/** Accept or invalidate a submitted attempt, each with its reason (reviewers and admins). */
export function VerdictActions({
  candidateId,
  standing,
  onDecided,
}: {
  candidateId: string;
  /** The verdict that stands now (the newest), or null. */
  standing: VerdictKind | null;
  onDecided: () => void;
}) {
  return (
    <>
      <p>
        Decision:{' '}
        {standing === 'accept'
          ? 'accepted'
          : standing === 'invalidate'
            ? 'invalidated'
            : 'none yet'}
      </p>
      <ReasonedDecision
        decisions={verdicts}
        standing={standing}
        decide={(kind, reason) => decideAttempt(candidateId, kind, reason)}
        onDecided={onDecided}
      />
    </>
  );
}
