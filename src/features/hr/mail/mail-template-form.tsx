import { Form, Formik, type FormikHelpers, type FormikProps } from 'formik';
import { useState, type ReactNode } from 'react';
import {
  mailTemplateSchema,
  type CandidateMailKind,
  type MailPreview,
  type MailTemplatesAnswer,
  type MailTemplateView,
} from '../../../../shared/contract/hr-mail.ts';
import { notify } from '../../../components/toast.ts';
import { FormField } from '../kit/form-field.tsx';
import { ErrorAlert } from '../kit/load-state.tsx';
import { SubmitButton } from '../kit/submit-button.tsx';
import { previewMailTemplate, resetMailTemplate, saveMailTemplate } from './mail-api.ts';
import { MailPreviewView } from './mail-preview.tsx';
import { mailKindLabels } from './mail-words.ts';
import { templateFailure } from './template-errors.ts';

/** The form's values; `kind` is the validation's context (the kind's own placeholder rules). */
interface TemplateValues {
  kind: CandidateMailKind;
  subject: string;
  body: string;
  reason: string;
}

type Helpers = FormikProps<TemplateValues>;

/**
 * One kind's template of an assessment: subject and body with the contract's rules (checked as
 * typed, and again by the server, whose refusal shows under its field), a preview with the sample
 * candidate, Save, and, for a template of the assessment's own, back to the company default.
 */
export function MailTemplateForm({
  assessmentId,
  template,
  canEdit,
  aside,
  onSaved,
}: {
  assessmentId: string;
  template: MailTemplateView;
  canEdit: boolean;
  /** Beside the fields (the placeholders); the preview goes under both, the dialog's width. */
  aside: ReactNode;
  onSaved: (answer: MailTemplatesAnswer) => void;
}) {
  const [failure, setFailure] = useState<string | null>(null);
  const [preview, setPreview] = useState<MailPreview | null>(null);
  const [busy, setBusy] = useState<'preview' | 'reset' | null>(null);
  const { kind } = template;

  /** A refusal under its field when it is one field's, else above the buttons. */
  const refused = (
    error: unknown,
    values: TemplateValues,
    form: Pick<FormikHelpers<TemplateValues>, 'setFieldTouched' | 'setFieldError'>,
  ) => {
    const { field, message } = templateFailure(error, values);
    if (field) {
      void form.setFieldTouched(field, true, false);
      form.setFieldError(field, message);
    } else setFailure(message);
  };

  const runPreview = async (form: Helpers) => {
    const errors = await form.validateForm();
    if (errors.subject || errors.body) {
      void form.setTouched({ ...form.touched, subject: true, body: true });
      return;
    }
    setBusy('preview');
    setFailure(null);
    try {
      const { subject, body } = form.values;
      setPreview(await previewMailTemplate(assessmentId, kind, { subject, body }));
    } catch (error) {
      refused(error, form.values, form);
    } finally {
      setBusy(null);
    }
  };

  const reset = async (form: Helpers) => {
    const errors = await form.validateForm();
    if (errors.reason) {
      void form.setFieldTouched('reason', true);
      return;
    }
    setBusy('reset');
    setFailure(null);
    try {
      onSaved(await resetMailTemplate(assessmentId, kind, form.values.reason.trim()));
      notify.success(`${mailKindLabels[kind]}: back to the company default.`);
    } catch (error) {
      refused(error, form.values, form);
    } finally {
      setBusy(null);
    }
  };

  return (
    <Formik<TemplateValues>
      initialValues={{ kind, subject: template.subject, body: template.body, reason: '' }}
      validationSchema={mailTemplateSchema}
      onSubmit={async (values, form) => {
        setFailure(null);
        try {
          const { subject, body, reason } = mailTemplateSchema.cast(values, { context: values });
          onSaved(await saveMailTemplate(assessmentId, kind, { subject, body, reason }));
          notify.success(`${mailKindLabels[kind]}: saved.`);
        } catch (error) {
          refused(error, values, form);
        }
      }}
    >
      {(form) => (
        <Form noValidate className="hr-form">
          <div className="hr-mail-templates__columns">
            <div>
              <p className="hr-muted">
                {template.custom
                  ? "This assessment's own template."
                  : 'The company default: saving makes it this assessment’s own.'}
              </p>
              <FormField name="subject" label="Subject" />
              <FormField name="body" label="Body" kind="textarea" rows={12} />
              {canEdit && (
                <FormField
                  name="reason"
                  label="Reason"
                  kind="textarea"
                  hint="Required to save or go back to the default. Saved in the audit log."
                />
              )}
              <ErrorAlert message={failure} />
              <div className="hr-dialog__actions">
                <button
                  type="button"
                  className="button button--ghost"
                  aria-disabled={busy !== null}
                  onClick={() => busy === null && void runPreview(form)}
                >
                  {busy === 'preview' ? 'Previewing...' : 'Preview'}
                </button>
                {canEdit && template.custom && (
                  <button
                    type="button"
                    className="button button--ghost"
                    aria-disabled={busy !== null}
                    onClick={() => busy === null && void reset(form)}
                  >
                    {busy === 'reset' ? 'Saving...' : 'Back to the company default'}
                  </button>
                )}
                {canEdit && <SubmitButton label="Save template" />}
              </div>
            </div>
            {aside}
          </div>
          {preview && <MailPreviewView preview={preview} />}
        </Form>
      )}
    </Formik>
  );
}
