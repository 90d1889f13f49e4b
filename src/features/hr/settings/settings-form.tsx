import { Field, FieldArray, Form, Formik, useFormikContext } from 'formik';
import { useId, useState } from 'react';
import { array, number, object, string } from 'yup';
import {
  reasonField,
  settingsSchema,
  type SettingsView,
  type TestSettings,
} from '../../../../shared/contract/hr.ts';
import { notify } from '../../../components/toast.ts';
import { companyWhen } from '../kit/company-time.ts';
import { FormField } from '../kit/form-field.tsx';
import { hrErrorMessage } from '../kit/hr-http.ts';
import { saveSettings } from './settings-api.ts';
import { ErrorAlert } from '../kit/load-state.tsx';
import { SubmitButton } from '../kit/submit-button.tsx';

interface SettingsFormValues {
  questionCount: number;
  perCategory: { category: string; count: number }[];
  shuffleOptions: boolean;
  secondsPerQuestion: number;
  passPercent: number;
  practicalMinutes: number;
  notifyHr: boolean;
  reason: string;
}

const whole = (label: string, min: number, max: number) =>
  number()
    .typeError(`${label} must be a number`)
    .integer(`${label} must be a whole number`)
    .min(min, `${label} must be at least ${min}`)
    .max(max, `${label} must be at most ${max}`)
    .required(`${label} is required`);

// The API's rules for each setting; the form holds the per-category counts as rows.
const {
  questionCount,
  shuffleOptions,
  secondsPerQuestion,
  passPercent,
  practicalMinutes,
  notifyHr,
} = settingsSchema.fields;
const formSchema = object({
  questionCount,
  perCategory: array(
    object({
      category: string().trim().required('Choose the category'),
      count: whole('The number of questions', 1, 100),
    }),
  ).test('distinct', 'Name each category once', (rows) => {
    const names = (rows ?? []).map((row) => row.category?.trim().toLowerCase());
    return new Set(names).size === names.length;
  }),
  shuffleOptions,
  secondsPerQuestion,
  passPercent,
  practicalMinutes,
  notifyHr,
  reason: reasonField,
});

function valuesOf(settings: TestSettings): SettingsFormValues {
  return {
    questionCount: settings.questionCount,
    perCategory: Object.entries(settings.questionsPerCategory).map(([category, count]) => ({
      category,
      count,
    })),
    shuffleOptions: settings.shuffleOptions,
    secondsPerQuestion: settings.secondsPerQuestion,
    passPercent: settings.passPercent,
    practicalMinutes: settings.practicalMinutes,
    notifyHr: settings.notifyHr,
    reason: '',
  };
}

function settingsOf(values: SettingsFormValues): TestSettings {
  const questionsPerCategory = Object.fromEntries(
    values.perCategory.map((row) => [row.category.trim(), Number(row.count)]),
  );
  const perCategoryTotal = Object.values(questionsPerCategory).reduce((a, b) => a + b, 0);
  return {
    // Drawn per category, the test's length is their sum (the API's rule).
    questionCount: values.perCategory.length > 0 ? perCategoryTotal : Number(values.questionCount),
    questionsPerCategory,
    shuffleOptions: values.shuffleOptions,
    secondsPerQuestion: Number(values.secondsPerQuestion),
    passPercent: Number(values.passPercent),
    practicalMinutes: Number(values.practicalMinutes),
    notifyHr: values.notifyHr,
  };
}

/**
 * The test settings (questions per test or per category, shuffling, time per question, pass
 * mark, practical length, HR's e-mail notices). Admins change them with a reason; reviewers read
 * them.
 */
