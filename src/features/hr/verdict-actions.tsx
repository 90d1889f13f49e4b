import { useState } from 'react';
import type { VerdictKind } from '../../../shared/contract/hr.ts';
import { ActionDialog } from './action-dialog.tsx';
import { decideAttempt } from './report-api.ts';

const verdicts: Record<VerdictKind, { button: string; title: string; description: string }> = {
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
  const [open, setOpen] = useState<VerdictKind | null>(null);
  const shown = open ? verdicts[open] : null;
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
      <div className="hr-actions hr-print-hidden">
        {(Object.keys(verdicts) as VerdictKind[])
          .filter((kind) => kind !== standing)
          .map((kind) => (
            <button
              key={kind}
              type="button"
              className={`button ${kind === 'invalidate' ? 'button--danger' : 'button--primary'} button--small`}
              onClick={() => setOpen(kind)}
            >
              {verdicts[kind].button}
            </button>
          ))}
      </div>
      <ActionDialog
        open={open !== null}
        title={shown?.title ?? ''}
        description={shown?.description}
        initialValues={{ reason: '' }}
        submitLabel={shown?.button ?? ''}
        danger={open === 'invalidate'}
        onClose={() => setOpen(null)}
        onSubmit={async ({ reason }) => {
          if (!open) return;
          await decideAttempt(candidateId, open, reason);
          onDecided();
        }}
      />
    </>
  );
}
