import { gzipSync } from 'node:zlib';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage } from './support/browser.ts';
import { gotoEnquiryForm, gotoHydrated } from './support/enquiry-form.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

/** Strings found only in each library's code (checked against the contact page below). */
const formLibraries = {
  formik: 'Formik',
  'react-phone-input-2': 'react-tel-input',
  dexie: 'Dexie',
};

/**
 * Every script a page loads, with its gzipped size. A script still arriving when the test closes
 * its page cannot be read any more; its failure is handled here (else an unhandled rejection after
 * the test) and still fails any `scripts()` that awaits it.
 */
function recordScripts(page: Page) {
  const scripts: Promise<{ url: string; code: string; gzipBytes: number }>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    const script = response.body().then((body) => ({
      url: response.url(),
      code: body.toString('utf8'),
      gzipBytes: gzipSync(body).length,
    }));
    script.catch(() => undefined);
    scripts.push(script);
  });
  return () => Promise.all(scripts);
}

const gzipKb = (scripts: { gzipBytes: number }[]) =>
  scripts.reduce((sum, s) => sum + s.gzipBytes, 0) / 1000;

const librariesIn = (code: string[]) =>
  Object.entries(formLibraries)
    .filter(([, marker]) => code.some((c) => c.includes(marker)))
    .map(([name]) => name);

describe('JavaScript budget', () => {
  it('keeps the home page under 120 kB of gzipped JavaScript, without the form libraries', async () => {
    const { page, context } = await newPage(browser);
    const scripts = recordScripts(page);
    await gotoHydrated(page, '/');
    await page.waitForLoadState('networkidle');
    const onLoad = await scripts();
    console.log(`home page JavaScript on load: ${gzipKb(onLoad).toFixed(1)} kB gzipped`);
    expect(gzipKb(onLoad)).toBeLessThan(120);
    expect(librariesIn(onLoad.map((s) => s.code))).toEqual([]);

    // Using the footer's newsletter form loads its rules (yup), still none of the form libraries.
    const footer = page.getByRole('contentinfo');
    await footer.getByRole('button', { name: 'Subscribe' }).click();
    await expect
      .poll(() => footer.locator('.newsletter-form__error').allTextContents())
      .toEqual(['Email is required']);
    const afterUse = await scripts();
    const added = afterUse.slice(onLoad.length);
    console.log(
      `after using the newsletter form: +${gzipKb(added).toFixed(1)} kB gzipped (${added.map((s) => s.url.split('/').pop()).join(', ')})`,
    );
    expect(afterUse.length).toBeGreaterThan(onLoad.length);
    expect(librariesIn(afterUse.map((s) => s.code))).toEqual([]);
    await context.close();
  });

  it("loads the enquiry form's code on a phone only when the visitor comes near the form", async () => {
    const { page, context } = await newPage(browser, {
      viewport: { width: 412, height: 823 },
      isMobile: true,
      hasTouch: true,
    });
    const scripts = recordScripts(page);
    await gotoHydrated(page, '/contact');
    await page.waitForLoadState('networkidle');
    // The form below the fold is the prerendered one: visible, its Send not yet live.
    const send = page.getByRole('button', { name: 'Send Enquiry' });
    expect(await send.isDisabled()).toBe(true);
    expect(librariesIn((await scripts()).map((s) => s.code))).toEqual([]);
    // Scrolling to it brings the form to life.
    await page.getByLabel('Name', { exact: true }).scrollIntoViewIfNeeded();
    await expect.poll(() => send.isEnabled()).toBe(true);
    // ...and its sender (the IndexedDB outbox) follows once it is mounted.
    await expect
      .poll(async () => librariesIn((await scripts()).map((s) => s.code)))
      .toEqual(Object.keys(formLibraries));
    await context.close();
  });

  it('loads the form libraries on the contact page (so the check above can see them)', async () => {
    const { page, context } = await newPage(browser);
    const scripts = recordScripts(page);
    await gotoEnquiryForm(page);
    await expect
      .poll(async () => librariesIn((await scripts()).map((s) => s.code)))
      .toEqual(Object.keys(formLibraries));
    await context.close();
  });
});
