import { gzipSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newPage, useBrowser } from './support/browser.ts';
import { gotoEnquiryForm, gotoHydrated } from './support/enquiry-form.ts';

const browser = useBrowser();

/** Strings found only in each library's code (checked against the contact page below). */
const formLibraries = {
  formik: 'Formik',
  'react-phone-input-2': 'react-tel-input',
  dexie: 'Dexie',
};

/** Strings found only in the login page's logic: the machine, the rules, the HTTP client. */
const loginLibraries = {
  xstate: 'xstate.init',
  yup: 'is a required field',
  axios: 'AxiosError',
};

/** React Router's own code, which a prerendered page loads only when its visitor navigates. */
const routerMarker = 'React Router caught the following error';

/**
 * The budgets of issue 17, in kB of 1000 bytes gzipped (scripts/bench-web/goals.ts holds the
 * same for `npm run bench:web`): the home page 90, a candidate's login page 100.
 */
const budgetKb = { home: 90, login: 100 };

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

/** A page opened on a phone and loaded until its network is idle, recording every script. */
async function openOnPhone(path: string) {
  const { page, context } = await newPage(browser(), {
    viewport: { width: 412, height: 823 },
    isMobile: true,
    hasTouch: true,
  });
  const scripts = recordScripts(page);
  await gotoHydrated(page, path);
  await page.waitForLoadState('networkidle');
  return { page, context, scripts };
}

const librariesIn = (code: string[], libraries: Record<string, string> = formLibraries) =>
  Object.entries(libraries)
    .filter(([, marker]) => code.some((c) => c.includes(marker)))
    .map(([name]) => name);

describe('JavaScript budget', () => {
  it(`keeps the home page within ${budgetKb.home} kB of gzipped JavaScript, without the form libraries or the router`, async () => {
    const { page, context, scripts } = await openOnPhone('/');
    const onLoad = await scripts();
    console.log(`home page JavaScript on load: ${gzipKb(onLoad).toFixed(1)} kB gzipped`);
    expect(gzipKb(onLoad)).toBeLessThanOrEqual(budgetKb.home);
    expect(librariesIn(onLoad.map((s) => s.code))).toEqual([]);
    expect(onLoad.some((s) => s.code.includes(routerMarker))).toBe(false);

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

    // Following a link brings React Router, and the page changes without a reload.
    await page.evaluate(() => ((window as { samePage?: boolean }).samePage = true));
    await footer.getByRole('link', { name: 'Web Development' }).click();
    await page.getByRole('heading', { level: 1, name: 'Web Development' }).waitFor();
    expect(await page.evaluate(() => (window as { samePage?: boolean }).samePage)).toBe(true);
    expect((await scripts()).some((s) => s.code.includes(routerMarker))).toBe(true);
    await context.close();
  });

  it(`keeps /login within ${budgetKb.login} kB of gzipped JavaScript until the candidate starts on the form`, async () => {
    const { page, context, scripts } = await openOnPhone('/login');
    const onLoad = await scripts();
    console.log(`login page JavaScript on load: ${gzipKb(onLoad).toFixed(1)} kB gzipped`);
    expect(gzipKb(onLoad)).toBeLessThanOrEqual(budgetKb.login);
    const code = onLoad.map((s) => s.code);
    expect(librariesIn(code, loginLibraries)).toEqual([]);
    expect(code.some((c) => c.includes(routerMarker))).toBe(false);
    // The first touch of the form brings the login logic, while the candidate types.
    await page.getByLabel('One-Time ID').tap();
    await expect
      .poll(async () =>
        librariesIn(
          (await scripts()).map((s) => s.code),
          loginLibraries,
        ),
      )
      .toEqual(Object.keys(loginLibraries));
    await context.close();
  });

  it("loads the enquiry form's code on a phone only when the visitor comes near the form", async () => {
    const { page, context, scripts } = await openOnPhone('/contact');
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
    const { page, context } = await newPage(browser());
    const scripts = recordScripts(page);
    await gotoEnquiryForm(page);
    await expect
      .poll(async () => librariesIn((await scripts()).map((s) => s.code)))
      .toEqual(Object.keys(formLibraries));
    await context.close();
  });
});
