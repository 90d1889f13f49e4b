import { pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Newsletter subscribers. `email` is stored lower-cased, so one address is one row however it was
 * typed; `unsubscribeToken` is the secret in the e-mailed unsubscribe link (no login needed).
 */
export const newsletterSubscribers = pgTable('newsletter_subscribers', {
  id: uuid('id').primaryKey().defaultRandom(),
  email: text('email').notNull().unique(),
  unsubscribeToken: text('unsubscribe_token').notNull().unique(),
  subscribedAt: timestamp('subscribed_at', { withTimezone: true }).notNull(),
  unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
});
