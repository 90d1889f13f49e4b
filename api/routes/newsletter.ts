import { fail } from '../domain/errors.ts';
import { Hono } from 'hono';
import type { AppEnv } from '../http/app-env.ts';
import {
  invalidUnsubscribeLinkMessage,
  newsletterSubscriptionSchema,
  newsletterUnsubscribeSchema,
} from '../../shared/contract/newsletter.ts';
import { rateLimitGuard } from '../http/rate-limit-guard.ts';
import { validateJson } from '../http/validate-json.ts';
import {
  subscribeToNewsletter,
  unsubscribeFromNewsletter,
} from '../services/newsletter-subscriptions.ts';

// One answer whether the address is new or already subscribed: subscribing is idempotent, and the
// form must not reveal who is on the list.
export const subscribedMessage = 'Thank you for subscribing! Our newsletter is on its way to you.';
export const unsubscribedMessage =
  'You have been unsubscribed. You will not receive our newsletter any more.';

const guard = rateLimitGuard({
  name: 'newsletter',
  limit: (config) => config.NEWSLETTER_RATE_LIMIT,
  windowSeconds: (config) => config.FORMS_RATE_WINDOW_SECONDS,
  message: (wait) => `Too many requests from your network. Please try again in ${wait}.`,
});

/** `POST /api/newsletter/subscribe` and `/unsubscribe` (the footer form and the e-mailed link). */
export const newsletterRoutes = new Hono<AppEnv>()
  .post('/subscribe', ...validateJson(newsletterSubscriptionSchema), guard, async (c) => {
    const { config, database, now } = c.var.deps;
    const outcome = await subscribeToNewsletter(database.db, c.req.valid('json').email, {
      now: now(),
      siteUrl: config.SITE_URL,
    });
    return c.json(
      { success: true, message: subscribedMessage },
      outcome === 'already-subscribed' ? 200 : 201,
    );
  })
  .post('/unsubscribe', ...validateJson(newsletterUnsubscribeSchema), guard, async (c) => {
    const { database, now } = c.var.deps;
    const found = await unsubscribeFromNewsletter(database.db, c.req.valid('json').token, now());
    if (!found) throw fail.notFound(invalidUnsubscribeLinkMessage);
    return c.json({ success: true, message: unsubscribedMessage });
  });
