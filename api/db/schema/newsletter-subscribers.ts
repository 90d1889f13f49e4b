import { pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { timestamptz } from './columns.ts';

/**
 * Newsletter subscribers. `email` is stored lower-cased, so one address is one row however it was
 * typed; `unsubscribeToken` is the secret in the e-mailed unsubscribe link (no login needed).
 */
export const newsletterSubscribers = pgTable('newsletter_subscribers', {
  id: uuid('id').primaryKey().defaultRandom(),
  email: text('email').notNull().unique(),
  unsubscribeToken: text('unsubscribe_token').notNull().unique(),
  subscribedAt: timestamptz('subscribed_at').notNull(),
  unsubscribedAt: timestamptz('unsubscribed_at'),
});
