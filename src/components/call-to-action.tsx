import { useId } from 'react';
import { AppLink } from './app-link.tsx';

/** The closing banner that sends a visitor to /contact. */
export function CallToAction({
  title,
  text,
  action,
}: {
  title: string;
  text: string;
  action: string;
}) {
  const headingId = useId();
  return (
    <section className="call-to-action" aria-labelledby={headingId}>
      <div className="call-to-action__inner">
        <h2 id={headingId}>{title}</h2>
        <p>{text}</p>
        <AppLink to="/contact" className="button button--light button--large">
          {action}
        </AppLink>
      </div>
    </section>
  );
}
