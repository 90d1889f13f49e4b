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

/** Adds one candidate (`POST /api/hr/candidates`); their one-time login is shown once after. */
export function CandidateCreateDialog({
  open,
  onClose,
  onCreated,
}: {
  open: boolean;
  onClose: () => void;
  onCreated: (issued: IssuedCredentials) => void;
}) {
  return (
    <ActionDialog
      open={open}
      title="Add a candidate"
      initialValues={candidateFormValues()}
      fields={candidateFormSchema.fields}
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
        });
        notify.success(`${candidate.name} was added.`);
        onCreated({ ...candidate, ...credentials });
      }}
    >
      <CandidateFormFields />
    </ActionDialog>
  );
}
