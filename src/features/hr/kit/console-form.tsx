import { Form, Formik, type FormikHelpers, type FormikValues } from 'formik';
import { useState, type ReactNode } from 'react';
import type { AnyObjectSchema } from 'yup';
import { hrErrorMessage } from './hr-http.ts';
import { ErrorAlert } from './load-state.tsx';
import { SubmitButton } from './submit-button.tsx';

/**
 * A console form that stays on its page (the sign-in, a new password): its fields, then what went
 * wrong with the last try in words (the server's refusal, cleared when the next try starts), then
 * its submit button. `onSubmit` resolves when done; whatever it throws is shown, not thrown on.
 */
export function ConsoleForm<V extends FormikValues>({
  initialValues,
  validationSchema,
  className,
  submitLabel,
  busyLabel,
  onSubmit,
  children,
}: {
  initialValues: V;
  validationSchema: AnyObjectSchema;
  className: string;
  submitLabel: string;
  busyLabel: string;
  onSubmit: (values: V, helpers: FormikHelpers<V>) => Promise<void>;
  children: ReactNode;
}) {
  const [failure, setFailure] = useState<string | null>(null);
  return (
    <Formik
      initialValues={initialValues}
      validationSchema={validationSchema}
      onSubmit={async (values, helpers) => {
        setFailure(null);
        try {
          await onSubmit(values, helpers);
        } catch (error) {
          setFailure(hrErrorMessage(error));
        }
      }}
    >
      <Form noValidate className={className}>
        {children}
        <ErrorAlert message={failure} />
        <SubmitButton label={submitLabel} busyLabel={busyLabel} />
      </Form>
    </Formik>
  );
}
