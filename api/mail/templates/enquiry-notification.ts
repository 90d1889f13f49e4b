import type { ContactEnquiryRequest } from '../../../shared/contract/contact-enquiry.ts';
import type { OutboxMessage } from '../mail-outbox.ts';
import { company } from '../../../shared/company.ts';
import { oneLine } from './header-text.ts';

const kind = 'enquiry-notification';

/**
 * An enquiry notification goes to the company inbox configured when it is *sent*: enquiries that
 * waited in the outbox while mail was off (or the inbox was wrong) reach the inbox set later,
 * instead of an address nobody reads any more. Other messages keep their recipient.
 */
export function addressedToInbox(message: OutboxMessage, inbox: string): OutboxMessage {
  return message.kind === kind ? { ...message, to: inbox } : message;
}

/**
 * The e-mail telling the company about a new enquiry. Replying to it answers the visitor
 * (Reply-To), which is what the sales team does with it.
 */
export function enquiryNotification(
  enquiry: ContactEnquiryRequest & { id: string; receivedAt: Date },
  inbox: string,
): OutboxMessage {
  return {
    kind,
    to: inbox,
    replyTo: enquiry.email,
    subject: `New project enquiry: ${oneLine(enquiry.subject)}`,
    text: [
      'A new project enquiry arrived through the website.',
      '',
      `Name:    ${enquiry.name}`,
      `E-mail:  ${enquiry.email}`,
      `Phone:   ${enquiry.contact}`,
      `Subject: ${enquiry.subject}`,
      '',
      'Message:',
      enquiry.message,
      '',
      '--',
      `Received ${enquiry.receivedAt.toISOString()} (enquiry ${enquiry.id}).`,
      `Reply to this e-mail to answer the visitor; the site promises a reply within ${company.replyPromiseHours} hours.`,
    ].join('\n'),
  };
}
