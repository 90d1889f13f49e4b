import { ErrorMessage, Field } from 'formik';
import { useId } from 'react';
import type { AssessmentView } from '../../../../shared/contract/hr-assessments.ts';
import {
  difficulties,
  hrTestTypes,
  type CategoryCount,
  type PracticalTaskView,
} from '../../../../shared/contract/hr.ts';
import { notify } from '../../../components/toast.ts';
import { ActionDialog } from '../kit/action-dialog.tsx';
import { FormField } from '../kit/form-field.tsx';
import { PerCategoryRows } from '../settings/per-category-rows.tsx';
import { assessmentFormFields, assessmentOf, formValuesOf } from './assessment-form-values.ts';
import { difficultyWords, roundWords } from './assessment-words.ts';
import { createAssessment, updateAssessment } from './assessments-api.ts';

/** What the form offers to choose from: the bank's categories and the practical tasks. */
export interface AssessmentChoices {
  categories: CategoryCount[];
  tasks: PracticalTaskView[];
}

/**
 * Adds an assessment (from `template`'s settings) or edits `assessment`, every setting at once;
 * an edit says why. Attempts already started keep the settings they were started with.
 */
export function AssessmentFormDialog({
  open,
  assessment,
  template,
  choices,
  onClose,
  onSaved,
}: {
  open: boolean;
  assessment: AssessmentView | null;
  template: AssessmentView;
  choices: AssessmentChoices;
  onClose: () => void;
  onSaved: () => void;
}) {
  const notifyHint = useId();
  return (
    <ActionDialog
      open={open}
      wide
      title={assessment ? `Edit ${assessment.name}` : 'New assessment'}
      description={
        assessment && <p>Tests already started keep the settings they were started with.</p>
      }
      initialValues={assessment ? formValuesOf(assessment) : formValuesOf(template, true)}
      fields={assessmentFormFields}
      submitLabel={assessment ? 'Save assessment' : 'Add assessment'}
      reasonOptional={!assessment}
      onClose={onClose}
      onSubmit={async (values) => {
        const wanted = assessmentOf(
          values,
          choices.tasks.map((t) => t.id),
        );
        const saved = assessment
          ? await updateAssessment(assessment.id, { ...wanted, reason: values.reason })
          : await createAssessment({ ...wanted, ...(values.reason && { reason: values.reason }) });
        notify.success(`${saved.name} was ${assessment ? 'saved' : 'added'}.`);
        onSaved();
      }}
    >
      <FormField name="name" label="Name" hint="The role and level, e.g. React developer, L1." />
      <FormField name="rounds" label="Rounds" kind="select">
        {hrTestTypes.map((r) => (
          <option key={r} value={r}>
            {roundWords[r]}
          </option>
        ))}
      </FormField>
      <fieldset className="hr-options">
        <legend>MCQ test</legend>
        <PerCategoryRows categories={choices.categories} canEdit />
        <fieldset className="hr-checks">
          <legend>Difficulties drawn</legend>
          {difficulties.map((d) => (
            <label className="hr-check" key={d}>
              <Field type="checkbox" name="difficulties" value={d} />
              {difficultyWords[d]}
            </label>
          ))}
          <ErrorMessage name="difficulties" component="p" className="hr-field__error" />
        </fieldset>
        <div className="hr-form__row">
          <FormField
            name="secondsPerQuestion"
            label="Seconds per question"
            type="number"
            min={10}
            max={3600}
            hint="Before a candidate's time factor."
          />
          <FormField
            name="passPercent"
            label="Pass mark (%)"
            type="number"
            min={0}
            max={100}
            step="any"
            hint="A candidate passes strictly above it."
          />
        </div>
        <label className="hr-check">
          <Field type="checkbox" name="shuffleOptions" />
          Shuffle each question's options for every candidate
        </label>
      </fieldset>
      <fieldset className="hr-options">
        <legend>Practical round</legend>
        <FormField
          name="practicalMinutes"
          label="Length (minutes)"
          type="number"
          min={1}
          max={1440}
          hint="Before a candidate's time factor."
        />
        <PracticalTaskChecks tasks={choices.tasks} />
      </fieldset>
      <fieldset className="hr-options">
        <legend>Notifications</legend>
        <label className="hr-check">
          <Field type="checkbox" name="notifyHr" aria-describedby={notifyHint} />
          E-mail HR when a candidate submits a round
        </label>
        <p className="hr-field__hint" id={notifyHint}>
          One e-mail per MCQ test submitted and per practical upload, to the server&apos;s HR
          address (HR_NOTIFY_EMAIL, else HR_EMAIL).
        </p>
      </fieldset>
    </ActionDialog>
  );
}

/** The task bank in its order, each a check box; none ticked sets every active task. */
function PracticalTaskChecks({ tasks }: { tasks: PracticalTaskView[] }) {
  return (
    <fieldset className="hr-checks">
      <legend>Practical tasks</legend>
      <p className="hr-field__hint">
        In the bank&apos;s order. Tick none to set every task shown to candidates.
      </p>
      {tasks.length === 0 && <p className="hr-muted">The task bank is empty.</p>}
      {tasks.map((task, index) => (
        <label className="hr-check" key={task.id}>
          <Field type="checkbox" name="practicalTaskIds" value={task.id} />
          <span>
            {index + 1}. {firstLine(task.question)}
            {!task.active && ' (not shown to candidates)'}
          </span>
        </label>
      ))}
      <ErrorMessage name="practicalTaskIds" component="p" className="hr-field__error" />
    </fieldset>
  );
}

const firstLine = (text: string): string => {
  const line = text.split('\n')[0] ?? '';
  return line.length > 90 ? `${line.slice(0, 89)}…` : line;
};
