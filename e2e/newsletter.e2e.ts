import type { Page } from 'playwright-core';
import { describe, expect, it, vi } from 'vitest';
import { startSmtpTestServer } from '../api/test-support/smtp-test-server.ts';
import { baseUrl, newPage, serverTestTimeoutMs, useBrowser } from './support/browser.ts';
import { queryAndRemoveDataDir, queryDataDir } from './support/data-dir-database.ts';
import { gotoHydrated, toastTexts } from './support/enquiry-form.ts';
import { startSeededServer } from './support/seeded-server.ts';

const browser = useBrowser();

const subscribedToast = 'Thank you for subscribing! Our newsletter is on its way to you.';
const footerInput = (page: Page) => page.getByRole('contentinfo').getByLabel('Your e-mail address');
const subscribeButton = (page: Page) =>
  page.getByRole('contentinfo').getByRole('button', { name: /Subscribe/ });

async function subscribe(page: Page, email: string) {
  await footerInput(page).fill(email);
  await subscribeButton(page).click();
}

const countOf = (texts: string[], text: string) => texts.filter((t) => t === text).length;

describe('newsletter', () => {
  it(
    'subscribes from the footer, a second time is the same answer and no duplicate, and the e-mailed link unsubscribes',
    async () => {
      const smtp = await startSmtpTestServer();
      const server = await startSeededServer({
        SMTP_URL: smtp.url,
        MAIL_POLL_MS: '200',
        SITE_URL: 'https://www.suryaloom.example',
      });
      const { page, context, problems } = await newPage(browser(), { baseURL: server.baseUrl });
      await gotoHydrated(page, '/');
      await subscribe(page, 'Ravi.Shah@example.com');
      await expect.poll(() => toastTexts(page)).toContain(subscribedToast);
      expect(await footerInput(page).inputValue()).toBe('');

      await subscribe(page, 'ravi.shah@example.com');
      await expect.poll(async () => countOf(await toastTexts(page), subscribedToast)).toBe(2);

      // The welcome e-mail, carrying the unsubscribe link (the only one: checked at the end).
      await vi.waitFor(() => expect(smtp.received).toHaveLength(1), { timeout: 10_000 });
      const welcome = smtp.received[0];
      expect(welcome?.envelopeTo).toEqual(['ravi.shah@example.com']);
      const link = welcome?.text.match(
        /https:\/\/www\.suryaloom\.example(\/newsletter\/unsubscribe\?token=[\w-]{43})/,
      );
      expect(link).not.toBeNull();
      expect(welcome?.headers.get('list-unsubscribe')).toBe(`<${link?.[0]}>`);

      // The link works without logging in.
      await gotoHydrated(page, link?.[1] ?? '');
      expect(await page.title()).toBe('Unsubscribe | Suryaloom Technologies');
      await page.getByRole('button', { name: 'Unsubscribe' }).click();
      await expect
        .poll(() => page.getByRole('status').textContent())
        .toBe('You have been unsubscribed. You will not receive our newsletter any more.');
      expect(problems).toEqual([]);
      await context.close();

      // The server and its mail job have stopped, so nothing more can be sent: one e-mail went
      // out, and the repeat queued none.
      expect(await server.stop()).toBe(0);
      await smtp.close();
      expect(smtp.received).toHaveLength(1);
      expect(
        await queryDataDir(server.dataDir, 'select to_address, status from mail_outbox'),
      ).toEqual([{ to_address: 'ravi.shah@example.com', status: 'sent' }]);
      const rows = await queryAndRemoveDataDir<{ email: string; unsubscribed: boolean }>(
        server.dataDir,
        'select email, unsubscribed_at is not null as unsubscribed from newsletter_subscribers',
      );
      expect(rows).toEqual([{ email: 'ravi.shah@example.com', unsubscribed: true }]);
    },
    serverTestTimeoutMs,
  );

  it('shows the rule under the input for a wrong address and sends nothing', async () => {
    const { page, context } = await newPage(browser());
    let posted = 0;
    page.on('request', (r) => {
      if (r.url().includes('/api/newsletter/')) posted += 1;
    });
    await gotoHydrated(page, '/services');
    const input = footerInput(page);
    expect(await input.getAttribute('required')).toBe('');
    await subscribeButton(page).click();
    const error = page.getByRole('contentinfo').locator('.newsletter-form__error');
    await expect.poll(() => error.allTextContents()).toEqual(['Email is required']);
    await input.fill('ravi.example.com');
    await expect.poll(() => error.allTextContents()).toEqual(['Invalid email address']);
    expect(await input.getAttribute('aria-invalid')).toBe('true');
    await input.fill('ravi@example.com');
    await expect.poll(() => error.count()).toBe(0);
    expect(posted).toBe(0);
    await context.close();
  });

  it('says when subscribing fails, with the server message or a fallback', async () => {
    const { page, context } = await newPage(browser());
    await page.route('**/api/newsletter/subscribe', (route) =>
      route.fulfill({ status: 503, contentType: 'text/plain', body: 'Service Unavailable' }),
    );
    await gotoHydrated(page, '/');
    await subscribe(page, 'ravi@example.com');
    await expect
      .poll(() => toastTexts(page))
      .toContain('Failed to subscribe to the newsletter. Please try again.');
    expect(await footerInput(page).inputValue()).toBe('ravi@example.com');
    await context.close();
  });

  it('serves the unsubscribe page from the app shell and explains a link that is not valid', async () => {
    const res = await fetch(`${baseUrl()}/newsletter/unsubscribe?token=abc`);
    expect(res.status).toBe(200);
    const { page, context } = await newPage(browser());
    const invalid =
      'This unsubscribe link is not valid. Please use the link from our most recent e-mail.';
    await gotoHydrated(page, '/newsletter/unsubscribe');
    await expect.poll(() => page.getByRole('status').textContent()).toBe(invalid);
    expect(await page.getByRole('button', { name: 'Unsubscribe' }).count()).toBe(0);
    await gotoHydrated(page, `/newsletter/unsubscribe?token=${'A'.repeat(43)}`);
    await page.getByRole('button', { name: 'Unsubscribe' }).click();
    await expect.poll(() => page.getByRole('status').textContent()).toBe(invalid);
    await context.close();
  });
});
