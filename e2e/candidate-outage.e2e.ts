import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { queuedMessage } from '../api/http/admission-guard.ts';
import type { QuestionState } from '../shared/contract/interview-responses.ts';
import { collectProblems } from './support/browser.ts';
import { answerAndContinue, choose, loginAs, startMcqTest } from './support/candidate.ts';
import { queryDataDir } from './support/data-dir-database.ts';
import { useFreshServers } from './support/fresh-servers.ts';
import { serverTestClock } from './support/server-clock.ts';

const servers = useFreshServers();

const notice = (page: Page) => page.locator('.candidate-notice');

describe('no answer lost, whatever the outage', () => {
  it('keeps an option ticked before a 200 s outage across the deadline: stored, flagged, and shown as kept', async () => {
    // Both clocks move together: the server's by its test clock, the browser's by Playwright's.
    const clock = await serverTestClock();
    const { server, context } = await servers.open({
      env: { ...clock.env, SWEEP_INTERVAL_MS: '200' },
    });
    const page = await context.newPage();
    const problems = collectProblems(page);
    await page.clock.install();
    await startMcqTest(page, 'DEMO-BOTH');
    await answerAndContinue(page, true);
    await page.getByText('Question: 2 of 10', { exact: true }).waitFor();

    // On question 2 at 0:57 the network drops; the candidate ticks an option and waits.
    await page.clock.fastForward(3000);
    await clock.advance(server, 3000);
    await context.setOffline(true);
    const ticked = await choose(page, true);
    expect(ticked).toBe(2);
    await page.clock.fastForward(57_000); // 0:00: the question closes, the choice stays queued
    await notice(page).getByText('Time is up for this question.').waitFor();
    await notice(page)
      .getByText(/^You are offline \(\d+:\d{2}\)\./)
      .waitFor();
    // Once the device has written it (IndexedDB, strict durability) the count says so.
    await expect
      .poll(() => notice(page).textContent())
      .toContain('1 answer is safe on this device.');
    expect(await notice(page).textContent()).toContain(
      'Your answers are kept on this device. When the connection returns they will be sent, and HR will see when each was given.',
    );

    // 200 s later: the server has closed the test as "connection lost" (its sweeper runs).
    await clock.advance(server, 257_000);
    const token = await page.evaluate(() =>
      JSON.parse(localStorage.getItem('accessToken') ?? '""'),
    );
    await expect
      .poll(async () => {
        const res = await fetch(`${server.baseUrl}/api/interview/test/result`, {
          headers: { Authorization: `Bearer ${token}` },
        });
        return res.status;
      })
      .toBe(200);
    await page.clock.fastForward(200_000);
    await expect
      .poll(() =>
        notice(page)
          .getByText(/^You are offline \((3|4):\d{2}\)\./)
          .count(),
      )
      .toBe(1);
    await context.setOffline(false);

    // The answer reaches the server and is kept; the candidate lands on the result, not an error.
    await page.getByRole('heading', { name: 'Test Submitted!' }).waitFor();
    await page.getByText('How the test ended: Connection lost').waitFor();
    await page
      .getByText(
        'One answer reached us after the test had closed. It is kept, not counted in this result, and HR will see when each was given.',
      )
      .waitFor();
    expect(await page.locator('.result-figures').textContent()).toContain('Attempted1');
    // Chromium's own lines for the requests that failed offline and the 409 "already closed"
    // (which carries the result); the app itself logged nothing.
    const browserLines = /ERR_INTERNET_DISCONNECTED|status of 409/;
    expect(problems.filter((p) => !browserLines.test(p))).toEqual([]);

    expect(await server.stop()).toBe(0);
    const kept = await queryDataDir<{
      question_index: number;
      given_after_ms: number;
      kept_because: string;
    }>(server.dataDir, 'select question_index, given_after_ms, kept_because from late_answers');
    expect(kept).toHaveLength(1);
    expect(kept[0]).toMatchObject({ question_index: 1, kept_because: 'attempt-closed' });
    // The device's own account: ticked about 3 s after the question appeared.
    expect(kept[0]?.given_after_ms).toBeGreaterThanOrEqual(2500);
    expect(kept[0]?.given_after_ms).toBeLessThan(10_000);
    const logged = await queryDataDir<{ type: string; detail: { offlineGapMs: number } }>(
      server.dataDir,
      "select type, detail from attempt_events where type = 'late-answer-kept'",
    );
    expect(logged[0]?.detail.offlineGapMs).toBeGreaterThan(200_000);
  });

  it('tells "the server cannot be reached" apart from "offline", and goes on when it answers again', async () => {
    const { context, line } = await servers.contextBehindCuttableLine(
      (await servers.fileServer()).baseUrl,
    );
    const page = await context.newPage();
    await startMcqTest(page, await servers.candidate('mcqs'));
    line.cut(); // the network is up; our server is not answering
    await choose(page, true);
    await page.getByRole('button', { name: 'Next Question' }).click();
    await notice(page)
      .getByText(/^We cannot reach our server \(\d+:\d{2}\)\./)
      .waitFor();
    expect(await notice(page).textContent()).toContain(
      'Your connection works; our server is not answering yet.',
    );
    expect(
      await notice(page)
        .getByText(/You are offline/)
        .count(),
    ).toBe(0);
    line.restore();
    // The outbox retries on its own (back-off), with no online event to wake it.
    await page.getByText('Question: 2 of 10', { exact: true }).waitFor({ timeout: 15_000 });
    await expect.poll(() => notice(page).count()).toBe(0);
  });
});

