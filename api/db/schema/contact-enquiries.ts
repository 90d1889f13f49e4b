import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { timestamptz } from './columns.ts';
import { enquiryStatuses } from '../../../shared/contract/hr.ts';

/**
 * A project enquiry from the contact form: a sales lead, so it is stored before the visitor is
 * told it was received. `idempotencyKey` (from the browser's outbox) makes a retried submission
 * land once.
 */
export const contactEnquiries = pgTable(
  'contact_enquiries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    contact: text('contact').notNull(),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    idempotencyKey: text('idempotency_key').unique(),
    createdAt: timestamptz('created_at').notNull(),
    // The HR inbox: new until someone replies or archives it.
    status: text('status', { enum: enquiryStatuses }).notNull().default('new'),
    statusChangedAt: timestamptz('status_changed_at'),
  },
  (table) => [
    check('contact_enquiries_status_check', sql`${table.status} in ('new', 'replied', 'archived')`),
    index('contact_enquiries_status_created_idx').on(table.status, table.createdAt),
    index('contact_enquiries_created_idx').on(table.createdAt),
  ],
);
