import { notify } from '../../../components/toast.ts';
import { ActionDialog } from '../kit/action-dialog.tsx';
import {
  CandidateFormFields,
  candidateFormSchema,
  candidateFormValues,
} from './candidate-form-fields.tsx';
import { createCandidate } from './candidates-api.ts';
import type { IssuedCredentials } from './credentials-dialog.tsx';
import { fromLocalInput } from '../kit/local-time.ts';
import { createCandidateSchema } from '../../../../shared/contract/hr.ts';
import { InviteField } from '../mail/invite-field.tsx';

/**
 * Adds one candidate (`POST /api/hr/candidates`); their one-time login is shown once after.
 * The invitation e-mail is offered checked when the server sends mail (`mailEnabled`).
 */
export function CandidateCreateDialog({
  open,
  mailEnabled,
  onClose,
  onCreated,
}: {
  open: boolean;
  /** Whether the server sends mail; undefined until the queue has answered. */
  mailEnabled: boolean | undefined;
  onClose: () => void;
  onCreated: (issued: IssuedCredentials) => void;
}) {
  return (
    <ActionDialog
      open={open}
      title="Add a candidate"
      initialValues={{ ...candidateFormValues(), invite: mailEnabled ?? false }}
      fields={{ ...candidateFormSchema.fields, invite: createCandidateSchema.fields.invite }}
      submitLabel="Add candidate"
      reasonOptional
      wide
      onClose={onClose}
      onSubmit={async (values) => {
        const { candidate, credentials } = await createCandidate({
          name: values.name,
          email: values.email,
          phone: values.phone || null,
          testType: values.testType,
          timeFactor: Number(values.timeFactor),
          windowStart: fromLocalInput(values.windowStart),
          windowEnd: fromLocalInput(values.windowEnd),
          ...(values.cohort && { cohort: values.cohort }),
          ...(values.reason && { reason: values.reason }),
          invite: values.invite,
        });
        notify.success(`${candidate.name} was added.`);
        onCreated({ ...candidate, ...credentials });
      }}
    >
      <CandidateFormFields />
      <InviteField mailEnabled={mailEnabled} />
    </ActionDialog>
  );
}