export function SettingsForm({
  answer,
  canEdit,
  onSaved,
}: {
  answer: SettingsView;
  canEdit: boolean;
  onSaved: (answer: SettingsView) => void;
}) {
  const [failure, setFailure] = useState<string | null>(null);
  const notifyHint = useId();
  return (
    <Formik
      initialValues={valuesOf(answer.settings)}
      enableReinitialize
      validationSchema={formSchema}
      onSubmit={async (values, helpers) => {
        setFailure(null);
        try {
          const saved = await saveSettings({ ...settingsOf(values), reason: values.reason.trim() });
          notify.success('The test settings were saved. Tests started from now on use them.');
          helpers.resetForm({ values: valuesOf(saved.settings) });
          onSaved(saved);
        } catch (error) {
          setFailure(hrErrorMessage(error));
        }
      }}
    >
      <Form noValidate className="hr-form">
        <p className="hr-muted">
          {answer.savedAt
            ? `Last saved ${companyWhen(answer.savedAt)}.`
            : 'Not saved yet: these are the server’s defaults from its environment.'}
        </p>
        <fieldset className="hr-options" disabled={!canEdit}>
          <legend>How questions are drawn</legend>
          <PerCategoryRows answer={answer} canEdit={canEdit} />
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
        <fieldset className="hr-options" disabled={!canEdit}>
          <legend>Practical round</legend>
          <FormField
            name="practicalMinutes"
            label="Length (minutes)"
            type="number"
            min={1}
            max={1440}
            hint="Before a candidate's time factor."
          />
        </fieldset>
        <fieldset className="hr-options" disabled={!canEdit}>
          <legend>Notifications</legend>
          <label className="hr-check">
            <Field type="checkbox" name="notifyHr" aria-describedby={notifyHint} />
            E-mail HR when a candidate submits a round
          </label>
          <p className="hr-field__hint" id={notifyHint}>
            One e-mail per MCQ test submitted (auto-submits too) and per practical upload, which
            says when it arrived late and why, with a link to the attempt report. Sent to the HR
            address of the server&apos;s settings (HR_NOTIFY_EMAIL, else HR_EMAIL).
          </p>
        </fieldset>
        {canEdit && (
          <>
            <FormField
              name="reason"
              label="Reason"
              kind="textarea"
              hint="Required. Saved in the audit log with the change."
            />
            <ErrorAlert message={failure} />
            <div>
              <SubmitButton label="Save settings" />
            </div>
          </>
        )}
      </Form>
    </Formik>
  );
}

function PerCategoryRows({ answer, canEdit }: { answer: SettingsView; canEdit: boolean }) {
  const { values, errors } = useFormikContext<SettingsFormValues>();
  const perCategory = values.perCategory;
  const listError = typeof errors.perCategory === 'string' ? errors.perCategory : null;
  const total = perCategory.reduce((sum, row) => sum + (Number(row.count) || 0), 0);
  return (
    <FieldArray name="perCategory">
      {({ push, remove }) => (
        <div className="hr-form">
          {perCategory.length === 0 ? (
            <FormField
              name="questionCount"
              label="Questions per test"
              type="number"
              min={1}
              max={200}
              hint="Drawn from the whole bank. Or draw them per category below."
            />
          ) : (
            <p>{total} questions per test, drawn per category:</p>
          )}
          {perCategory.map((_, index) => (
            <div className="hr-option" key={index}>
              <FormField name={`perCategory.${index}.category`} label="Category" kind="select">
                <option value="">Choose…</option>
                {answer.categories.map((c) => (
                  <option key={c.name} value={c.name}>
                    {c.name} ({c.active} active)
                  </option>
                ))}
              </FormField>
              <FormField
                name={`perCategory.${index}.count`}
                label="Questions"
                type="number"
                min={1}
                max={100}
              />
              {canEdit && (
                <button
                  type="button"
                  className="button button--ghost button--small"
                  onClick={() => remove(index)}
                >
                  Remove<span className="visually-hidden"> category {index + 1}</span>
                </button>
              )}
            </div>
          ))}
          {listError && <p className="hr-field__error">{listError}</p>}
          {canEdit && (
            <div>
              <button
                type="button"
                className="button button--ghost button--small"
                onClick={() => push({ category: '', count: 1 })}
              >
                Draw from a category
              </button>
            </div>
          )}
        </div>
      )}
    </FieldArray>
  );
}
