import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { answerAndContinue, choose, serverResult, startMcqTest } from './support/candidate.ts';
import { useFreshServers } from './support/fresh-servers.ts';

const servers = useFreshServers();

/** A candidate HR made for the test, on the first question in a page of `context`. */
async function openTest(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  await startMcqTest(page, await servers.candidate('mcqs'));
  return page;
}

// "You are offline (0:12).", counting up while the connection is away.
const offlineNotice = /^You are offline \(\d+:\d{2}\)\.$/;

describe('no answer is lost on an unreliable connection', () => {
  it('keeps answering through a 30 s network cut; every answer reaches the server', async () => {
    const page = await openTest(await servers.onFileServer());
    const context = page.context();
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
    await page.waitForTimeout(Math.max(0, 30_000 - (Date.now() - cutAt)));
    expect(await page.getByRole('timer').textContent()).not.toBe(before);
    await context.setOffline(false);

    await page.getByText('Question: 4 of 10', { exact: true }).waitFor();
    expect(await page.getByText(offlineNotice).count()).toBe(0);
    for (let i = 3; i < 10; i++) await answerAndContinue(page, i % 2 === 1); // 4 of these 7 right (3, 5, 7, 9)
    await page.getByRole('heading', { name: 'Test Submitted!' }).waitFor();
    expect((await serverResult(page)).body.data).toMatchObject({
      attemptedQuestionsCount: 10,
      rightAnswersCount: 7,
      wrongAnswersCount: 3,
      finalResult: '70%',
      submitReason: 'completed',
    });
  });

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
