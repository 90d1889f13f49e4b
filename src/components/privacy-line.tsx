import { AppLink } from './app-link.tsx';

/** The path of the public page that lists the notices (issue 40). */
export const privacyPagePath = '/privacy';

/**
 * The line under a public form: how long what it sends is kept, and a link to the page that says
 * the rest (who sees it, the rights, whom to write to).
 */
export function PrivacyLine({ text }: { text: string }) {
  return (
    <p className="privacy-line">
      {text} <AppLink to={privacyPagePath}>How we handle your data</AppLink>
    </p>
  );
}
