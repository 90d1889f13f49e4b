import { useCallback, useState, type FormEvent } from 'react';
import { ApiUnreachableError, messageOf, postJson } from '../lib/api-client.ts';
import { notify } from '../lib/toast.ts';

export const subscribeFailedMessage = 'Failed to subscribe to the newsletter. Please try again.';
export const subscribeOfflineMessage =
  'You are offline. Please subscribe again when the connection returns.';

// The footer is on every page, so its rules (yup and the contract) load only when the visitor
// starts using the form, never with the page: no static import of either here.
const loadContract = () => Promise.all([import('../../api/contract/newsletter.ts'), import('yup')]);

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

/** The footer's newsletter form: the contract's rules, `POST /api/newsletter/subscribe`, toasts. */
export function useNewsletterSubscribe() {
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [attempted, setAttempted] = useState(false);
  const [busy, setBusy] = useState(false);

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
      if (busy) return;
      setAttempted(true);
      const problem = await validate(email);
      setError(problem);
      if (problem) return;
      setBusy(true);
      try {
        const response = await postJson('/api/newsletter/subscribe', { email });
        if (response.body?.success === true) {
          notify.success(messageOf(response) ?? 'Thank you for subscribing!');
          setEmail('');
          setAttempted(false);
        } else {
          notify.error(messageOf(response) ?? subscribeFailedMessage);
        }
      } catch (failure) {
        if (!(failure instanceof ApiUnreachableError)) throw failure;
        notify.error(navigator.onLine ? subscribeFailedMessage : subscribeOfflineMessage);
      } finally {
        setBusy(false);
      }
    },
    [busy, email],
  );

  return { email, change, error, busy, submit, prefetch: loadContract };
}
