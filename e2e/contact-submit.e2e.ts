import type { Page } from 'playwright-core';
import { describe, expect, it, vi } from 'vitest';
import { startSmtpTestServer } from '../api/test-support/smtp-test-server.ts';
import { newPage, serverTestTimeoutMs, useBrowser } from './support/browser.ts';
import { queryAndRemoveDataDir } from './support/data-dir-database.ts';
import {
  enquiry,
  field,
  fillEnquiry,
  gotoEnquiryForm,
  sentToast,
  toastTexts,
} from './support/enquiry-form.ts';
import { startSeededServer } from './support/seeded-server.ts';

const browser = useBrowser();

interface StoredEnquiry {
  name: string;
  email: string;
  contact: string;
  subject: string;
  message: string;
}
const storedEnquiries = (dataDir: string) =>
  queryAndRemoveDataDir<StoredEnquiry>(
    dataDir,
    'select name, email, contact, subject, message from contact_enquiries order by created_at',
  );
const asStored = (values: typeof enquiry = enquiry): StoredEnquiry => ({
  name: values.name,
  email: values.email,
  contact: `+91${values.phoneDigits}`,
  subject: values.subject,
  message: values.message,
});

const formValues = (page: Page) =>
  Promise.all(
    ['Name', 'Email', 'Phone Number', 'Subject', 'Message'].map((label) =>
      field(page, label).inputValue(),
    ),
  );

const submitButton = (page: Page) => page.getByRole('button', { name: /Send Enquiry|Sending/ });

describe('sending a Project Enquiry', () => {
  it(
    'shows the success toast, resets the form, stores the enquiry and e-mails the company',
    async () => {
      const smtp = await startSmtpTestServer();
      const server = await startSeededServer({ SMTP_URL: smtp.url, MAIL_POLL_MS: '200' });
      const { page, context, problems } = await newPage(browser(), { baseURL: server.baseUrl });
      const posts: string[] = [];
      page.on('request', (request) => {
        if (request.url().endsWith('/api/contcatUs/create')) posts.push(request.method());
      });
      // Hold the request until the busy state has been seen, then let it through.
      let release = () => {};
      const released = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/api/contcatUs/create', async (route) => {
        await released;
        await route.continue();
      });
      await gotoEnquiryForm(page);
      await fillEnquiry(page);
      await submitButton(page).click();
      await expect.poll(() => submitButton(page).textContent()).toBe('Sending...');
      expect(await submitButton(page).isDisabled()).toBe(true);
      // Pressing Enter in a field while busy sends nothing more.
      await field(page, 'Name').press('Enter');
      release();

      await expect.poll(() => toastTexts(page)).toContain(sentToast);
      expect(await formValues(page)).toEqual(['', '', '+91', '', '']);
      expect(await submitButton(page).textContent()).toBe('Send Enquiry');
      expect(posts).toEqual(['POST']);

      await vi.waitFor(() => expect(smtp.received).toHaveLength(1), { timeout: 10_000 });
      expect(smtp.received[0]?.headers.get('reply-to')).toBe(enquiry.email);
      expect(smtp.received[0]?.text).toContain(enquiry.message);
      expect(problems).toEqual([]);
      await context.close();

      expect(await server.stop()).toBe(0);
      await smtp.close();
      expect(await storedEnquiries(server.dataDir)).toEqual([asStored()]);
    },
    serverTestTimeoutMs,
  );

  it(
    "shows the server's message in the failure toast and keeps what the visitor typed",
    async () => {
      const server = await startSeededServer({ CONTACT_RATE_LIMIT: '1' });
      expect(server.output()).toContain('Mail is off (SMTP_URL is not set)');
      const { page, context } = await newPage(browser(), { baseURL: server.baseUrl });
      await gotoEnquiryForm(page);
      await fillEnquiry(page);
      await submitButton(page).click();
      await expect.poll(() => toastTexts(page)).toContain(sentToast);

      const second = { ...enquiry, subject: 'A second project' };
      await fillEnquiry(page, second);
      await submitButton(page).click();
      await expect
        .poll(() => toastTexts(page))
        .toContainEqual(
          expect.stringMatching(
            /^Too many enquiries from your network\. Please try again in \d+ (seconds?|minutes?), or call or e-mail us\.$/,
          ),
        );
      expect(await formValues(page)).toEqual([
        second.name,
        second.email,
        '+91 98765-43210',
        second.subject,
        second.message,
      ]);
      await context.close();
      expect(await server.stop()).toBe(0);
      // The server logs once that mail is off.
      expect(server.output().split('Mail is off').length - 1).toBe(1);
      expect(await storedEnquiries(server.dataDir)).toEqual([asStored()]);
    },
    serverTestTimeoutMs,
  );

  it('falls back to "Failed to submit the contact form. Please try again." when the answer has no message', async () => {
    const { page, context } = await newPage(browser());
    await page.route('**/api/contcatUs/create', (route) =>
      route.fulfill({ status: 502, contentType: 'text/html', body: '<h1>Bad Gateway</h1>' }),
    );
    await gotoEnquiryForm(page);
    await fillEnquiry(page);
    await submitButton(page).click();
    await expect
      .poll(() => toastTexts(page))
      .toContain('Failed to submit the contact form. Please try again.');
    expect((await formValues(page))[0]).toBe(enquiry.name);
    await context.close();
  });
});
