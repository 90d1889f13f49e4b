import { useCallback, useRef, useState, type FormEvent } from 'react';
import { ApiUnreachableError, messageOf, postJson } from '../../lib/public-site-http.ts';
import { loadChunk } from '../../lib/load-chunk.ts';
import { notify } from '../../components/toast.ts';

export const subscribeFailedMessage = 'Failed to subscribe to the newsletter. Please try again.';
export const subscribeOfflineMessage =
  'You are offline. Please subscribe again when the connection returns.';

// The footer is on every page, so its rules (yup and the contract) load only when the visitor
// starts using the form, never with the page: no static import of either here.
const loadContract = () =>
  loadChunk(() => Promise.all([import('../../../shared/contract/newsletter.ts'), import('yup')]));

async function validate(email: string): Promise<string | null> {
  const [{ newsletterSubscriptionSchema }, { ValidationError }] = await loadContract();
  try {
    await newsletterSubscriptionSchema.validate({ email });
    return null;
  } catch (error) {
    if (error instanceof ValidationError) return error.message;
    throw error;
  }
}

/** Posts the subscription and says how it went; clears the form on success. */
async function postSubscription(email: string): Promise<boolean> {
  try {
    const response = await postJson('/api/newsletter/subscribe', { email });
    if (response.body?.success === true) {
      notify.success(messageOf(response) ?? 'Thank you for subscribing!');
      return true;
    }
    notify.error(messageOf(response) ?? subscribeFailedMessage);
  } catch (failure) {
    if (!(failure instanceof ApiUnreachableError)) throw failure;
    notify.error(navigator.onLine ? subscribeFailedMessage : subscribeOfflineMessage);
  }
  return false;
}

/** The footer's newsletter form: the contract's rules, `POST /api/newsletter/subscribe`, toasts. */
export function useNewsletterSubscribe() {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [attempted, setAttempted] = useState(false);
  const [busy, setBusy] = useState(false);
  // The state above drives the button; this ref stops a second submit that arrives before the
  // busy render (a double Enter while the rules load), which the state would not see yet.
  const inFlight = useRef(false);

  const change = useCallback(
    (value: string) => {
      setEmail(value);
      // After a first attempt, say as soon as the address becomes right (or wrong again).
      if (attempted) void validate(value).then(setError);
    },
    [attempted],
  );

  const submit = useCallback(
    async (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      if (inFlight.current) return;
      inFlight.current = true;
      try {
        setAttempted(true);
        const problem = await validate(email);
        setError(problem);
        if (problem) return;
        setBusy(true);
        if (await postSubscription(email)) {
          setEmail('');
          setAttempted(false);
        }
      } finally {
        inFlight.current = false;
        setBusy(false);
      }
    },
    [email],
  );

  return { email, change, error, busy, submit, prefetch: loadContract };
}
