import { useId } from 'react';
import { useNewsletterSubscribe } from './use-newsletter-subscribe.ts';
import { PrivacyLine } from '../../components/privacy-line.tsx';
import { formLines } from '../../content/privacy-lines.ts';

/**
 * The footer's newsletter sign-up: one required e-mail input (spec section 2). Light on purpose:
 * it is on every public page, so no Formik and no IndexedDB here.
 */
export function NewsletterForm() {
  const inputId = useId();
  const errorId = `${inputId}-error`;
  const { email, change, error, busy, submit, prefetch } = useNewsletterSubscribe();
  return (
    <form className="newsletter-form" noValidate onSubmit={(event) => void submit(event)}>
      <label htmlFor={inputId}>Your e-mail address</label>
      <div className="newsletter-form__row">
        <input
          id={inputId}
          type="email"
          name="email"
          required
          autoComplete="email"
          value={email}
          onChange={(event) => change(event.target.value)}
          onFocus={() => void prefetch()}
          aria-invalid={Boolean(error)}
          aria-describedby={error ? errorId : undefined}
        />
        <button type="submit" className="button button--primary" disabled={busy} aria-busy={busy}>
          {busy ? 'Subscribing...' : 'Subscribe'}
        </button>
      </div>
      {error && (
        <p id={errorId} className="newsletter-form__error">
          {error}
        </p>
      )}
      <PrivacyLine text={formLines.newsletter} />
    </form>
  );
}
