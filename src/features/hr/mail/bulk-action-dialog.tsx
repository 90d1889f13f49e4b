import { string, type ObjectShape } from 'yup';
import { useState } from 'react';
import {
  outcomeSchema,
  withdrawSchema,
  type BulkAction,
  type BulkAnswer,
} from '../../../../shared/contract/hr-mail.ts';
import { ActionDialog } from '../kit/action-dialog.tsx';
import { companyZoneName } from '../kit/company-time.ts';
import { FormCheck } from '../kit/form-check.tsx';
import { FormField } from '../kit/form-field.tsx';
import { OutcomeField } from './outcome-field.tsx';
import { bulkCandidates, type BulkTarget } from './mail-api.ts';
import type { BulkFormValues } from './bulk-options.ts';
import { bulkOptionsOf } from './bulk-options.ts';
import { BulkDryRun, dryRunKey, runDryRun, type DryRun } from './bulk-dry-run.tsx';
import { bulkActionLabels, bulkConfirmLabel } from './mail-words.ts';

const initialValues: BulkFormValues = { notify: false, outcome: '', windowEnd: '', reason: '' };

/** Each action's own fields: the API's rules, or the form's where the input holds another shape. */
const fieldsOf: Record<BulkAction, ObjectShape | undefined> = {
  resend: undefined,
  remind: undefined,
  withdraw: { notify: withdrawSchema.fields.notify },
  extend: { windowEnd: string().required('Enter when the window closes') },
  outcome: { outcome: outcomeSchema.fields.kind },
};

const descriptions: Record<BulkAction, string> = {
  resend:
    'Each gets a new password in a new invitation. Their old passwords stop working at once; an invitation still queued is cancelled.',
  remind: 'Those who have not started are reminded by e-mail now.',
  withdraw: 'They can no longer log in, and a test under way stops accepting answers.',
  extend: "Every chosen candidate's window closes at the new time.",
  outcome: 'The outcome e-mail of their assessment goes to each one who has finished.',
};

/**
 * One action on many candidates. The dry run comes first (`dryRun: true`): how many it reaches
 * and who it leaves alone, and why; then the reason and the real call, which with every match
 * chosen sends the dry run's total, so a list that changed meanwhile is refused, not acted on.
 */
export function BulkActionDialog({
  action,
  target,
  onClose,
  onDone,
}: {
  action: BulkAction | null;
  target: BulkTarget;
  onClose: () => void;
  onDone: (answer: BulkAnswer) => void;
}) {
  const [dryRun, setDryRun] = useState<DryRun | null>(null);
  const close = () => {
    setDryRun(null);
    onClose();
  };
  const checked = dryRun?.answer;
  return (
    <ActionDialog
      open={action !== null}
      title={action ? bulkActionLabels[action] : ''}
      description={action && <p>{descriptions[action]}</p>}
      initialValues={initialValues}
      fields={action ? fieldsOf[action] : undefined}
      submitLabel={
        action && checked ? bulkConfirmLabel(action, checked.affected) : 'Check who it reaches'
      }
      danger={action === 'withdraw' || action === 'resend'}
      onClose={close}
      onSubmit={async (values) => {
        if (!action) return;
        if (!checked || dryRun.key !== dryRunKey(values)) {
          // Nothing changes before the person has read who it reaches.
          setDryRun(await runDryRun(action, target, values));
          throw new Error('Nothing has changed yet: read who it reaches above, then confirm.');
        }
        if (checked.affected === 0) throw new Error('Nobody would be acted on: nothing to do.');
        const options = bulkOptionsOf(action, values, false);
        const answer = await bulkCandidates(target, { ...options, expectTotal: checked.total });
        setDryRun(null);
        onDone(answer);
      }}
    >
      {action === 'withdraw' && <FormCheck name="notify" label="Tell them by e-mail" />}
      {action === 'extend' && (
        <FormField
          name="windowEnd"
          label="Window closes"
          type="datetime-local"
          hint={`${companyZoneName()}.`}
        />
      )}
      {action === 'outcome' && <OutcomeField />}
      {action && (
        <BulkDryRun
          action={action}
          target={target}
          automatic={fieldsOf[action] === undefined}
          dryRun={dryRun}
          onDryRun={setDryRun}
        />
      )}
    </ActionDialog>
  );
}
