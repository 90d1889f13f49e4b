import type { ContactEnquiryRequest } from '../../shared/contract/contact-enquiry.ts';
import type { Db } from '../db/database.ts';
import { contactEnquiries } from '../db/schema/contact-enquiries.ts';
import { enquiryNotification } from '../mail/templates/enquiry-notification.ts';
import { enqueueMail } from '../mail/mail-outbox.ts';

export type RecordOutcome = 'created' | 'duplicate';

/**
 * Stores an enquiry and its notification e-mail in one transaction: both or neither, so a lead is
 * never stored without its e-mail being due. A second submission with the same idempotency key
 * (a retry after a lost response, a replay from the browser's outbox) changes nothing.
 */
export async function recordEnquiry(
  db: Db,
  enquiry: ContactEnquiryRequest,
  options: { idempotencyKey: string | null; now: Date; inbox: string },
): Promise<RecordOutcome> {
  return db.transaction(async (tx) => {
    const [stored] = await tx
      .insert(contactEnquiries)
      .values({
        name: enquiry.name,
        email: enquiry.email,
        contact: enquiry.contact,
        subject: enquiry.subject,
        message: enquiry.message,
        idempotencyKey: options.idempotencyKey,
        createdAt: options.now,
      })
      .onConflictDoNothing({ target: contactEnquiries.idempotencyKey })
      .returning({ id: contactEnquiries.id });
    if (!stored) return 'duplicate';
    await enqueueMail(
      tx,
      enquiryNotification({ ...enquiry, id: stored.id, receivedAt: options.now }, options.inbox),
      options.now,
    );
    return 'created';
  });
}