describe('a server past its capacity', () => {
  it('says the server is busy, not offline, and sends the answer again after the wait it asked for', async () => {
    const page = await (await servers.onFileServer()).newPage();
    await startMcqTest(page, await servers.candidate('mcqs'));
    // The server refuses the first answer as the overload guard does: 503 with Retry-After.
    const sent: number[] = [];
    await page.route('**/api/interview/test/submit-and-next', async (route) => {
      sent.push(Date.now());
      if (sent.length > 1) return route.continue();
      return route.fulfill({
        status: 503,
        headers: { 'Retry-After': '3', 'Content-Type': 'application/json' },
        body: JSON.stringify({ success: false, message: 'Our server is very busy just now.' }),
      });
    });
    await choose(page, true);
    await page.getByRole('button', { name: 'Next Question' }).click();
    await notice(page)
      .getByText(/^Our server is very busy \(\d+:\d{2}\)\./)
      .waitFor();
    expect(await notice(page).textContent()).toContain('we are retrying');
    expect(
      await notice(page)
        .getByText(/offline|cannot reach/)
        .count(),
    ).toBe(0);
    await page.getByText('Question: 2 of 10', { exact: true }).waitFor({ timeout: 15_000 });
    // Sent again once, after the three seconds it was asked to wait, not before.
    expect(sent).toHaveLength(2);
    expect((sent[1] as number) - (sent[0] as number)).toBeGreaterThanOrEqual(2900);
    await expect.poll(() => notice(page).count()).toBe(0);
  });
});

