import type { ContactEnquiryRequest } from '../../api/contract/contact-enquiry.ts';
import {
  addPendingEnquiry,
  removePendingEnquiry,
  reschedulePendingEnquiry,
} from '../lib/enquiry-outbox-db.ts';
import { newIdempotencyKey } from '../lib/idempotency-key.ts';
import { enquiriesInFlight, replayDelayMs, startEnquiryReplay } from './enquiry-outbox-replay.ts';
import { enquiryFailedMessage } from './enquiry-messages.ts';
import { sendEnquiry } from './send-enquiry.ts';

export type SubmitResult =
  | { kind: 'sent' }
  | { kind: 'failed'; message: string }
  /** Kept on this device; sent when the connection returns (`offline`) or the server answers. */
  | { kind: 'saved'; offline: boolean; idempotencyKey: string };

/**
 * Submits the form's enquiry: saved to the outbox first (so closing the tab mid-request loses
 * nothing), then sent. Without a connection it stays saved and the replay sends it later. A
 * refusal from the server is the visitor's to act on (the form keeps their text), so it is not
 * retried behind their back.
 */
export async function submitEnquiry(request: ContactEnquiryRequest): Promise<SubmitResult> {
  const now = Date.now();
  const entry = {
    idempotencyKey: newIdempotencyKey(),
    request,
    createdAt: now,
    attempts: 0,
    nextAttemptAt: now,
  };
  // Claimed before it is saved, so a replay running meanwhile never sends it too.
  enquiriesInFlight.add(entry.idempotencyKey);
  try {
    let saved = true;
    try {
      await addPendingEnquiry(entry);
    } catch (error) {
      // No IndexedDB (storage disabled): still send, just without the offline safety net.
      console.warn('Could not save the enquiry on this device', error);
      saved = false;
    }
    if (saved && !navigator.onLine) {
      startEnquiryReplay();
      return { kind: 'saved', offline: true, idempotencyKey: entry.idempotencyKey };
    }
    const outcome = await sendEnquiry(entry);
    if (outcome.kind === 'unreachable') {
      if (!saved) return { kind: 'failed', message: enquiryFailedMessage };
      await reschedulePendingEnquiry(entry.idempotencyKey, 1, Date.now() + replayDelayMs(1));
      startEnquiryReplay();
      return { kind: 'saved', offline: !navigator.onLine, idempotencyKey: entry.idempotencyKey };
    }
    if (saved) await removePendingEnquiry(entry.idempotencyKey);
    return outcome.kind === 'sent'
      ? { kind: 'sent' }
      : { kind: 'failed', message: outcome.message };
  } finally {
    enquiriesInFlight.delete(entry.idempotencyKey);
  }
}
