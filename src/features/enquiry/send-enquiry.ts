import { idempotencyKeyHeader } from '../../../shared/contract/contact-enquiry.ts';
import { ApiUnreachableError, messageOf, postJson } from '../../lib/public-site-http.ts';
import type { PendingEnquiry } from './enquiry-outbox-db.ts';
import { enquiryFailedMessage } from './enquiry-messages.ts';

export const enquiryEndpoint = '/api/contcatUs/create';

export type SendOutcome =
  /** The server answered `sucess: true`: stored (or already stored under this key). */
  | { kind: 'sent' }
  /** The server refused it (e.g. a rule it breaks): sending it again would not help. */
  | { kind: 'rejected'; message: string }
  /** The server could not take it now (429, 5xx): worth another try later. */
  | { kind: 'busy'; message: string; retryAfterMs: number | null }
  /** No answer at all: offline, or the server is unreachable. */
  | { kind: 'unreachable' };

/** Posts one enquiry with its idempotency key and says what became of it. */
export async function sendEnquiry(entry: PendingEnquiry): Promise<SendOutcome> {
  let response;
  try {
    response = await postJson(enquiryEndpoint, entry.request, {
      headers: { [idempotencyKeyHeader]: entry.idempotencyKey },
    });
  } catch (error) {
    if (error instanceof ApiUnreachableError) return { kind: 'unreachable' };
    throw error;
  }
  // Spec section 7: `sucess` (spelt so) true means success.
  if (response.body?.sucess === true) return { kind: 'sent' };
  const message = messageOf(response) ?? enquiryFailedMessage;
  if (response.status === 429 || response.status >= 500) {
    const retryAfterMs =
      response.retryAfterSeconds === null ? null : response.retryAfterSeconds * 1000;
    return { kind: 'busy', message, retryAfterMs };
  }
  return { kind: 'rejected', message };
}
