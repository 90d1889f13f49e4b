import { Form, Formik } from 'formik';
import { useRef, useState } from 'react';
import { signInSchema } from '../../../shared/contract/hr.ts';
import { useFocusIfLost } from './focus-if-lost.ts';
import { FormField } from './form-field.tsx';
import { hrErrorMessage } from './hr-http.ts';
import { useHrSession } from './hr-session.tsx';
import { signIn } from './session-api.ts';
import { ErrorAlert } from './load-state.tsx';
import { SubmitButton } from './submit-button.tsx';

/** The console's sign-in: e-mail and password of a staff account (`POST /api/hr/session`). */
export function SignInForm({ sessionEnded }: { sessionEnded: boolean }) {
  const { signedIn } = useHrSession();
  const [failure, setFailure] = useState<string | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  useFocusIfLost(headingRef);
  return (
    <section className="hr-card hr-card--narrow" aria-labelledby="hr-sign-in-title">
      <h1 id="hr-sign-in-title" ref={headingRef} tabIndex={-1}>
        Staff sign-in
      </h1>
      <p className="hr-muted">The HR console of Suryaloom Technologies.</p>
      {sessionEnded && (
        <p className="hr-alert" role="status">
          Your session has ended. Please sign in again.
        </p>
      )}
      <Formik
        initialValues={{ email: '', password: '' }}
        validationSchema={signInSchema}
        onSubmit={async (values) => {
          setFailure(null);
          try {
            signedIn(await signIn(values.email.trim(), values.password));
          } catch (error) {
            setFailure(hrErrorMessage(error));
          }
        }}
      >
        <Form noValidate className="hr-form">
          <FormField name="email" label="E-mail" type="email" autoComplete="username" />
          <FormField
            name="password"
            label="Password"
            type="password"
            autoComplete="current-password"
          />
          <ErrorAlert message={failure} />
          <SubmitButton label="Sign in" busyLabel="Signing in..." />
        </Form>
      </Formik>
    </section>
  );
}
