import { Field, Form, Formik, useFormikContext } from 'formik';
import { useLayoutEffect, useState } from 'react';
import type { OneTimeLogin } from '../../../shared/contract/one-time-login.ts';
import { BrandLogo } from '../../components/brand-logo.tsx';
import { FieldError } from '../../features/candidate/field-error.tsx';
import { oneTimeIdFromLink } from '../../features/candidate/login-link.ts';
import { useLoginRouting, validateLogin } from '../../features/candidate/use-login-routing.ts';
import { useHydrated } from '../../hooks/use-hydrated.ts';
import './candidate.css';

const initialValues: OneTimeLogin = { oneTimeId: '', password: '' };

/**
 * The prerendered form can be typed into before the page comes alive (a weak line, or the browser
 * filling in saved details). Hydration leaves those characters in the inputs while Formik starts
 * empty, and its next render would wipe them: they are taken over first, before the next paint.
 */
function KeepTypedBeforeLive() {
  const { setValues } = useFormikContext<OneTimeLogin>();
  useLayoutEffect(() => {
    const typed: Partial<OneTimeLogin> = {};
    for (const name of ['oneTimeId', 'password'] as const) {
      const value = (document.getElementById(name) as HTMLInputElement | null)?.value;
      if (value) typed[name] = value;
    }
    if (Object.keys(typed).length > 0) void setValues((values) => ({ ...values, ...typed }), false);
  }, [setValues]);
  return null;
}

/**
 * The invitation's link (`/login?id=…`) fills in the one-time ID once the page is alive (the
 * prerendered page cannot know it) and puts the cursor in the password, unless the candidate has
 * already typed an ID of their own or is typing somewhere.
 */
function OneTimeIdFromLink() {
  const { setFieldValue } = useFormikContext<OneTimeLogin>();
  useLayoutEffect(() => {
    const id = oneTimeIdFromLink(window.location.search);
    const typed = (document.getElementById('oneTimeId') as HTMLInputElement | null)?.value;
    if (!id || typed) return;
    void setFieldValue('oneTimeId', id, false);
    const typing = document.activeElement instanceof HTMLInputElement;
    if (!typing) document.getElementById('password')?.focus();
  }, [setFieldValue]);
  return null;
}

/**
 * Working while the login is on its way, and while Formik checks the form: the first Sign In may
 * wait for the rules' code on a weak line. Disabled until the page is alive.
 */
function SignInButton({ busy, live }: { busy: boolean; live: boolean }) {
  const { isSubmitting } = useFormikContext();
  const working = busy || isSubmitting;
  return (
    <button
      type="submit"
      className="button button--primary button--block"
      disabled={working || !live}
    >
      {working ? 'Signing In...' : 'Sign In'}
    </button>
  );
}

/**
 * `/login` (spec §2): one-time ID and password from HR, then on to the rules of the test. The page
 * is prerendered: the form is drawn before any script arrives, and Sign In waits for the page to
 * come alive (a form sent by the browser itself would put the password in the address). The
 * rules and the login logic load when the candidate first touches the form.
 */
export default function LoginPage() {
  const { busy, error, submit, prepare } = useLoginRouting();
  const [showPassword, setShowPassword] = useState(false);
  const hydrated = useHydrated();

  return (
    <section className="candidate-card candidate-card--narrow" aria-labelledby="login-title">
      <BrandLogo />
      <h1 id="login-title">Candidate Login</h1>
      <p className="candidate-muted">Use the one-time ID and password our HR team sent you.</p>
      <Formik
        initialValues={initialValues}
        validate={validateLogin}
        onSubmit={(values) => submit(values)}
      >
        <Form noValidate className="candidate-form" onFocus={prepare} onPointerDown={prepare}>
          <KeepTypedBeforeLive />
          <OneTimeIdFromLink />
          <div className="candidate-field">
            <label htmlFor="oneTimeId">One-Time ID</label>
            <Field
              id="oneTimeId"
              name="oneTimeId"
              autoComplete="username"
              autoCapitalize="characters"
              spellCheck={false}
              aria-describedby="oneTimeId-error"
            />
            <FieldError name="oneTimeId" />
          </div>
          <div className="candidate-field">
            <label htmlFor="password">Password</label>
            <div className="candidate-password">
              <Field
                id="password"
                name="password"
                type={showPassword ? 'text' : 'password'}
                autoComplete="current-password"
                aria-describedby="password-error"
              />
              <button
                type="button"
                className="candidate-password__toggle"
                aria-pressed={showPassword}
                onClick={() => setShowPassword((shown) => !shown)}
              >
                {showPassword ? 'Hide' : 'Show'}
                <span className="visually-hidden"> password</span>
              </button>
            </div>
            <FieldError name="password" />
          </div>
          {error && (
            <p className="candidate-error candidate-error--block" role="alert">
              {error}
            </p>
          )}
          <SignInButton busy={busy} live={hydrated} />
        </Form>
      </Formik>
      <p className="candidate-footer-note">All the best !</p>
    </section>
  );
}
