import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newPage, throttleNetwork, useBrowser } from './support/browser.ts';
import {
  enquiry,
  enquiryForm,
  field,
  fillContactDetails,
  gotoHydrated,
  toastTexts,
} from './support/enquiry-form.ts';

const browser = useBrowser();

const formChunk = /\/assets\/project-enquiry-form-[^/]*\.js$/;

/** Holds the enquiry form's code on its way until `release()`; `asked` once the page wants it. */
async function holdFormCode(page: Page) {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  const state = { asked: false, release };
  await page.route(formChunk, async (route) => {
    state.asked = true;
    await held;
    await route.continue();
  });
  return state;
}

/** A phone on a slow mobile line: 150 ms round trips, about 1.6 Mbit/s down, 750 kbit/s up. */
const throttle = (page: Page) =>
  throttleNetwork(page, {
    latencyMs: 150,
    downloadBytesPerSecond: 200_000,
    uploadBytesPerSecond: 94_000,
  });

/** Counts the requests for `url`; the first is lost as the browser goes offline. */
async function loseFirstRequestOffline(page: Page, url: RegExp) {
  const seen = { requests: 0 };
  await page.route(url, async (route) => {
    seen.requests += 1;
    if (seen.requests > 1) return route.continue();
    await page.context().setOffline(true);
    await route.abort('internetdisconnected');
  });
  return seen;
}

const sendButton = (page: Page) => enquiryForm(page).getByRole('button', { name: 'Send Enquiry' });

describe('the enquiry form while its code arrives', () => {
  it('keeps every keystroke, the focus and the caret of a visitor typing through the moment the code arrives', async () => {
    const { page, context, problems } = await newPage(browser(), {
      viewport: { width: 412, height: 823 },
    });
    await throttle(page);
    const code = await holdFormCode(page);
    await gotoHydrated(page, '/contact');
    const message = field(page, 'Message');
    await message.click(); // focusing the form is what asks for its code
    await expect.poll(() => code.asked).toBe(true);
    // The field the visitor types into is marked: hydration must keep this very node.
    await message.evaluate(
      (el) => ((el as HTMLElement & { typedInto?: boolean }).typedInto = true),
    );

    const text =
      'We run four clinics in Surat and need an appointment app for patients, doctors and our front desk, with reminders by SMS and a weekly report.';
    let typingDone = false;
    const typing = page.keyboard.type(text, { delay: 25 }).then(() => (typingDone = true));
    // A third of the way in, the code arrives; the visitor keeps typing.
    await expect
      .poll(() => message.inputValue().then((v) => v.length), { timeout: 10_000 })
      .toBeGreaterThan(40);
    code.release();
    await expect.poll(() => sendButton(page).isEnabled(), { timeout: 15_000 }).toBe(true);
    expect(typingDone).toBe(false); // the form went live while the visitor was typing
    await typing;

    expect(await message.inputValue()).toBe(text);
    expect(
      await page.evaluate(() => {
        const el = document.activeElement as (HTMLTextAreaElement & { typedInto?: boolean }) | null;
        return {
          sameNode: el?.typedInto === true,
          caret: [el?.selectionStart, el?.selectionEnd],
        };
      }),
    ).toEqual({ sameNode: true, caret: [text.length, text.length] });

    // The live form holds the text too: what is sent is every character typed.
    await fillContactDetails(page);
    const sent = page.waitForRequest('**/api/contcatUs/create');
    await sendButton(page).click();
    expect((await sent).postDataJSON()).toMatchObject({ message: text });
    await expect.poll(() => toastTexts(page)).toContain('Contact form submitted successfully!');
    expect(problems).toEqual([]);
    await context.close();
  });

  it('keeps the page and the typing when the code cannot be fetched offline, and goes live when the connection returns', async () => {
    const { page, context } = await newPage(browser());
    // The first request for the form's code is lost with the connection.
    const code = await loseFirstRequestOffline(page, formChunk);
    await gotoHydrated(page, '/contact');
    await field(page, 'Name').click();
    await expect.poll(() => code.requests).toBe(1);
    await page.keyboard.type(enquiry.name);

    // Still the contact page with its form, not an error screen; Send waits for the code.
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Contact Us');
    expect(await sendButton(page).isDisabled()).toBe(true);
    expect(await field(page, 'Name').inputValue()).toBe(enquiry.name);

    await context.setOffline(false);
    await expect.poll(() => sendButton(page).isEnabled(), { timeout: 15_000 }).toBe(true);
    expect(code.requests).toBe(2);
    expect(await field(page, 'Name').inputValue()).toBe(enquiry.name);
    await context.close();
  });

  it('keeps the page when the toast code is lost with the connection, and toasts once it returns', async () => {
    const { page, context, problems } = await newPage(browser());
    const code = await loseFirstRequestOffline(page, /\/assets\/toast-host-[^/]*\.js$/);
    await gotoHydrated(page, '/contact');
    await page.locator('.enquiry-section').scrollIntoViewIfNeeded();
    await expect.poll(() => code.requests).toBe(1);
    await expect.poll(() => sendButton(page).isEnabled()).toBe(true);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Contact Us');

    await context.setOffline(false);
    await page.waitForFunction(() => document.documentElement.dataset.toasts === 'ready');
    expect(code.requests).toBe(2);
    // The failed fetch is the browser's own console line; the app itself raised nothing.
    expect(problems.filter((p) => !p.includes('ERR_INTERNET_DISCONNECTED'))).toEqual([]);
    await context.close();
  });
});
