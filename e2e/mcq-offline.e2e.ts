import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { answerAndContinue, choose, serverResult, startMcqTest } from './support/candidate.ts';
import { useFreshServers } from './support/fresh-servers.ts';
import { demoAdmin, hrTestTimeoutMs, signInToConsole } from './support/hr-console.ts';

const servers = useFreshServers();

/** A candidate HR made for the test, on the first question in a page of `context`. */
async function openTest(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  await startMcqTest(page, await servers.candidate('mcqs'));
  return page;
}

/** A name as a regular expression that matches it literally ("Test Candidate 1 (mcqs)"). */
const escaped = (name: string) => name.replace(/[()]/g, '\\$&');

// "You are offline (0:12).", counting up while the connection is away.
const offlineNotice = /^You are offline \(\d+:\d{2}\)\.$/;

describe('no answer is lost on an unreliable connection', () => {
  it(
    'keeps answering through a 30 s network cut; every answer reaches the server, and HR sees the cut',
    async () => {
      const candidate = await servers.candidate('mcqs');
      const context = await servers.onFileServer();
      const page = await context.newPage();
      await startMcqTest(page, candidate);
      // HR watches the live board from a browser of its own, whose network stays up.
      const hr = await servers.pageOn((await servers.fileServer()).baseUrl);
      await signInToConsole(hr, demoAdmin, '/hr/board');
      const row = hr.getByRole('row', { name: new RegExp(escaped(candidate.name)) });
      await expect.poll(() => row.innerText()).toMatch(/In progress/);
      await answerAndContinue(page, true);
      await answerAndContinue(page, true);

      await context.setOffline(true);
      const cutAt = Date.now();
      await choose(page, true);
      await page.getByRole('button', { name: 'Next Question' }).click();
      await page.getByText(offlineNotice).waitFor();
      expect(await page.getByText('Question: 3 of 10', { exact: true }).count()).toBe(1);
      // The clock keeps running while offline.
      const before = await page.getByRole('timer').textContent();
      // The board says so while it lasts, long before question 3's minute is up.
      await expect
        .poll(() => row.innerText(), { timeout: 25_000 })
        .toMatch(/Offline[\s\S]*Question 3 of 10; the device has not been heard from since/);
      await page.waitForTimeout(Math.max(0, 30_000 - (Date.now() - cutAt)));
      expect(await page.getByRole('timer').textContent()).not.toBe(before);
      await context.setOffline(false);

      await page.getByText('Question: 4 of 10', { exact: true }).waitFor();
      expect(await page.getByText(offlineNotice).count()).toBe(0);
      await expect.poll(() => row.innerText()).toMatch(/In progress[\s\S]*Question 4 of 10/);
      for (let i = 3; i < 10; i++) await answerAndContinue(page, i % 2 === 1); // 4 of these 7 right (3, 5, 7, 9)
      await page.getByRole('heading', { name: 'Test Submitted!' }).waitFor();
      expect((await serverResult(page)).body.data).toMatchObject({
        attemptedQuestionsCount: 10,
        rightAnswersCount: 7,
        wrongAnswersCount: 3,
        finalResult: '70%',
        submitReason: 'completed',
      });

      // HR's report tells the cut: when the device went offline and came back by its own clock,
      // when each answer was given on it, and question 3's time the same in both tables.
      await row.getByRole('link', { name: candidate.name }).click();
      const timeline = hr.getByRole('region', { name: 'Timeline', exact: true });
      const cells = async (text: RegExp) =>
        (await timeline.locator('tbody tr', { hasText: text }).first().innerText()).split('\t');
      await timeline.getByText(/The device went offline for \d+ s \(by its clock\)\./).waitFor();
      const [, wentAt, , length] = await cells(/The device went offline for/);
      expect(wentAt).toMatch(/\d{1,2}:\d{2}:\d{2}/);
      expect(Number(length?.replace(' s', ''))).toBeGreaterThanOrEqual(25);
      const [, backAt] = await cells(/The device was back online after \d+ s offline\./);
      expect(backAt).toMatch(/\d{1,2}:\d{2}:\d{2}/);
      for (const answered of await timeline
        .locator('tbody tr', { hasText: /Answered question/ })
        .all())
        expect((await answered.innerText()).split('\t')[1]).not.toBe('—');
      const served = (await cells(/Shown question 3;/))[4] ?? '';
      const [, given, arrived] =
        /answered after ([\d.]+) s on the device, reached the server after (\d+) s\./.exec(
          served,
        ) ?? [];
      expect(Number(arrived)).toBeGreaterThanOrEqual(25);
      const answers = hr.getByRole('region', { name: 'Answers', exact: true });
      const third = (await answers.locator('tbody tr').nth(2).innerText()).split('\t');
      expect(third[5]).toBe(`${given} s on the device (reached the server after ${arrived} s)`);

      // results.csv counts the offline seconds.
      const csv = await hr.request.get('/api/hr/results.csv');
      const lines = (await csv.text()).split('\r\n');
      const column = (lines[0] ?? '').split(',').indexOf('offline_seconds');
      const line = lines.find((l) => l.startsWith(candidate.id)) ?? '';
      expect(Number(line.split(',')[column])).toBeGreaterThanOrEqual(25);
    },
    hrTestTimeoutMs,
  );

  it('loses nothing when the page is reloaded while offline', async () => {
    const page = await openTest(await servers.onFileServer(true));
    const context = page.context();
    // The service worker must hold the app shell before the network goes.
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => true));
    await answerAndContinue(page, true);

    await context.setOffline(true);
    await choose(page, true);
    await page.getByRole('button', { name: 'Next Question' }).click();
    await page.getByText(offlineNotice).waitFor();
    page.on('dialog', (dialog) => void dialog.accept());
    await page.reload();
    // The reloaded page (from the service worker) knows the test was submitted and waits.
    await page.getByText(offlineNotice).waitFor();
    await context.setOffline(false);

    await page.getByRole('heading', { name: 'Test Submitted!' }).waitFor();
    await page
      .locator('.Toastify')
      .getByText('Test auto-submitted. Reason: Page refresh or close')
      .waitFor();
    expect((await serverResult(page)).body.data).toMatchObject({
      attemptedQuestionsCount: 2,
      rightAnswersCount: 2,
      submitReason: 'reload',
    });
  });
});
