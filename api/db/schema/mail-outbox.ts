import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { timestamptz } from './columns.ts';
import { candidateRef } from './candidates.ts';

// `cancelled`: a candidate's e-mail that must not leave any more (a resend superseded its
// password, or the candidate was withdrawn).
export const mailStatuses = ['pending', 'sent', 'failed', 'cancelled'] as const;
export type MailStatus = (typeof mailStatuses)[number];

/**
 * E-mails waiting to go out, written in the same transaction as the fact they report (an
 * enquiry, a subscription), so an SMTP outage never fails a request nor loses a message.
 * A delivery run claims due rows by setting `lockedUntil` (see `mail/mail-outbox.ts`).
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** What the message is about, for logs (e.g. `enquiry-notification`). */
    kind: text('kind').notNull(),
    toAddress: text('to_address').notNull(),
    replyTo: text('reply_to'),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    /** The candidate an e-mail is to: their page shows its history; it goes with them. */
    candidateId: candidateRef(),
    /**
     * A secret written into the body (an invitation's password), replaced in it once the message
     * is sent, given up on or cancelled: the outbox keeps a password no longer than it must.
     */
    secret: text('secret'),
    /** Extra headers such as List-Unsubscribe. */
    headers: jsonb('headers').$type<Record<string, string>>(),
    status: text('status', { enum: mailStatuses }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamptz('next_attempt_at').notNull(),
    lockedUntil: timestamptz('locked_until'),
    lastError: text('last_error'),
    createdAt: timestamptz('created_at').notNull(),
    sentAt: timestamptz('sent_at'),
  },
  (table) => [
    check(
      'mail_outbox_status_check',
      sql`${table.status} in ('pending', 'sent', 'failed', 'cancelled')`,
    ),
    // Delivery runs look for due pending rows only.
    index('mail_outbox_due_idx')
      .on(table.nextAttemptAt)
      .where(sql`${table.status} = 'pending'`),
    index('mail_outbox_candidate_idx').on(table.candidateId, table.createdAt),
    // The daily limit counts what was sent in the last 24 hours.
    index('mail_outbox_sent_idx')
      .on(table.sentAt)
      .where(sql`${table.status} = 'sent'`),
  ],
);
