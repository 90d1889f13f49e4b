import type { OutboxMessage } from '../mail-outbox.ts';
import { company } from '../../../shared/company.ts';

/** The unsubscribe page of the site (browser-only route, no login needed). */
export function unsubscribeUrl(siteUrl: string, token: string): string {
  const url = new URL('/newsletter/unsubscribe', siteUrl);
  url.searchParams.set('token', token);
  return url.toString();
}

/**
 * Sent once per subscription: confirms it and carries the unsubscribe link, which every later
 * newsletter repeats. List-Unsubscribe lets mail programs show their own unsubscribe button.
 */
export function newsletterWelcome(email: string, token: string, siteUrl: string): OutboxMessage {
  const link = unsubscribeUrl(siteUrl, token);
  return {
    kind: 'newsletter-welcome',
    to: email,
    subject: `Welcome to the ${company.name} newsletter`,
    headers: { 'List-Unsubscribe': `<${link}>` },
    text: [
      'Thank you for subscribing to our newsletter.',
      '',
      'Once a month we will send you one short e-mail with what we shipped and learned. No spam.',
      '',
      'Changed your mind? Unsubscribe at any time, no login needed:',
      link,
      '',
      `${company.name}, ${company.address.locality}`,
    ].join('\n'),
  };
}
