import { notify } from '../../../components/toast.ts';
import { ActionDialog } from '../kit/action-dialog.tsx';
import { questionSummary } from '../kit/question-summary.ts';
import type { CategoryCount, QuestionView } from '../../../../shared/contract/hr.ts';
import {
  QuestionFormFields,
  questionFormSchema,
  questionFormValues,
  type QuestionFormValues,
} from './question-form-fields.tsx';
import { createQuestion, setQuestionRetired, updateQuestion } from './questions-api.ts';

const fieldsOf = (values: QuestionFormValues) => ({
  category: values.category,
  difficulty: values.difficulty,
  question: values.question,
  options: values.options,
  correctOptionIndex: Number(values.correct),
  // The picture is part of the version: its id and words only (its size is the server's to know).
  image: values.image && { id: values.image.id, alt: values.image.alt },
});

/**
 * Adds a question, or edits one (`editing`). Editing a question an attempt has drawn makes a new
 * version; the toast says which happened.
 */
export function QuestionEditorDialog({
  open,
  editing,
  categories,
  onClose,
  onSaved,
}: {
  open: boolean;
  editing: QuestionView | null;
  categories: CategoryCount[];
  onClose: () => void;
  onSaved: () => void;
}) {
  return (
    <ActionDialog
      open={open}
      title={editing ? 'Edit the question' : 'Add a question'}
      description={
        editing && editing.usedInAttempts > 0 ? (
          <p className="hr-alert">
            {editing.usedInAttempts} attempt{editing.usedInAttempts === 1 ? ' has' : 's have'} used
            this question: saving makes version {editing.version + 1}, and those attempts keep their
            score on version {editing.version}.
          </p>
        ) : undefined
      }
      initialValues={questionFormValues(editing ?? undefined)}
      fields={questionFormSchema.fields}
      submitLabel={editing ? 'Save question' : 'Add question'}
      reasonOptional={!editing}
      wide
      onClose={onClose}
      onSubmit={async (values) => {
        if (editing) {
          const { newVersion, question } = await updateQuestion(editing.id, {
            ...fieldsOf(values),
            reason: values.reason,
          });
          notify.success(
            newVersion ? `Saved as version ${question.version}.` : 'The question was saved.',
          );
        } else {
          await createQuestion({
            ...fieldsOf(values),
            ...(values.reason && { reason: values.reason }),
          });
          notify.success('The question was added.');
        }
        onSaved();
      }}
    >
      <QuestionFormFields categories={categories} />
    </ActionDialog>
  );
}

/** Retires a question (never drawn again) or brings a retired one back, with a reason. */
export function QuestionRetireDialog({
  question,
  onClose,
  onSaved,
}: {
  question: QuestionView | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const retiring = question?.status !== 'retired';
  return (
    <ActionDialog
      open={question !== null}
      title={retiring ? 'Retire the question' : 'Restore the question'}
      description={
        <p>
          {question && questionSummary(question.question)}
          <br />
          {retiring
            ? 'A retired question is never drawn for a test. Past attempts keep it.'
            : 'It can be drawn for tests again.'}
        </p>
      }
      initialValues={{ reason: '' }}
      submitLabel={retiring ? 'Retire' : 'Restore'}
      danger={retiring}
      onClose={onClose}
      onSubmit={async ({ reason }) => {
        if (!question) return;
        await setQuestionRetired(question.id, retiring, reason);
        notify.success(retiring ? 'The question was retired.' : 'The question was restored.');
        onSaved();
      }}
    />
  );
}
