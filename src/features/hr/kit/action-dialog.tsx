import { Form, Formik, type FormikHelpers } from 'formik';
import { useId, useRef, useState, type ReactNode } from 'react';
import { object, type ObjectShape } from 'yup';
import { reasonField } from '../../../../shared/contract/hr.ts';
import { FormField } from './form-field.tsx';
import { HrDialog } from './hr-dialog.tsx';
import { hrErrorMessage } from './hr-http.ts';
import { ErrorAlert } from './load-state.tsx';
import { SubmitButton } from './submit-button.tsx';

/** Creating something may say why (an optional reason, kept in the audit log too). */
const optionalReasonField = reasonField.notRequired();

/**
 * A modal form for one action (a candidate's time factor, a retake, a password reset...): its own
 * fields, then the reason it always requires. Submitting calls `onSubmit`; a refusal from the
 * server is shown inside the dialog, which stays open; success closes it. Escape or Cancel closes
 * it without a change; focus returns where it was.
 */
export function ActionDialog<V extends { reason: string }>({
  open,
  title,
  description,
  initialValues,
  fields,
  submitLabel,
  danger,
  reasonOptional,
  wide,
  onClose,
  onSubmit,
  children,
}: {
  open: boolean;
  title: string;
  description?: ReactNode;
  initialValues: V;
  /** The rules of the action's own fields; the reason's rule is added here. */
  fields?: ObjectShape;
  submitLabel: string;
  /** The action cannot be undone (revoke, reset password): its button says so by colour too. */
  danger?: boolean;
  /** Creating something: the reason may be left empty. */
  reasonOptional?: boolean;
  wide?: boolean;
  onClose: () => void;
  /** Resolves when done (the dialog closes); a rejection is shown in the dialog. */
  onSubmit: (values: V) => Promise<void>;
  children?: ReactNode;
}) {
  const [failure, setFailure] = useState<string | null>(null);
  const validationSchema = object({
    ...fields,
    reason: reasonOptional ? optionalReasonField : reasonField,
  });
  const titleId = useId();

  // Formik runs a second submit (Enter pressed twice) while the first is on its way; creating a
  // candidate twice is not what anyone meant.
  const sending = useRef(false);
  const submit = async (values: V, helpers: FormikHelpers<V>) => {
    if (sending.current) return;
    sending.current = true;
    setFailure(null);
    try {
      await onSubmit(validationSchema.cast(values) as V);
      helpers.resetForm();
      onClose();
    } catch (error) {
      setFailure(hrErrorMessage(error));
    } finally {
      sending.current = false;
    }
  };

  const cancel = () => {
    setFailure(null);
    onClose();
  };

  return (
    <HrDialog open={open} wide={wide} aria-labelledby={titleId} onEscape={cancel}>
      {open && (
        <Formik initialValues={initialValues} validationSchema={validationSchema} onSubmit={submit}>
          <Form noValidate className="hr-form">
            <h2 id={titleId}>{title}</h2>
            {description && <div className="hr-dialog__description">{description}</div>}
            {children}
            <FormField
              name="reason"
              label="Reason"
              kind="textarea"
              hint={
                reasonOptional
                  ? 'Optional. Saved in the audit log.'
                  : 'Required. Saved in the audit log with the change.'
              }
            />
            <ErrorAlert message={failure} />
            <div className="hr-dialog__actions">
              {/* Pressing Cancel keeps focus where it is: the field it would leave (the reason,
                  focused as the dialog opens) would show its error, moving the button from under
                  the pointer before the release, and the click would miss. */}
              <button
                type="button"
                className="button button--ghost"
                onMouseDown={(event) => event.preventDefault()}
                onClick={cancel}
              >
                Cancel
              </button>
              <SubmitButton label={submitLabel} danger={danger} />
            </div>
          </Form>
        </Formik>
      )}
    </HrDialog>
  );
}
