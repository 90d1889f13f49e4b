import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { collectProblems } from './support/browser.ts';
import {
  answerAndContinue,
  blurWindow,
  choose,
  currentQuestion,
  hideTab,
  loginAs,
  queuedOnDevice,
  recordFinalSubmitAnswers,
  regainFocus,
  serverResult,
  startMcqTest,
} from './support/candidate.ts';
import type { TestCandidate } from './support/file-server.ts';
import { useFreshServers } from './support/fresh-servers.ts';

const servers = useFreshServers();

/** A page logged in on the MCQ test's first question, as a demo candidate or one HR made. */
async function startTest(who: string | TestCandidate, options: { clock?: boolean } = {}) {
  const context = await servers.onFileServer();
  const page = await context.newPage();
  const problems = collectProblems(page);
  if (options.clock) await page.clock.install();
  await startMcqTest(page, who);
  return { page, context, problems };
}

/** A candidate for the MCQ test only, made by HR for this test alone. */
const mcqCandidate = () => servers.candidate('mcqs');

async function resultPage(page: Page) {
  await page.getByRole('heading', { name: 'Test Submitted!' }).waitFor();
  return page;
}

describe('the MCQ test in the browser', () => {
  it('runs a whole test one question at a time to a known score', async () => {
    const { page, problems } = await startTest('DEMO-MCQ');
    expect(await page.getByText(/^Time Remaining:/).textContent()).toMatch(
      /Time Remaining: (1:00|0:5\d)/,
    );
    expect(await page.locator('header.nav-bar').count()).toBe(0);
    // One answer per question: checking another option unchecks the first.
    const q = await currentQuestion(page);
    const boxes = page.locator('.interview__option input');
    await boxes.nth(0).check();
    await boxes.nth(1).check();
    expect(
      await boxes.evaluateAll((els) => els.map((el) => (el as HTMLInputElement).checked)),
    ).toEqual(Array.from({ length: q.options }, (_, i) => i === 1));
    for (let i = 0; i < 10; i++) await answerAndContinue(page, i !== 3 && i !== 7); // 8 right, 2 wrong
    await resultPage(page);
    await page.locator('.Toastify').getByText('Test submitted successfully!').waitFor();
    const figures = await page.locator('.result-figures').textContent();
    expect(figures).toContain('Total Questions10');
    expect(figures).toContain('Attempted10');
    expect(figures).toContain('Right Answers8');
    expect(figures).toContain('Wrong Answers2');
    expect(figures).toContain('Final Result80%');
    // An MCQ-only candidate who passed hears from HR; no practical dialog.
    await page.getByText('Our HR team will be in touch').waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect((await serverResult(page)).body.data).toMatchObject({
      finalResult: '80%',
      submitReason: 'completed',
    });
    expect(problems).toEqual([]);
  });

  it('moves on when a question is left to time out (browser clock)', async () => {
    const { page } = await startTest(await mcqCandidate(), { clock: true });
    await choose(page, true);
    await page.clock.fastForward(59_000);
    expect(await page.getByText('Question: 1 of 10', { exact: true }).count()).toBe(1);
    // Polled: React may render the step's tick just after the clock has moved.
    await expect.poll(() => page.getByRole('timer').textContent()).toBe('0:01');
    await page.clock.fastForward(1_000);
    await page.getByText('Question: 2 of 10', { exact: true }).waitFor();
    expect(await page.getByRole('timer').textContent()).toBe('1:00');
    expect(await page.locator('.interview__option input:checked').count()).toBe(0);
    // Leave the second unanswered too, then submit the rest by hand.
    await page.clock.fastForward(60_000);
    await page.getByText('Question: 3 of 10', { exact: true }).waitFor();
    for (let i = 2; i < 10; i++) await answerAndContinue(page, true);
    await resultPage(page);
    expect((await serverResult(page)).body.data).toMatchObject({
      attemptedQuestionsCount: 9,
      rightAnswersCount: 9,
    });
  });

  it('tells a candidate for both rounds who scores 70 % that the practical round is not offered', async () => {
    const candidate = await servers.candidate('both');
    const { page, problems } = await startTest(candidate);
    for (let i = 0; i < 10; i++) await answerAndContinue(page, i < 7); // 7 right, 3 wrong
    await resultPage(page);
    expect(await page.locator('.result-figures').textContent()).toContain('Final Result70%');
    await page
      .getByText(
        'Thank you for taking the test. A score above 75% is needed for the practical round, so we cannot offer it to you this time.',
      )
      .waitFor();
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(
      await page.getByRole('button', { name: 'Continue to the practical round' }).count(),
    ).toBe(0);
    expect((await serverResult(page)).body.data).toMatchObject({
      finalResult: '70%',
      passed: false,
    });
    // Logging in again shows the result straight away, never the practical rules or a Start.
    await loginAs(page, candidate, '/test-submitted');
    await page.getByText('How the test ended: Test completed').waitFor();
    expect(problems).toEqual([]);
  });
});

