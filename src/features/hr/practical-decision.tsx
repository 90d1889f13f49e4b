import { useState } from 'react';
import type {
  PracticalDecisionKind,
  PracticalManifestView,
} from '../../../shared/contract/hr-practical.ts';
import { formatWhen } from '../candidate/when.ts';
import { ActionDialog } from './action-dialog.tsx';
import { decidePractical } from './practical-review-api.ts';

const decisions: Record<
  PracticalDecisionKind,
  { button: string; title: string; standing: string; description: string; danger?: boolean }
> = {
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
const kinds = Object.keys(decisions) as PracticalDecisionKind[];

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
  const [open, setOpen] = useState<PracticalDecisionKind | null>(null);
  const standing = manifest.decision;
  const shown = open ? decisions[open] : null;
  return (
    <>
      <p>
        Practical decision:{' '}
        {standing ? (
          <>
            <strong>{decisions[standing.kind].standing}</strong> by {standing.by ?? 'the server'},{' '}
            {formatWhen(standing.decidedAt)}. Reason: {standing.reason}
          </>
        ) : (
          'none yet'
        )}
      </p>
      {manifest.scores.length === 0 ? (
        <p className="hr-muted">Score the submission with the rubric before deciding.</p>
      ) : (
        <div className="hr-actions hr-print-hidden">
          {kinds
            .filter((kind) => kind !== standing?.kind)
            .map((kind) => (
              <button
                key={kind}
                type="button"
                className={`button ${decisions[kind].danger ? 'button--danger' : 'button--primary'} button--small`}
                onClick={() => setOpen(kind)}
              >
                {decisions[kind].button}
              </button>
            ))}
        </div>
      )}
      <ActionDialog
        open={open !== null}
        title={shown?.title ?? ''}
        description={shown?.description}
        initialValues={{ reason: '' }}
        submitLabel={shown?.button ?? ''}
        danger={shown?.danger}
        onClose={() => setOpen(null)}
        onSubmit={async ({ reason }) => {
          if (!open) return;
          await decidePractical(candidateId, open, reason);
          onDecided();
        }}
      />
    </>
  );
}
