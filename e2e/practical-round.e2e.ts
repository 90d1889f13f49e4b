import { createHash, randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { makeZip } from '../api/test-support/zips.ts';
import { collectProblems, throttleNetwork } from './support/browser.ts';
import { answerAndContinue, loginAs, startMcqTest } from './support/candidate.ts';
import { queryDataDir } from './support/data-dir-database.ts';
import { useFreshServers } from './support/fresh-servers.ts';
import type { RunningServer } from './support/server.ts';

const servers = useFreshServers();

/**
 * A page on the file's server, or on a server of its own (`own`) for a test that stops it to read
 * what it stored.
 */
async function freshPage(options: { clock?: boolean; own?: boolean } = {}) {
  const server = options.own ? (await servers.open()).server : await servers.fileServer();
  const page = await servers.pageOn(server.baseUrl);
  if (options.clock) await page.clock.install();
  return { page, server, problems: collectProblems(page) };
}

/**
 * A practical candidate from login to the practical page: HR makes one on the file's server, and
 * a server of a test's own has the demo candidate untouched.
 */
async function openPracticalRound(page: Page, own = false) {
  const who = own ? 'DEMO-PRACTICAL' : await servers.candidate('practical');
  await loginAs(page, who, '/rule-page-practical');
  await page.getByRole('button', { name: 'Start Test' }).click();
  await page.waitForURL((url) => url.pathname === '/practical-round');
  await page.getByRole('heading', { name: 'Practical Round' }).waitFor();
}

const fileInput = (page: Page) => page.getByLabel('Solution (.zip)');
const uploadButton = (page: Page) => page.getByRole('button', { name: /Upload|Retry upload/ });

async function zipFile(size = 2000) {
  return {
    name: 'solution.zip',
    mimeType: 'application/zip',
    buffer: await makeZip({
      'app/index.js': 'x',
      'app/blob.bin': randomBytes(size).toString('base64'),
    }),
  };
}

/** A slow upload line (DevTools network emulation), so an upload's progress can be seen. */
const slowUploads = (page: Page) =>
  throttleNetwork(page, {
    latencyMs: 20,
    downloadBytesPerSecond: -1,
    uploadBytesPerSecond: 150 * 1024,
  });

/** The upload's percentage on screen (the progress bar's label). */
async function uploadPercent(page: Page): Promise<number> {
  const text = await page.locator('.upload-progress span').textContent();
  return Number(/^(\d+)%$/.exec(text ?? '')?.[1] ?? Number.NaN);
}

/** The practical submissions the server stored (stops it: PGlite allows one process a directory). */
async function storedSubmissions(server: RunningServer, page: Page) {
  // The page's requests would keep the server finishing them for up to its shutdown grace.
  await page.context().close();
  expect(await server.stop()).toBe(0);
  return queryDataDir<{ size: number; sha256: string }>(
    server.dataDir,
    'select size_bytes as size, sha256 from practical_submissions',
  );
}

describe('the practical round in the browser', () => {
  it('goes from a passed MCQ, through the dialog, to the practical page with its countdown', async () => {
    const { page } = await freshPage();
    const candidate = await servers.candidate('both');
    await startMcqTest(page, candidate);
    for (let i = 0; i < 10; i++) await answerAndContinue(page, i !== 0); // 90 %
    await page.getByRole('heading', { name: 'Test Submitted!' }).waitFor();
    const dialog = page.getByRole('dialog', { name: 'Practical round instructions' });
    await dialog.waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect.poll(() => dialog.isVisible()).toBe(false);
    await page.getByRole('button', { name: 'Continue to the practical round' }).click();
    await dialog.getByRole('button', { name: 'Start' }).click();
    await page.waitForURL((url) => url.pathname === '/practical-round');
    const timer = page.getByRole('timer');
    await expect.poll(() => timer.textContent()).toMatch(/^0[12]:[0-5]\d:[0-5]\d$/);
    expect(
      await page.getByText('Do not include the node_modules folder in your zip.').count(),
    ).toBe(1);
    expect(await page.locator('ol.candidate-rules li').count()).toBe(3);
    // Logging in again leads back to the round under way, never to a Start for it.
    await loginAs(page, candidate, '/practical-round');
  });

  it('uploads a real zip with a visible progress bar and lands on /practical-submit', async () => {
    const { page, problems } = await freshPage();
    await openPracticalRound(page);
    expect(await uploadButton(page).isDisabled()).toBe(true);
    await fileInput(page).setInputFiles(await zipFile(400_000));
    await slowUploads(page);
    await uploadButton(page).click();
    const progress = page.getByLabel('Upload progress');
    await progress.waitFor();
    expect(await page.getByRole('button', { name: 'Uploading...' }).isDisabled()).toBe(true);
    await expect
      .poll(() => page.locator('.upload-progress span').textContent())
      .toMatch(/^([1-9]\d?)%$/);
    await page.waitForURL((url) => url.pathname === '/practical-submit');
    await page.getByRole('heading', { name: 'Test Submitted!' }).waitFor();
    await page.locator('.Toastify').getByText('File uploaded successfully!').waitFor();
    await page.getByRole('link', { name: 'Go to Home' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    expect(await page.evaluate(() => localStorage.getItem('accessToken'))).toBeNull();
    expect(problems).toEqual([]);
  });

  it('waits out a busy server on its own, saying so on the progress bar, then uploads', async () => {
    const { page, server, problems } = await freshPage({ own: true });
    await openPracticalRound(page, true);
    await fileInput(page).setInputFiles(await zipFile());
    // The first attempt finds the server busy storing other uploads (its real 503 answer).
    let busyAnswers = 0;
    await page.route('**/upload-practical-test-zip', async (route) => {
      if (busyAnswers > 0) return route.continue();
      busyAnswers += 1;
      await route.fulfill({
        status: 503,
        headers: { 'retry-after': '2', 'content-type': 'application/json' },
        body: JSON.stringify({
          success: false,
          message:
            'The server is busy storing other uploads. Your upload will be retried in 2 seconds.',
        }),
      });
    });
    await uploadButton(page).click();
    await page.locator('.upload-progress').getByText('Server busy, retrying in 2 s…').waitFor();
    await page.locator('.upload-progress').getByText('Server busy, retrying in 1 s…').waitFor();
    await page.waitForURL((url) => url.pathname === '/practical-submit');
    expect(busyAnswers).toBe(1);
    // The 503 was the test's own answer: the console error it leaves is expected. (Read before
    // the server stops, after which the page's own polling fails.)
    expect(problems.filter((p) => !p.includes('503'))).toEqual([]);
    expect(await storedSubmissions(server, page)).toHaveLength(1);
  });

  it("shows the spec's file messages and keeps the button disabled without a valid file", async () => {
    const { page } = await freshPage();
    await openPracticalRound(page);
    await fileInput(page).setInputFiles({
      name: 'notes.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF'),
    });
    await page.getByText('Please upload a valid .zip file').waitFor();
    expect(await uploadButton(page).isDisabled()).toBe(true);
    await fileInput(page).setInputFiles([]);
    await page.getByText('No file selected!').waitFor();
    await fileInput(page).setInputFiles(await zipFile());
    await expect.poll(() => uploadButton(page).isDisabled()).toBe(false);
  });

  it('asks for a reason for delay when the time is up (browser clock)', async () => {
    const { page } = await freshPage({ clock: true });
    await openPracticalRound(page);
    await fileInput(page).setInputFiles(await zipFile());
    expect(await page.getByLabel('Reason for delay').count()).toBe(0);
    await page.clock.fastForward('02:00:01');
    await expect.poll(() => page.getByRole('timer').textContent()).toBe('00:00:00');
    const reason = page.getByLabel('Reason for delay');
    await reason.waitFor();
    expect(await uploadButton(page).isDisabled()).toBe(true);
    await reason.focus();
    await reason.blur();
    await page.getByText('Please enter a reason for delay').waitFor();
    await reason.fill('My internet connection dropped for an hour.');
    await expect.poll(() => uploadButton(page).isDisabled()).toBe(false);
    await uploadButton(page).click();
    await page.waitForURL((url) => url.pathname === '/practical-submit');
  });

  it('lets an upload cut mid-transfer by a lost connection be retried with one click', async () => {
    const { server, context, line } = await servers.openBehindCuttableLine();
    const page = await context.newPage();
    await openPracticalRound(page, true);
    const zip = await zipFile(400_000);
    await fileInput(page).setInputFiles(zip);
    await slowUploads(page);
    await uploadButton(page).click();
    // Part of the file is on its way when the line drops and the browser goes offline.
    await expect.poll(() => uploadPercent(page)).toBeGreaterThanOrEqual(1);
    line.cut();
    await context.setOffline(true);
    await page.locator('.Toastify').getByText('Upload failed!').waitFor();
    const retry = page.getByRole('button', { name: 'Retry upload' });
    await retry.waitFor();
    expect(new URL(page.url()).pathname).toBe('/practical-round');

    await context.setOffline(false);
    line.restore();
    await retry.click(); // the file chosen before is still there
    await page.waitForURL((url) => url.pathname === '/practical-submit');
    await page.locator('.Toastify').getByText('File uploaded successfully!').waitFor();
    // One submission, and it is the whole file.
    expect(await storedSubmissions(server, page)).toEqual([
      { size: zip.buffer.length, sha256: createHash('sha256').update(zip.buffer).digest('hex') },
    ]);
  });
});
