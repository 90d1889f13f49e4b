import {
  cloneAssessmentSchema,
  type AssessmentView,
} from '../../../../shared/contract/hr-assessments.ts';
import { notify } from '../../../components/toast.ts';
import { ActionDialog } from '../kit/action-dialog.tsx';
import { FormField } from '../kit/form-field.tsx';
import { archiveAssessment, cloneAssessment, makeDefaultAssessment } from './assessments-api.ts';

export type AssessmentAction = 'clone' | 'archive' | 'restore' | 'default';

const words: Record<AssessmentAction, { title: string; submit: string; description: string }> = {
  clone: {
    title: 'Clone',
    submit: 'Clone assessment',
    description: 'A copy of every setting under a new name, taken by no drive yet.',
  },
  archive: {
    title: 'Archive',
    submit: 'Archive assessment',
    description:
      'No new drive can take it; drives that take it and tests under way are not changed.',
  },
  restore: {
    title: 'Restore',
    submit: 'Restore assessment',
    description: 'New drives can take it again.',
  },
  default: {
    title: 'Make default',
    submit: 'Make default',
    description:
      'Candidates outside any drive take the default assessment; it is also what /api/hr/settings reads and writes.',
  },
};

/** One action on an assessment (clone under a new name, archive, restore, make default). */
export function AssessmentActionDialog({
  action,
  assessment,
  onClose,
  onDone,
}: {
  action: AssessmentAction | null;
  assessment: AssessmentView | null;
  onClose: () => void;
  onDone: () => void;
}) {
  const said = action ? words[action] : null;
  return (
    <ActionDialog
      open={action !== null && assessment !== null}
      title={said && assessment ? `${said.title} ${assessment.name}` : ''}
      description={said && <p>{said.description}</p>}
      initialValues={{ name: assessment ? `${assessment.name} (copy)` : '', reason: '' }}
      fields={action === 'clone' ? { name: cloneAssessmentSchema.fields.name } : undefined}
      submitLabel={said?.submit ?? ''}
      danger={action === 'archive'}
      reasonOptional={action === 'clone'}
      onClose={onClose}
      onSubmit={async ({ name, reason }) => {
        if (!assessment || !action) return;
        if (action === 'clone') {
          const copy = await cloneAssessment(assessment.id, name, reason || undefined);
          notify.success(`${copy.name} was added, a copy of ${assessment.name}.`);
        } else if (action === 'default') {
          await makeDefaultAssessment(assessment.id, reason);
          notify.success(`${assessment.name} is now the default assessment.`);
        } else {
          await archiveAssessment(assessment.id, action === 'archive', reason);
          notify.success(
            `${assessment.name} was ${action === 'archive' ? 'archived' : 'restored'}.`,
          );
        }
        onDone();
      }}
    >
      {action === 'clone' && <FormField name="name" label="New name" />}
    </ActionDialog>
  );
}
