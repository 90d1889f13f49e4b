import { useState } from 'react';
import { ActionButtons } from './action-buttons.tsx';
import { ActionDialog } from './action-dialog.tsx';

export interface DecisionWords {
  button: string;
  title: string;
  description: string;
  /** Shown as a dangerous action (red button). */
  danger?: boolean;
}

/**
 * The buttons for a reversible decision (a verdict on an attempt, on a practical submission), one
 * for each kind except the one that stands, and the dialog that asks for its reason. The newest
 * decision stands; both the page's record and the audit log keep the one it reversed.
 */
export function ReasonedDecision<K extends string>({
  decisions,
  standing,
  decide,
  onDecided,
}: {
  decisions: Record<K, DecisionWords>;
  standing: K | null;
  decide: (kind: K, reason: string) => Promise<unknown>;
  onDecided: () => void;
}) {
  const [open, setOpen] = useState<K | null>(null);
  const shown = open ? decisions[open] : null;
  return (
    <>
      <ActionButtons
        kinds={(Object.keys(decisions) as K[]).filter((kind) => kind !== standing)}
        words={decisions}
        look="primary"
        printHidden
        onOpen={setOpen}
      />
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
          await decide(open, reason);
          onDecided();
        }}
      />
    </>
  );
}
