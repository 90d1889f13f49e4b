import { useRef } from 'react';
import { signInSchema } from '../../../../shared/contract/hr.ts';
import { ConsoleForm } from '../kit/console-form.tsx';
import { useFocusIfLost } from '../kit/focus-if-lost.ts';
import { FormField } from '../kit/form-field.tsx';
import { useHrSession } from '../hr-session.tsx';
import { signIn } from './session-api.ts';

/** The console's sign-in: e-mail and password of a staff account (`POST /api/hr/session`). */
export function SignInForm({ sessionEnded }: { sessionEnded: boolean }) {
  const { signedIn } = useHrSession();
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
      <ConsoleForm
        initialValues={{ email: '', password: '' }}
        validationSchema={signInSchema}
        className="hr-form"
        submitLabel="Sign in"
        busyLabel="Signing in..."
        onSubmit={async (values) => {
          signedIn(await signIn(values.email.trim(), values.password));
        }}
      >
        <FormField name="email" label="E-mail" type="email" autoComplete="username" />
        <FormField
          name="password"
          label="Password"
          type="password"
          autoComplete="current-password"
        />
      </ConsoleForm>
    </section>
  );
}
