import { useCallback, useState } from 'react';
import { invalidUnsubscribeLinkMessage } from '../../../shared/contract/newsletter.ts';
import { ApiUnreachableError, messageOf, postJson } from '../../lib/public-site-http.ts';

export type UnsubscribeState =
  | { step: 'confirm' }
  | { step: 'working' }
  | { step: 'done'; message: string }
  | { step: 'failed'; message: string };

export const unsubscribeFailedMessage =
  'We could not unsubscribe you just now. Please check your connection and try again.';

/**
 * Unsubscribes the token of an e-mailed link. It waits for the visitor's click rather than
 * acting on page load: mail scanners open links, and must not unsubscribe anyone.
 */
export function useNewsletterUnsubscribe(token: string | null) {
  const [state, setState] = useState<UnsubscribeState>(
    token ? { step: 'confirm' } : { step: 'failed', message: invalidUnsubscribeLinkMessage },
  );
  const unsubscribe = useCallback(async () => {
    if (!token) return;
    setState({ step: 'working' });
    try {
      const response = await postJson('/api/newsletter/unsubscribe', { token });
      const message = messageOf(response);
      setState(
        response.body?.success === true
          ? { step: 'done', message: message ?? 'You have been unsubscribed.' }
          : { step: 'failed', message: message ?? unsubscribeFailedMessage },
      );
    } catch (error) {
      if (!(error instanceof ApiUnreachableError)) throw error;
      setState({ step: 'failed', message: unsubscribeFailedMessage });
    }
  }, [token]);
  return { state, unsubscribe };
}