describe('auto-submit', () => {
  async function expectAutoSubmitted(page: Page, reason: string, label: string) {
    await resultPage(page);
    await page.locator('.Toastify').getByText(`Test auto-submitted. Reason: ${label}`).waitFor();
    // The toast goes; the result page keeps saying how the test ended.
    await page.locator('.test-ending').getByText(`How the test ended: ${label}, on`).waitFor();
    const result = await serverResult(page);
    expect(result.body.data).toMatchObject({ submitReason: reason });
    return result.body.data;
  }

  /**
   * Nothing is left queued on the device, and the attempt's record (HR's report) holds one
   * submission, by the candidate's browser, for `reason`.
   */
  async function expectSubmittedOnce(page: Page, candidate: TestCandidate, reason: string) {
    expect(await queuedOnDevice(page)).toEqual({ outbox: 0, mirroredSubmit: false });
    const endings = (await servers.timelineOnRecord(candidate))
      .filter((event) => event.type === 'submitted')
      .map((event) => event.text);
    expect(endings).toHaveLength(1);
    expect(endings[0]).toMatch(
      new RegExp(
        `^The candidate's browser ended the test at \\d\\d:\\d\\d:\\d\\d \\(${reason}\\)\\.$`,
      ),
    );
  }

  /** A new candidate on their test's first question, every answer to its final submit recorded. */
  async function startRecordedTest() {
    const candidate = await mcqCandidate();
    const { page } = await startTest(candidate);
    return { candidate, page, answers: recordFinalSubmitAnswers(page) };
  }

  it('submits once when the tab is hidden, keeping the answers given', async () => {
    const { page } = await startTest(await mcqCandidate());
    const submits: number[] = [];
    page.on('response', (r) => {
      if (r.url().endsWith('/auto-submit')) submits.push(r.status());
    });
    await answerAndContinue(page, true);
    await choose(page, true); // chosen, not yet sent: goes with the final submit
    await hideTab(page);
    await hideTab(page);
    await blurWindow(page);
    const data = await expectAutoSubmitted(page, 'tab-hidden', 'The test tab was hidden');
    expect(data).toMatchObject({ attemptedQuestionsCount: 2, rightAnswersCount: 2 });
    expect(submits).toEqual([200]);
  });

  it('submits when the window stays unfocused for a second, not when focus returns sooner', async () => {
    const { page } = await startTest(await mcqCandidate(), { clock: true });
    const submits: string[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('/auto-submit')) submits.push(r.method());
    });
    // The browser clock stands still between steps, so "within a second" is exact.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
    await blurWindow(page);
    await page.clock.runFor(900);
    await regainFocus(page);
    // Well past the one-second check: still on the test, nothing sent.
    await page.clock.runFor(2000);
    expect(new URL(page.url()).pathname).toBe('/interview');
    expect(submits).toEqual([]);
    // Unfocused for 999 ms: nothing yet; at 1 s the test is submitted.
    await blurWindow(page);
    await page.clock.runFor(999);
    expect(submits).toEqual([]);
    await page.clock.runFor(1);
    await expectAutoSubmitted(page, 'focus-lost', 'The test window lost focus');
    expect(submits).toEqual(['POST']);
  });

  it('submits once on the back button', async () => {
    const { candidate, page, answers } = await startRecordedTest();
    await answerAndContinue(page, false);
    await page.goBack();
    const data = await expectAutoSubmitted(page, 'navigation', 'Back or forward navigation');
    expect(data).toMatchObject({ attemptedQuestionsCount: 1, wrongAnswersCount: 1 });
    expect(new URL(page.url()).pathname).toBe('/test-submitted');
    expect(await answers()).toEqual([{ status: 200, result: data }]);
    await expectSubmittedOnce(page, candidate, 'navigation');
  });

  it('submits once on a refresh, and the reloaded page shows the result', async () => {
    const { candidate, page, answers } = await startRecordedTest();
    await answerAndContinue(page, true);
    await choose(page, true);
    page.on('dialog', (dialog) => void dialog.accept());
    await page.reload();
    const data = await expectAutoSubmitted(page, 'reload', 'Page refresh or close');
    expect(data).toMatchObject({ attemptedQuestionsCount: 2, rightAnswersCount: 2 });
    // By design the intent may travel more than once (a keepalive request as the page unloads,
    // then the reloaded page's replay); the server makes that one submission, and every answer
    // that could be read is that one result.
    const received = await answers();
    const read = received.filter((answer) => answer.result !== 'unread');
    expect(read.length).toBeGreaterThan(0);
    for (const answer of received) expect(answer.status).toBe(200);
    for (const answer of read) expect(answer.result).toEqual(data);
    await expectSubmittedOnce(page, candidate, 'reload');
  });

  it('keeps a failed auto-submit queued, and completes it once the server can be reached', async () => {
    const { candidate, page, answers } = await startRecordedTest();
    await answerAndContinue(page, true);
    const finalSubmit = '**/api/interview/test/auto-submit';
    let cutOff = 0;
    await page.route(finalSubmit, (route) => {
      cutOff += 1;
      return route.abort('connectionreset');
    });
    await hideTab(page);
    await page.locator('.Toastify').getByText('Auto-submit failed.').waitFor();
    await page.getByText('Your test is saved on this device and will be submitted').waitFor();
    expect(new URL(page.url()).pathname).toBe('/interview');
    expect(await queuedOnDevice(page)).toEqual({ outbox: 1, mirroredSubmit: false });

    // The connection is back: the queued submission goes out on its own, without a reload.
    await page.unroute(finalSubmit);
    const data = await expectAutoSubmitted(page, 'tab-hidden', 'The test tab was hidden');
    expect(data).toMatchObject({ attemptedQuestionsCount: 1, rightAnswersCount: 1 });
    expect(cutOff).toBeGreaterThan(0);
    expect(await answers()).toEqual([{ status: 200, result: data }]);
    await expectSubmittedOnce(page, candidate, 'tab-hidden');
  });
});