describe('a line before the test', () => {
  it("shows a first start its place in line, keeps the clock stopped, and starts the first question's full minute once admitted", async () => {
    const page = await (await servers.onFileServer()).newPage();
    const problems = collectProblems(page);
    // What /interview showed, in order, as the DOM changed: a flash between two checks counts too.
    await page.addInitScript(() => {
      const seen: string[] = [];
      Object.assign(window, { seenOnInterview: seen });
      const note = (what: string) => {
        if (seen[seen.length - 1] !== what) seen.push(what);
      };
      new MutationObserver(() => {
        if (location.pathname !== '/interview') return;
        const text = document.body.textContent ?? '';
        if (text.includes('Our server is very busy')) note('busy');
        const place = /Number (\d+) in line/.exec(text);
        if (place) note(`line ${place[1]}`);
        const timer = document.querySelector('[role="timer"]');
        if (timer && !seen.some((s) => s.startsWith('timer'))) note(`timer ${timer.textContent}`);
      }).observe(document, { childList: true, subtree: true, characterData: true });
    });
    await loginAs(page, await servers.candidate('mcqs'), '/rule-page');

    // The first two starts are answered as the admission line does; the third reaches the server.
    const asked: number[] = [];
    await page.route('**/api/interview/test/start', async (route) => {
      asked.push(Date.now());
      const place = 3 - asked.length;
      if (place < 1) return route.continue();
      return route.fulfill({
        status: 503,
        headers: { 'Retry-After': '1', 'Content-Type': 'application/json' },
        body: JSON.stringify({
          success: false,
          message: queuedMessage,
          queue: { place, waitSeconds: place === 2 ? 74 : null },
        }),
      });
    });
    const started = page.waitForResponse(
      (res) => res.url().endsWith('/api/interview/test/start') && res.status() === 200,
    );
    await page.getByRole('link', { name: 'Start Test' }).click();

    const status = page.getByRole('status').filter({ hasText: 'You are in line to start' });
    await status.getByText('Number 2 in line · about 2 minutes', { exact: true }).waitFor();
    await status.getByRole('heading', { name: 'You are in line to start' }).waitFor();
    expect(await status.textContent()).toContain(
      'Your test’s clock has not started: your minute for each question starts with your first question. This page moves on by itself; keep it open.',
    );
    // The page asks again by itself: no button that would only ask sooner, and no clock yet.
    expect(await page.getByRole('button', { name: 'Try again' }).count()).toBe(0);
    expect(await page.getByRole('timer').count()).toBe(0);

    await status
      .getByText('Number 1 in line. The wait depends on how soon places free up.', { exact: true })
      .waitFor();
    await page.getByText('Question: 1 of 10', { exact: true }).waitFor({ timeout: 15_000 });

    // Asked three times, each after the second it was asked to wait.
    expect(asked).toHaveLength(3);
    for (const i of [1, 2])
      expect((asked[i] as number) - (asked[i - 1] as number)).toBeGreaterThanOrEqual(900);
    // The server's clock started with the admitted start, not the first ask: the whole minute.
    const state = (await (await started).json()) as QuestionState;
    expect(Date.parse(state.servedAt)).toBeGreaterThanOrEqual((asked[2] as number) - 50);
    expect(Date.parse(state.deadlineAt) - Date.parse(state.servedAt)).toBe(60_000);
    const seen = await page.evaluate(
      () => (window as unknown as { seenOnInterview: string[] }).seenOnInterview,
    );
    // Never the old "very busy" text, never a clock while in line; the first clock read 1:00.
    expect(seen.filter((s) => /^(busy|line|timer)/.test(s))).toEqual([
      'line 2',
      'line 1',
      'timer 1:00',
    ]);
    expect(problems.filter((p) => !/status of 503/.test(p))).toEqual([]);
  });
});

describe('two windows on one test', () => {
  it('lets the newest window take over; the older one is told, stops, and what it sends is kept', async () => {
    const candidate = await servers.candidate('mcqs');
    const first = await (await servers.onFileServer()).newPage();
    await startMcqTest(first, candidate);
    await answerAndContinue(first, true);

    // The same candidate in another browser (its own storage): it takes the test over.
    const second = await (await servers.onFileServer()).newPage();
    await loginAs(second, candidate, '/rule-page');
    await second.getByRole('link', { name: 'Start Test' }).click();
    await second.getByText('Question: 2 of 10', { exact: true }).waitFor();

    // The first window answers: it is told, and stops.
    await choose(first, true);
    await first.getByRole('button', { name: 'Next Question' }).click();
    await first.getByRole('heading', { name: 'This test continues in another window' }).waitFor();
    expect(await first.getByRole('button', { name: 'Next Question' }).count()).toBe(0);

    // The newer window goes on to the end.
    for (let i = 1; i < 10; i++) await answerAndContinue(second, true);
    await second.getByRole('heading', { name: 'Test Submitted!' }).waitFor();
    expect(await second.locator('.result-figures').textContent()).toContain('Final Result100%');

    const events = (await servers.timelineOnRecord(candidate)).map((event) => event.type);
    expect(
      events.filter((type) => type === 'window-taken-over' || type === 'late-answer-kept'),
    ).toEqual(['window-taken-over', 'late-answer-kept']);
  });
});
