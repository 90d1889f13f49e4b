import { useId } from 'react';

/** The footer's newsletter sign-up: one required e-mail input (spec section 2). */
export function NewsletterForm() {
  const inputId = useId();
  return (
    <form className="newsletter-form" onSubmit={(event) => event.preventDefault()}>
      <label htmlFor={inputId}>Your e-mail address</label>
      <div className="newsletter-form__row">
        <input id={inputId} type="email" name="email" required autoComplete="email" />
        <button type="submit" className="button button--primary">
          Subscribe
        </button>
      </div>
    </form>
  );
}
