import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { makeZip } from '../api/test-support/zips.ts';
import { newPage, useBrowser } from './support/browser.ts';
import { answerAndContinue, loginAs } from './support/candidate.ts';
import type { TestCandidate } from './support/file-server.ts';
import { useFreshServers } from './support/fresh-servers.ts';
import { serverTestClock } from './support/server-clock.ts';

const servers = useFreshServers();
const browser = useBrowser();

const fileInput = (page: Page) => page.getByLabel('Solution (.zip)');
const uploadButton = (page: Page) => page.getByRole('button', { name: /^(Upload|Retry upload)$/ });
const zip = async (size = 2000) => ({
  name: 'solution.zip',
  mimeType: 'application/zip',
  buffer: await makeZip({ 'README.md': 'My solution', 'data.bin': randomBytes(size) }),
});

async function openPracticalRound(page: Page, who: string | TestCandidate) {
  await loginAs(page, who, '/rule-page-practical');
  await page.getByRole('button', { name: 'Start Test' }).click();
  await page.getByRole('heading', { name: 'Practical Round' }).waitFor();
}

describe('no dead ends for a candidate', () => {
  it('shows a candidate who finished both rounds what they finished and when, never a Start', async () => {
    const candidate = await servers.candidate('both');
    const page = await (await servers.onFileServer()).newPage();
    await loginAs(page, candidate, '/rule-page');
    await page.getByRole('link', { name: 'Start Test' }).click();
    for (let i = 0; i < 10; i++) await answerAndContinue(page, true);
    const dialog = page.getByRole('dialog', { name: 'Practical round instructions' });
    await dialog.getByRole('button', { name: 'Start' }).click();
    await page.getByRole('heading', { name: 'Practical Round' }).waitFor();
    await fileInput(page).setInputFiles(await zip());
    await uploadButton(page).click();
    await page.waitForURL((url) => url.pathname === '/practical-submit');

    // Logging in again leads to the submission, with its file and time.
    await loginAs(page, candidate, '/practical-submit');
    await page.getByText(/Your practical work \(solution\.zip\) reached us on .+\./).waitFor();
    // The MCQ result says the practical is done, and offers no round to start.
    await page.goto('/test-submitted');
    await page.getByText(/You submitted your practical round on .+\./).waitFor();
    expect(
      await page.getByRole('button', { name: 'Continue to the practical round' }).count(),
    ).toBe(0);
    expect(await page.getByRole('dialog').count()).toBe(0);
    // The practical rules, opened directly, lead to the submission as well.
    await page.goto('/rule-page-practical');
    await page.waitForURL((url) => url.pathname === '/practical-submit');
  });

  it.each([
    '/interview',
    '/rule-page',
    '/test-submitted',
    '/rule-page-practical',
    '/practical-round',
    '/practical-submit',
  ])('sends a visitor who is not logged in from %s to the login', async (path) => {
    const { page, context } = await newPage(browser());
    await page.goto(path);
    await page.waitForURL((url) => url.pathname === '/login');
    await page.getByRole('button', { name: 'Sign In' }).waitFor();
    await context.close();
  });

  it('tells the candidate only what is true: no rule about the console or the screen size', async () => {
    const { page, context } = await newPage(browser());
    await loginAs(page, 'DEMO-MCQ', '/rule-page');
    const rules = (await page.locator('.candidate-rules').textContent()) ?? '';
    expect(rules).not.toMatch(/console|resiz|split/i);
    expect(rules).toContain('switch to another tab or app');
    await context.close();
  });
});

describe("the pages after a round, in the candidate area's plain layout", () => {
  // Issue 39, item 16: they carried the marketing menu and the newsletter footer (and this test
  // checked their heading cleared the menu); now they have neither, as the test pages.
  it.each([
    [390, 844],
    [1366, 768],
  ])(
    'show no marketing menu or newsletter footer, and fill the window, at %i px',
    async (width, height) => {
      const { page, context } = await newPage(browser(), { viewport: { width, height } });
      await loginAs(page, 'DEMO-PRACTICAL', '/rule-page-practical');
      for (const path of ['/test-submitted', '/practical-submit', '/practical-round']) {
        await page.goto(path);
        const heading = page.getByRole('heading', { level: 1 }).first();
        await heading.waitFor();
        expect(await page.locator('header.nav-bar').count(), path).toBe(0);
        expect(await page.locator('.site-footer').count(), path).toBe(0);
        expect(await page.getByRole('textbox', { name: /e-?mail/i }).count(), path).toBe(0);
        // The card starts near the top (no room kept for a bar that is not there), on the
        // area's background down to the window's bottom.
        expect((await heading.boundingBox())?.y ?? Infinity, path).toBeLessThan(120);
        const mainBottom = await page
          .locator('main')
          .evaluate((el) => el.getBoundingClientRect().bottom + window.scrollY);
        expect(mainBottom, path).toBeGreaterThanOrEqual(height - 1);
      }
      await context.close();
    },
  );
});

describe('the practical upload', () => {
  it('says "No file selected!", checks the size before sending, and resets Retry for a new file', async () => {
    const page = await (await servers.onFileServer()).newPage();
    await openPracticalRound(page, await servers.candidate('practical'));
    // The chooser closed without a file.
    await fileInput(page).dispatchEvent('cancel');
    await page.getByText('No file selected!').waitFor();

    // A file over the limit is refused here; nothing is sent.
    let sent = 0;
    page.on('request', (request) => {
      if (request.url().endsWith('/upload-practical-test-zip')) sent += 1;
    });
    const big = path.join(await mkdtemp(path.join(tmpdir(), 'e2e-zip-')), 'big.zip');
    await writeFile(big, Buffer.alloc(51 * 1024 * 1024));
    await fileInput(page).setInputFiles(big);
    await rm(path.dirname(big), { recursive: true, force: true });
    await page.getByText('The file is too large: the limit is 50 MB.').waitFor();
    expect(await uploadButton(page).isDisabled()).toBe(true);
    expect(sent).toBe(0);

    // A failed upload offers a retry; choosing another file makes it a fresh upload.
    await page.route('**/upload-practical-test-zip', (route) => route.abort('connectionreset'));
    await fileInput(page).setInputFiles(await zip());
    await uploadButton(page).click();
    await page.getByRole('button', { name: 'Retry upload' }).waitFor();
    await fileInput(page).setInputFiles(await zip(3000));
    await page.getByRole('button', { name: 'Upload', exact: true }).waitFor();
  });

  it('tells the candidate when an upload arrived after the deadline, within the grace period', async () => {
    const clock = await serverTestClock();
    const { server, context } = await servers.open({ env: clock.env });
    const page = await context.newPage();
    await page.clock.install();
    await openPracticalRound(page, 'DEMO-PRACTICAL');
    await fileInput(page).setInputFiles(await zip());
    // Ten seconds past the two hours: the reason is asked for; the server's grace is 30 s.
    await clock.advance(server, 2 * 3600_000 + 10_000);
    await page.clock.fastForward(2 * 3600_000 + 10_000);
    await page.getByLabel('Reason for delay').fill('The lab network was slow.');
    await uploadButton(page).click();
    await page.waitForURL((url) => url.pathname === '/practical-submit');
    await page
      .getByText(
        /^It arrived 1\d s after the deadline, within the 30 s grace period, so it counts as on time\.$/,
      )
      .waitFor();
  });
});
