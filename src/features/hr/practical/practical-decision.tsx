import type {
  PracticalDecisionKind,
  PracticalManifestView,
} from '../../../../shared/contract/hr-practical.ts';
import { companyWhen } from '../kit/company-time.ts';
import { ReasonedDecision, type DecisionWords } from '../kit/reasoned-decision.tsx';
import { decidePractical } from './practical-review-api.ts';

const decisions: Record<PracticalDecisionKind, DecisionWords & { standing: string }> = {
  pass: {
    button: 'Pass the practical',
    title: 'Pass the practical round',
    standing: 'passed',
    description:
      'The submission passes. A later decision can reverse this; both stay in the record.',
  },
  fail: {
    button: 'Fail the practical',
    title: 'Fail the practical round',
    standing: 'failed',
    description:
      'The submission fails; the file and its scores are kept. A later decision can reverse this.',
    danger: true,
  },
  'second-review': {
    button: 'Ask for a second review',
    title: 'A second review is required',
    standing: 'a second review is required',
    description: 'Another reviewer should score the submission and decide. Say what to look at.',
  },
};

/**
 * The decision on a practical submission (pass, fail, a second review required), each with its
 * reason; the newest stands and reverses the one before. Scores come first: without one, the
 * reviewer is told to score.
 */
export function PracticalDecision({
  candidateId,
  manifest,
  onDecided,
}: {
  candidateId: string;
  manifest: PracticalManifestView;
  onDecided: () => void;
}) {
  const standing = manifest.decision;
  return (
    <>
      <p>
        Practical decision:{' '}
        {standing ? (
          <>
            <strong>{decisions[standing.kind].standing}</strong> by {standing.by ?? 'the server'},{' '}
            {companyWhen(standing.decidedAt)}. Reason: {standing.reason}
          </>
        ) : (
          'none yet'
        )}
      </p>
      {manifest.scores.length === 0 ? (
        <p className="hr-muted">Score the submission with the rubric before deciding.</p>
      ) : (
        <ReasonedDecision
          decisions={decisions}
          standing={standing?.kind ?? null}
          decide={(kind, reason) => decidePractical(candidateId, kind, reason)}
          onDecided={onDecided}
        />
      )}
    </>
  );
}
