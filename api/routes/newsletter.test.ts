import { describe, expect, it } from 'vitest';
import type { App } from '../app.ts';
import { mailOutbox } from '../db/schema/mail-outbox.ts';
import { newsletterSubscribers } from '../db/schema/newsletter-subscribers.ts';
import { createTestApp } from '../test-support/test-app.ts';
import { usePublicFormHarness, visitorPost } from '../test-support/public-form-harness.ts';
import { testEngine } from '../test-support/test-database.ts';

const postFrom = visitorPost('192.0.2');
const post = (app: App, path: string, body: unknown, headers: Record<string, string> = {}) =>
  postFrom(app, `/api/newsletter/${path}`, body, headers);

const subscribedAnswer = {
  success: true,
  message: 'Thank you for subscribing! Our newsletter is on its way to you.',
};
const unsubscribedAnswer = {
  success: true,
  message: 'You have been unsubscribed. You will not receive our newsletter any more.',
};
const invalidLink = {
  success: false,
  message: 'This unsubscribe link is not valid. Please use the link from our most recent e-mail.',
};

describe(`newsletter API (${testEngine})`, () => {
  const h = usePublicFormHarness({
    now: new Date('2026-11-22T10:00:00Z'),
    env: { SITE_URL: 'https://www.suryaloom.example' },
    emptied: ['newsletter_subscribers', 'mail_outbox', 'rate_limits'],
  });
  const { app, clock } = h;

  const subscribers = () => h.db().db.select().from(newsletterSubscribers);
  const outbox = () => h.db().db.select().from(mailOutbox);

  describe('POST /api/newsletter/subscribe', () => {
    it('subscribes an address and queues a welcome e-mail with the unsubscribe link', async () => {
      const res = await post(app(), 'subscribe', { email: 'Ravi.Shah@Example.com' });
      expect(res.status).toBe(201);
      expect(await res.json()).toEqual(subscribedAnswer);
      const [row, ...others] = await subscribers();
      expect(others).toHaveLength(0);
      expect(row).toMatchObject({
        email: 'ravi.shah@example.com',
        subscribedAt: clock.now,
        unsubscribedAt: null,
      });
      expect(row?.unsubscribeToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
      const link = `https://www.suryaloom.example/newsletter/unsubscribe?token=${row?.unsubscribeToken}`;
      const mail = await outbox();
      expect(mail).toHaveLength(1);
      expect(mail[0]).toMatchObject({
        kind: 'newsletter-welcome',
        toAddress: 'ravi.shah@example.com',
        subject: 'Welcome to the Suryaloom Technologies newsletter',
        headers: { 'List-Unsubscribe': `<${link}>` },
      });
      expect(mail[0]?.textBody).toContain(link);
    });

    it('is idempotent: a second subscription is the same answer, one row and one e-mail', async () => {
      await post(app(), 'subscribe', { email: 'meera@example.com' });
      const again = await post(app(), 'subscribe', { email: '  MEERA@example.com ' });
      expect(again.status).toBe(200);
      expect(await again.json()).toEqual(subscribedAnswer);
      const concurrent = await Promise.all(
        [1, 2, 3].map(() => post(app(), 'subscribe', { email: 'meera@example.com' })),
      );
      for (const res of concurrent) expect(await res.json()).toEqual(subscribedAnswer);
      expect(await subscribers()).toHaveLength(1);
      expect(await outbox()).toHaveLength(1);
    });

    it.each([
      [{}, 'Email is required'],
      [{ email: '   ' }, 'Email is required'],
      [{ email: 'meera' }, 'Invalid email address'],
      [{ email: 'meera@example com' }, 'Invalid email address'],
      [{ email: `${'m'.repeat(243)}@example.com` }, 'Email must be at most 254 characters'],
      [{ email: ['meera@example.com'] }, 'Email must be text'],
    ])('answers 400 for %j: "%s"', async (body, message) => {
      const res = await post(app(), 'subscribe', body);
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ success: false, message });
      expect(await subscribers()).toHaveLength(0);
    });

    it('answers 415 for a body that is not JSON and 400 for malformed JSON', async () => {
      const form = await post(app(), 'subscribe', 'email=meera%40example.com', {
        'content-type': 'application/x-www-form-urlencoded',
      });
      expect(form.status).toBe(415);
      const broken = await post(app(), 'subscribe', '{"email":');
      expect(broken.status).toBe(400);
      expect((await broken.json()).success).toBe(false);
    });

    it('answers 429 with Retry-After when one client subscribes too often', async () => {
      const limited = createTestApp(h.db(), {
        now: () => clock.now,
        env: { NEWSLETTER_RATE_LIMIT: '2' },
      }).app;
      const from = { 'x-forwarded-for': '203.0.113.77' };
      for (const email of ['a@example.com', 'b@example.com']) {
        expect((await post(limited, 'subscribe', { email }, from)).status).toBe(201);
      }
      const refused = await post(limited, 'subscribe', { email: 'c@example.com' }, from);
      expect(refused.status).toBe(429);
      expect(refused.headers.get('retry-after')).toBe('600');
      expect(await refused.json()).toEqual({
        success: false,
        message: 'Too many requests from your network. Please try again in 10 minutes.',
      });
      expect(await subscribers()).toHaveLength(2);
    });
  });

  describe('POST /api/newsletter/unsubscribe', () => {
    async function subscribe(email: string) {
      await post(app(), 'subscribe', { email });
      const rows = await subscribers();
      return rows.find((r) => r.email === email)?.unsubscribeToken ?? '';
    }

    it('unsubscribes with the token from the e-mail, no login needed, and again without error', async () => {
      const token = await subscribe('kiran@example.com');
      clock.now = new Date('2026-11-23T08:00:00Z');
      const res = await post(app(), 'unsubscribe', { token });
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual(unsubscribedAnswer);
      const unsubscribedAt = new Date('2026-11-23T08:00:00Z');
      expect((await subscribers())[0]?.unsubscribedAt).toEqual(unsubscribedAt);
      clock.now = new Date('2026-11-24T08:00:00Z');
      const again = await post(app(), 'unsubscribe', { token });
      expect(await again.json()).toEqual(unsubscribedAnswer);
      expect((await subscribers())[0]?.unsubscribedAt).toEqual(unsubscribedAt);
    });

    it('answers 404 for a token nobody has and 400 for one that cannot be a token', async () => {
      await subscribe('kiran@example.com');
      const unknown = await post(app(), 'unsubscribe', { token: 'A'.repeat(43) });
      expect(unknown.status).toBe(404);
      expect(await unknown.json()).toEqual(invalidLink);
      for (const body of [{}, { token: 'abc' }, { token: `${'A'.repeat(42)}!` }]) {
        const res = await post(app(), 'unsubscribe', body);
        expect(res.status).toBe(400);
        expect(await res.json()).toEqual(invalidLink);
      }
      expect((await subscribers())[0]?.unsubscribedAt).toBeNull();
    });

    it('subscribes again after unsubscribing, with a new link that replaces the old one', async () => {
      const oldToken = await subscribe('kiran@example.com');
      await post(app(), 'unsubscribe', { token: oldToken });
      const res = await post(app(), 'subscribe', { email: 'kiran@example.com' });
      expect(res.status).toBe(201);
      expect(await res.json()).toEqual(subscribedAnswer);
      const [row] = await subscribers();
      expect(row?.unsubscribedAt).toBeNull();
      expect(row?.unsubscribeToken).not.toBe(oldToken);
      expect(await outbox()).toHaveLength(2);
      expect((await post(app(), 'unsubscribe', { token: oldToken })).status).toBe(404);
    });
  });
});
