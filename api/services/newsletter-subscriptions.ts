import { randomBytes } from 'node:crypto';
import { and, eq, isNotNull } from 'drizzle-orm';
import type { Db } from '../db/database.ts';
import { newsletterSubscribers } from '../db/schema/newsletter-subscribers.ts';
import { newsletterWelcome } from '../mail/templates/newsletter-welcome.ts';
import { enqueueMail } from '../mail/mail-outbox.ts';

const newToken = () => randomBytes(32).toString('base64url');

export type SubscribeOutcome = 'subscribed' | 'resubscribed' | 'already-subscribed';

/**
 * Subscribes an address once: a repeat changes nothing and sends nothing (so the form cannot be
 * used to flood someone's inbox); an address that had unsubscribed is subscribed again with a
 * fresh unsubscribe link. Each new subscription queues the welcome e-mail in the same transaction.
 */
export async function subscribeToNewsletter(
  db: Db,
  rawEmail: string,
  options: { now: Date; siteUrl: string },
): Promise<SubscribeOutcome> {
  // Mail systems treat the domain case-insensitively and nearly all treat the local part so too.
  const email = rawEmail.trim().toLowerCase();
  return db.transaction(async (tx) => {
    const [created] = await tx
      .insert(newsletterSubscribers)
      .values({ email, unsubscribeToken: newToken(), subscribedAt: options.now })
      .onConflictDoNothing({ target: newsletterSubscribers.email })
      .returning({ token: newsletterSubscribers.unsubscribeToken });
    let token = created?.token;
    if (!token) {
      const [renewed] = await tx
        .update(newsletterSubscribers)
        .set({ unsubscribedAt: null, subscribedAt: options.now, unsubscribeToken: newToken() })
        .where(
          and(
            eq(newsletterSubscribers.email, email),
            isNotNull(newsletterSubscribers.unsubscribedAt),
          ),
        )
        .returning({ token: newsletterSubscribers.unsubscribeToken });
      if (!renewed) return 'already-subscribed';
      token = renewed.token;
    }
    await enqueueMail(tx, newsletterWelcome(email, token, options.siteUrl), options.now);
    return created ? 'subscribed' : 'resubscribed';
  });
}

/** Ends the subscription the token belongs to; false when no subscription has that token. */
export async function unsubscribeFromNewsletter(
  db: Db,
  token: string,
  now: Date,
): Promise<boolean> {
  const [row] = await db
    .select({ unsubscribedAt: newsletterSubscribers.unsubscribedAt })
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.unsubscribeToken, token));
  if (!row) return false;
  // Unsubscribing twice is fine and keeps the first date.
  if (!row.unsubscribedAt) {
    await db
      .update(newsletterSubscribers)
      .set({ unsubscribedAt: now })
      .where(eq(newsletterSubscribers.unsubscribeToken, token));
  }
  return true;
}
