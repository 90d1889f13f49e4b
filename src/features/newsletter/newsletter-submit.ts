import { ValidationError } from 'yup';
import { newsletterSubscriptionSchema } from '../../../shared/contract/newsletter.ts';
import { notify } from '../../components/toast.ts';
import { ApiUnreachableError, messageOf, postJson } from '../../lib/public-site-http.ts';

// The footer's form is on every page, so what it needs only once the visitor uses it (the
// contract's rules with yup, the HTTP client, the messages) lives here, loaded on first focus.

export const subscribeFailedMessage = 'Failed to subscribe to the newsletter. Please try again.';
export const subscribeOfflineMessage =
  'You are offline. Please subscribe again when the connection returns.';

/** The contract's message for a wrong address, or null when it is right. */
export async function validateEmail(email: string): Promise<string | null> {
  try {
    await newsletterSubscriptionSchema.validate({ email });
    return null;
  } catch (error) {
    if (error instanceof ValidationError) return error.message;
    throw error;
  }
}

/** Posts the subscription and says how it went; true when it was taken. */
export async function postSubscription(email: string): Promise<boolean> {
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
