import type { BrowserContext } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newPage, serverTestTimeoutMs, useBrowser } from './support/browser.ts';
import { queryAndRemoveDataDir } from './support/data-dir-database.ts';
import {
  enquiry,
  field,
  fillEnquiry,
  gotoEnquiryForm,
  gotoHydrated,
  sentToast,
  toastTexts,
} from './support/enquiry-form.ts';
import { pendingInOutbox, recordEnquiryPosts } from './support/enquiry-outbox.ts';
import { startSeededServer } from './support/seeded-server.ts';
import type { RunningServer } from './support/server.ts';

const browser = useBrowser();

const offlineNotice =
  'You are offline. Your enquiry is saved on this device and will be sent automatically when the connection returns.';
const unreachableNotice =
  'We could not reach our server. Your enquiry is saved on this device and will be sent automatically as soon as we can.';

/**
 * Closes the visitor's browser, stops the server and checks that it stored the enquiry exactly
 * once, however many times the browser sent it.
 */
async function expectStoredOnce(context: BrowserContext, server: RunningServer) {
  await context.close();
  expect(await server.stop()).toBe(0);
  const rows = await queryAndRemoveDataDir<{ subject: string }>(
    server.dataDir,
    'select subject from contact_enquiries',
  );
  expect(rows.map((row) => row.subject)).toEqual([enquiry.subject]);
}

/** A fresh server, and a page on it that has sent the enquiry offline: it waits on this device. */
async function enquirySentOffline() {
  const server = await startSeededServer();
  const { page, context } = await newPage(browser(), { baseURL: server.baseUrl });
  const posts = recordEnquiryPosts(page);
  await gotoEnquiryForm(page);
  await context.setOffline(true);
  await fillEnquiry(page);
  await page.getByRole('button', { name: 'Send Enquiry' }).click();
  await expect.poll(() => toastTexts(page)).toContain(offlineNotice);
  return { server, page, context, posts };
}

describe('an enquiry made without a connection', () => {
  it(
    'says it will be sent when the connection returns, then sends it exactly once',
    async () => {
      const { server, page, context, posts } = await enquirySentOffline();
      expect(await field(page, 'Name').inputValue()).toBe('');
      expect(await pendingInOutbox(page)).toBe(1);
      expect(posts).toEqual([]);

      await context.setOffline(false);
      await expect.poll(() => toastTexts(page), { timeout: 10_000 }).toContain(sentToast);
      // The "saved" notice is closed once the enquiry is sent.
      await expect.poll(() => toastTexts(page)).not.toContain(offlineNotice);
      expect(await pendingInOutbox(page)).toBe(0);
      expect(posts).toHaveLength(1);

      // Nothing is sent again on the next load, once its replay of the outbox has finished.
      await gotoEnquiryForm(page);
      await page.waitForFunction(() => document.documentElement.dataset.enquiryReplay === 'idle');
      expect(posts).toHaveLength(1);
      await expectStoredOnce(context, server);
    },
    serverTestTimeoutMs,
  );

  it(
    'is sent on the next visit, from whichever page the visitor opens',
    async () => {
      const { server, page, context } = await enquirySentOffline();
      // The visitor leaves while offline.
      await page.close();

      await context.setOffline(false);
      const nextVisit = await context.newPage();
      const posts = recordEnquiryPosts(nextVisit);
      await gotoHydrated(nextVisit, '/');
      await expect.poll(() => toastTexts(nextVisit), { timeout: 10_000 }).toContain(sentToast);
      expect(posts).toHaveLength(1);
      expect(await pendingInOutbox(nextVisit)).toBe(0);
      await expectStoredOnce(context, server);
    },
    serverTestTimeoutMs,
  );

  it(
    'creates no second enquiry when a retry follows a response that was lost',
    async () => {
      const server = await startSeededServer();
      const { page, context } = await newPage(browser(), { baseURL: server.baseUrl });
      const posts = recordEnquiryPosts(page);
      let first = true;
      await page.route('**/api/contcatUs/create', async (route) => {
        if (!first) return route.continue();
        first = false;
        // The request reaches the server and is stored; its answer never reaches the browser.
        await route.fetch();
        await route.abort('connectionreset');
      });
      await gotoEnquiryForm(page);
      await fillEnquiry(page);
      await page.getByRole('button', { name: 'Send Enquiry' }).click();
      await expect.poll(() => toastTexts(page)).toContain(unreachableNotice);
      expect(await pendingInOutbox(page)).toBe(1);

      // The outbox retries on its own (after 5 s) with the same idempotency key.
      await expect.poll(() => toastTexts(page), { timeout: 15_000 }).toContain(sentToast);
      expect(posts).toHaveLength(2);
      expect(posts[1]).toBe(posts[0]);
      expect(await pendingInOutbox(page)).toBe(0);
      await expectStoredOnce(context, server);
    },
    serverTestTimeoutMs,
  );
});
