import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * A project enquiry from the contact form: a sales lead, so it is stored before the visitor is
 * told it was received. `idempotencyKey` (from the browser's outbox) makes a retried submission
 * land once.
 */
export const contactEnquiries = pgTable('contact_enquiries', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  contact: text('contact').notNull(),
  subject: text('subject').notNull(),
  message: text('message').notNull(),
  idempotencyKey: text('idempotency_key').unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
});
