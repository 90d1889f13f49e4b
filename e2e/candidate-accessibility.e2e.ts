import { randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { makeZip } from '../api/test-support/zips.ts';
import { activateByKeyboard, axeViolations, tabTo } from './support/a11y.ts';
import {
  answerAndContinue,
  currentQuestion,
  hideTab,
  loginAs,
  acknowledgeNoticeIfShown,
  noticeShown,
  startMcqTest,
} from './support/candidate.ts';
import { useFreshServers } from './support/fresh-servers.ts';
import { serverTestClock } from './support/server-clock.ts';

const servers = useFreshServers();

const zip = async () => ({
  name: 'solution.zip',
  mimeType: 'application/zip',
  buffer: await makeZip({ 'README.md': 'My solution', 'data.bin': randomBytes(2000) }),
});
const liveRegionSelector = '.candidate-card [role="status"].visually-hidden';
const liveRegion = (page: Page) => page.locator(liveRegionSelector);

/**
 * Records, in the page, every text the polite live region holds, in order, as it changes. Reading
 * the region after each step of a controlled clock can miss a mark that lasts a single step: React
 * may commit the step's text after the read, and the next step replaces it. A screen reader hears
 * each change, so the test records each change.
 */
async function recordLiveRegion(page: Page): Promise<() => Promise<string[]>> {
  await page.evaluate((selector) => {
    const heard: string[] = [];
    const note = () => {
      const text = document.querySelector(selector)?.textContent ?? '';
      if (text !== '' && heard.at(-1) !== text) heard.push(text);
    };
    note();
    new MutationObserver(note).observe(document.body, {
      subtree: true,
      childList: true,
      characterData: true,
    });
    Object.assign(window, { __liveRegionHeard: heard });
  }, liveRegionSelector);
  return () =>
    page.evaluate(() => [
      ...(window as unknown as { __liveRegionHeard: string[] }).__liveRegionHeard,
    ]);
}

/**
 * A page that axe may inspect (the CSP forbids injected scripts), on the file's server, or on a
 * server of its own for a test that moves the server's clock (`env`).
 */
async function freshPage(options: { clock?: boolean; env?: NodeJS.ProcessEnv } = {}) {
  const server = options.env
    ? (await servers.open({ env: options.env })).server
    : await servers.fileServer();
  const page = await servers.axePageOn(server.baseUrl);
  if (options.clock) await page.clock.install();
  return { page, server };
}

/**
 * Moves the server's clock and the page's together, as one step. The server answers the page's
 * resync (`log-time`) only while both clocks agree: the test sends it on (`route.fetch`) between
 * steps, and a step waits until every answer is back. Otherwise a resync read between the two
 * moves would tell the page a time a minute off, which no real clock does.
 */
async function clocksInStep(page: Page, advanceServer: (ms: number) => Promise<void>) {
  const answering = new Set<Promise<void>>();
  let stepping: Promise<void> | null = null;
  await page.route('**/api/interview/log-time', async (route) => {
    while (stepping) await stepping;
    // Sent, answered and handed to the page: only then may the clocks move again.
    const answered = route.fetch().then((response) => route.fulfill({ response }));
    answering.add(answered);
    try {
      await answered;
    } finally {
      answering.delete(answered);
    }
  });
  return async (ms: number) => {
    while (answering.size > 0) await Promise.race([...answering].map((a) => a.catch(() => {})));
    let stepped = () => {};
    stepping = new Promise<void>((resolve) => (stepped = resolve));
    try {
      await advanceServer(ms);
      await page.clock.fastForward(ms);
    } finally {
      stepping = null;
      stepped();
    }
  };
}

/** Collects axe's findings per named state of the candidate pages. */
function axeReport() {
  const report: Record<string, string[]> = {};
  return {
    report,
    async check(page: Page, state: string) {
      const found = await axeViolations(page);
      if (found.length > 0) report[state] = found;
    },
  };
}

describe('accessibility of the candidate area (axe, WCAG 2.2 A and AA)', () => {
  it('finds no violation in any state of the MCQ test: login, rules, loading, question, offline, time up, result', async () => {
    const { page } = await freshPage({ clock: true });
    const axe = axeReport();
    await page.goto('/login');
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    await axe.check(page, 'login');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.getByText('One-Time ID is required').waitFor();
    await axe.check(page, 'login with errors');
    await loginAs(page, await servers.candidate('both'), '/rule-page', {
      acknowledgeNotice: false,
    });
    await page.getByRole('heading', { name: 'Your personal data' }).waitFor();
    await axe.check(page, 'privacy notice');
    await acknowledgeNoticeIfShown(page);
    await axe.check(page, 'MCQ rules');

    // Loading: the first question is held back a moment.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/interview/test/start', async (route) => {
      await held;
      await route.continue();
    });
    await page.getByRole('link', { name: 'Start Test' }).click();
    await page.getByText('Loading...').waitFor();
    await axe.check(page, 'test loading');
    release();
    await page.getByText('Question: 1 of 10', { exact: true }).waitFor();
    await axe.check(page, 'question');

    await page.context().setOffline(true);
    await page.locator('.interview__option input').first().check();
    await page.getByRole('button', { name: 'Next Question' }).click();
    await page.locator('.candidate-notice').first().waitFor();
    await axe.check(page, 'offline');
    await page.clock.fastForward(61_000);
    await page.getByText('Time is up for this question.', { exact: false }).first().waitFor();
    await axe.check(page, 'time up, offline');
    await page.context().setOffline(false);
    await page.getByText('Question: 2 of 10', { exact: true }).waitFor();
    for (let i = 1; i < 10; i++) await answerAndContinue(page, i > 1); // 8 of 9 right: 80 %
    const dialog = page.getByRole('dialog', { name: 'Practical round instructions' });
    await dialog.waitFor();
    await axe.check(page, 'result, eligible, practical dialog');
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await axe.check(page, 'result, eligible');
    expect(axe.report).toEqual({});
  });

  it('finds no violation on the ineligible result, the practical rules, the upload in every state and the submit page', async () => {
    const { page } = await freshPage({ clock: true });
    const axe = axeReport();
    await loginAs(page, await servers.candidate('mcqs'), '/rule-page');
    await page.getByRole('link', { name: 'Start Test' }).click();
    for (let i = 0; i < 10; i++) await answerAndContinue(page, i < 5); // 50 %
    await page.getByRole('heading', { name: 'Test Submitted!' }).waitFor();
    await axe.check(page, 'result, not passed');

    await loginAs(page, await servers.candidate('practical'), '/rule-page-practical');
    await axe.check(page, 'practical rules');
    await page.getByRole('button', { name: 'Start Test' }).click();
    await page.getByRole('heading', { level: 1, name: 'Practical Round' }).waitFor();
    await axe.check(page, 'upload idle');
    await page.getByLabel('Solution (.zip)').setInputFiles({
      name: 'notes.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF'),
    });
    await page.getByText('Please upload a valid .zip file').waitFor();
    await axe.check(page, 'upload, wrong file');

    // In progress: the upload is held on its way; then it fails.
    let fail = () => {};
    const held = new Promise<void>((resolve) => (fail = resolve));
    await page.route('**/upload-practical-test-zip', async (route) => {
      await held;
      await route.abort('connectionreset');
    });
    await page.getByLabel('Solution (.zip)').setInputFiles(await zip());
    await page.getByRole('button', { name: 'Upload', exact: true }).click();
    await page.getByRole('button', { name: 'Uploading...' }).waitFor();
    await axe.check(page, 'upload in progress');
    fail();
    await page.getByRole('button', { name: 'Retry upload' }).waitFor();
    await axe.check(page, 'upload failed');
    await page.unroute('**/upload-practical-test-zip');

    await page.clock.fastForward('02:00:01');
    await page.getByLabel('Reason for delay').waitFor();
    await page.getByLabel('Reason for delay').focus();
    await page.getByLabel('Reason for delay').blur();
    await page.getByText('Please enter a reason for delay').waitFor();
    await axe.check(page, 'reason for delay');
    await page.getByLabel('Reason for delay').fill('The power went out.');
    await page.getByRole('button', { name: 'Retry upload' }).click();
    await page.waitForURL((url) => url.pathname === '/practical-submit');
    await page.getByRole('heading', { name: 'Test Submitted!' }).waitFor();
    await axe.check(page, 'submit page');
    expect(axe.report).toEqual({});
  });
});

describe('the whole test by keyboard alone', () => {
  /** After an in-app page change the layout puts focus on the new page's content: start from there. */
  const focusOnNewPage = (page: Page) =>
    page.waitForFunction(() => document.activeElement?.id === 'main');

  it('logs in, answers every question, starts the practical round and uploads, with no mouse', async () => {
    const { page } = await freshPage();
    await page.goto('/login');
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    await tabTo(page, (on) => on.startsWith('input'));
    await page.keyboard.type('DEMO-BOTX');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Demo@2026');
    // A typo noticed late: back to the ID with Shift+Tab, correct it, on to the password again.
    await page.keyboard.press('Shift+Tab');
    expect(await page.evaluate(() => (document.activeElement as HTMLInputElement).value)).toBe(
      'DEMO-BOTX',
    );
    // (Focus by keyboard selects the field's text: End keeps it, Backspace takes the last letter.)
    await page.keyboard.press('End');
    await page.keyboard.press('Backspace');
    await page.keyboard.type('H');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/rule-page');
    await focusOnNewPage(page);
    if (await noticeShown(page)) {
      // The privacy notice first: its box ticked with Space, Continue pressed with Enter.
      await tabTo(page, (on) => on.startsWith('input'));
      await page.keyboard.press('Space');
      await activateByKeyboard(page, (on) => on.includes('Continue'));
      await page.getByRole('heading', { name: 'MCQ Test Rules' }).waitFor();
    }
    await activateByKeyboard(page, (on) => on.includes('Start Test'));

    for (let number = 1; number <= 10; number++) {
      await page.getByText(`Question: ${number} of 10`, { exact: true }).waitFor();
      // Focus is on the new question's heading, never left on the page body.
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.id))
        .toBe('question-text');
      const { correct } = await currentQuestion(page);
      await tabTo(page, (on) => on.startsWith('input'));
      // Arrows move through the options and choose (Space chooses the first).
      if (correct === 0) await page.keyboard.press('Space');
      for (let i = 0; i < correct; i++) await page.keyboard.press('ArrowDown');
      expect(await page.locator('.interview__option input:checked').count()).toBe(1);
      expect(await page.locator('.interview__option input').nth(correct).isChecked()).toBe(true);
      await tabTo(page, (on) => on.includes(number === 10 ? 'Submit Test' : 'Next Question'));
      if (number === 1) {
        // Shift+Tab goes back into the group, to the chosen option, and Tab returns.
        await page.keyboard.press('Shift+Tab');
        expect(
          await page.evaluate(() => (document.activeElement as HTMLInputElement).checked),
        ).toBe(true);
        await tabTo(page, (on) => on.includes('Next Question'));
      }
      await page.keyboard.press('Enter');
    }

    const dialog = page.getByRole('dialog', { name: 'Practical round instructions' });
    await dialog.waitFor();
    await activateByKeyboard(page, (on) => on === 'button "Start"');
    await page.waitForURL((url) => url.pathname === '/practical-round');
    await page.getByRole('heading', { level: 1, name: 'Practical Round' }).waitFor();
    // Listened for before the tabbing: Playwright turns on the browser's file chooser
    // interception when the listener is added, without waiting for it, so a key pressed right
    // after can open an uncaught chooser (seen once in CI: no event within 30 s).
    const chooser = page.waitForEvent('filechooser');
    await focusOnNewPage(page);
    await tabTo(page, (on) => on.startsWith('input'));
    await page.keyboard.press('Space');
    await (await chooser).setFiles(await zip());
    await activateByKeyboard(page, (on) => on.includes('Upload'));
    await page.waitForURL((url) => url.pathname === '/practical-submit');
    await page.getByRole('heading', { name: 'Test Submitted!' }).waitFor();
  });

  it('never counts focus moving inside the page (a screen reader, a magnifier) as leaving the test', async () => {
    const { page } = await freshPage({ clock: true });
    await startMcqTest(page, await servers.candidate('mcqs'));
    let submits = 0;
    page.on('request', (request) => {
      if (request.url().endsWith('/auto-submit')) submits += 1;
    });
    // Focus wanders, as a screen reader's or a magnifier's would, over the question, an option,
    // the Next button and the page's main region, staying 1.5 s on each.
    for (const selector of [
      '#question-text',
      '.interview__option input',
      'button:has-text("Next Question")',
      '#main',
    ]) {
      const target = page.locator(selector).first();
      await target.focus();
      expect(await target.evaluate((el) => el === document.activeElement)).toBe(true);
      await page.clock.runFor(1500);
    }
    await page.keyboard.press('Tab');
    await page.keyboard.press('Shift+Tab');
    await page.clock.runFor(1500);
    expect(submits).toBe(0);
    expect(new URL(page.url()).pathname).toBe('/interview');
    expect(await page.getByText('Question: 1 of 10', { exact: true }).count()).toBe(1);
  });

  it('names each question as a radio group of its options, one answer at a time', async () => {
    const { page } = await freshPage();
    await loginAs(page, await servers.candidate('mcqs'), '/rule-page');
    await page.getByRole('link', { name: 'Start Test' }).click();
    // Named by the question: its opening words (a code block's lines reach the name run together).
    const { opening } = await currentQuestion(page);
    const group = page.getByRole('radiogroup', { name: opening });
    await group.waitFor();
    const options = group.getByRole('radio');
    expect(await options.count()).toBeGreaterThanOrEqual(2);
    await options.nth(1).check();
    await options.nth(0).check();
    expect(await group.getByRole('radio', { checked: true }).count()).toBe(1);
    // Choosing the chosen option again clears it, as the rules say.
    await options.nth(0).click();
    expect(await group.getByRole('radio', { checked: true }).count()).toBe(0);
  });
});

describe('the time, announced politely', () => {
  it('at the start of a question, at 30 s and 10 s, and when time is up: never every second', async () => {
    const { page } = await freshPage({ clock: true });
    await startMcqTest(page, await servers.candidate('mcqs'));
    const region = liveRegion(page);
    expect(await region.getAttribute('role')).toBe('status'); // polite, not an alert
    expect(await region.textContent()).toBe('Question 1 of 10. 60 seconds left.');
    // The timed-out answer is held on its way, so "time is up" can be heard before question 2.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/interview/test/submit-and-next', async (route) => {
      await held;
      await route.continue();
    });
    // Every second of the question: what the region says changes only at the marks.
    const heard = await recordLiveRegion(page);
    for (let second = 1; second <= 60; second++) await page.clock.fastForward(1000);
    await expect.poll(() => region.textContent()).toBe('Time is up for this question.');
    expect(await heard()).toEqual([
      'Question 1 of 10. 60 seconds left.',
      '30 seconds left for this question.',
      '10 seconds left for this question.',
      'Time is up for this question.',
    ]);
    release();
    await page.getByText('Question: 2 of 10', { exact: true }).waitFor();
    expect(await region.textContent()).toBe('Question 2 of 10. 60 seconds left.');
  });

  it('on the practical round at its marks, and the test ending as it happens', async () => {
    // The page resyncs with the server's clock every minute: both clocks move together.
    const serverClock = await serverTestClock();
    const { page, server } = await freshPage({ clock: true, env: serverClock.env });
    const forward = await clocksInStep(page, (ms) => serverClock.advance(server, ms));
    await loginAs(page, 'DEMO-PRACTICAL', '/rule-page-practical');
    await page.getByRole('button', { name: 'Start Test' }).click();
    await page.getByRole('heading', { level: 1, name: 'Practical Round' }).waitFor();
    const region = liveRegion(page);
    // Issue 39, item 3: what is heard is the time on screen (it said "about 2 hours" at 1:59:58).
    await expect.poll(() => region.textContent()).toMatch(/left for the practical round\.$/);
    expect(await region.textContent()).toMatch(
      /^(2 hours|1 hour 59 minutes \d+ seconds) left for the practical round\.$/,
    );
    // To the 30-minute mark as a ticking clock reaches it: 00:30:00 on screen, unless a second
    // ticked between reading the timer and moving the clocks.
    const shown = (await page.getByRole('timer').textContent()) ?? '';
    const [h = 0, m = 0, sec = 0] = shown.split(':').map(Number);
    await forward((h * 3600 + m * 60 + sec - 30 * 60) * 1000);
    // "10 minutes left", or a second or two under it when the clocks moved past the mark.
    const mark = (minutes: number) => {
      const at = minutes === 1 ? '1 minute' : `${minutes} minutes`;
      const under = minutes === 1 ? '5\\d seconds' : `${minutes - 1} minutes? 5\\d seconds`;
      return new RegExp(`^(${at}|${under}) left for the practical round\\.$`);
    };
    await expect.poll(() => region.textContent()).toMatch(mark(30));
    // Minute by minute to the end: the region changes only at 10, 5 and 1 minute, and time up.
    const heard = await recordLiveRegion(page);
    for (let minute = 1; minute <= 31; minute++) await forward(60_000);
    await expect
      .poll(() => region.textContent())
      .toBe('Time is up. You can still upload your work, with a reason for the delay.');
    const said = await heard();
    expect(said).toHaveLength(5);
    [30, 10, 5, 1].forEach((minutes, i) => expect(said[i]).toMatch(mark(minutes)));
    expect(said[4]).toBe(
      'Time is up. You can still upload your work, with a reason for the delay.',
    );

    const { page: test } = await freshPage();
    await startMcqTest(test, await servers.candidate('mcqs'));
    await hideTab(test);
    // The outcome is announced as it happens: a toast with the alert role.
    await test
      .getByRole('alert')
      .filter({ hasText: 'Test auto-submitted. Reason: The test tab was hidden' })
      .waitFor();
  });
});

describe('the connection, announced as it changes', () => {
  it('says politely that the candidate is offline and what is kept, once, not every second', async () => {
    const { page } = await freshPage({ clock: true });
    await startMcqTest(page, await servers.candidate('mcqs'));
    await page.context().setOffline(true);
    await page.locator('.interview__option input').first().check();
    await page.getByRole('button', { name: 'Next Question' }).click();
    // Said as it happens: offline, then (once the answer is queued) that it is safe.
    const spoken = page.getByRole('status').filter({ hasText: 'You are offline.' });
    await expect.poll(() => spoken.textContent()).toContain('1 answer is safe on this device.');
    const first = await spoken.textContent();
    expect(first).toBe(
      'You are offline. 1 answer is safe on this device. Your answers are kept on this device. When the connection returns they will be sent, and HR will see when each was given.',
    );
    // The counter on screen ticks; what is spoken does not change with it.
    const shown = page.locator('.candidate-notice strong');
    const before = await shown.textContent();
    expect(before).toMatch(/^You are offline \(\d+:\d\d\)\.$/);
    await page.clock.fastForward(5000);
    await expect.poll(() => shown.textContent()).not.toBe(before);
    expect(await spoken.textContent()).toBe(first);
    await page.context().setOffline(false);
    await page.getByText('Question: 2 of 10', { exact: true }).waitFor();
    expect(await page.getByRole('status').filter({ hasText: 'offline' }).count()).toBe(0);
  });
});

describe('time accommodations and zoom', () => {
  it('tells a candidate with extra time their own time per question', async () => {
    const { page } = await freshPage();
    await loginAs(page, await servers.candidate('mcqs', { timeFactor: 1.5 }), '/rule-page');
    await page
      .getByText('You have 90 seconds for each question, your extra time included.')
      .waitFor();
    await page.getByRole('link', { name: 'Start Test' }).click();
    await expect
      .poll(() => liveRegion(page).textContent())
      .toBe('Question 1 of 10. 90 seconds left.');
  });

  it('tells a practical candidate with extra time their own time for the round', async () => {
    const { page } = await freshPage();
    await loginAs(
      page,
      await servers.candidate('practical', { timeFactor: 1.5 }),
      '/rule-page-practical',
    );
    await page.getByText('you have 3 hours, your extra time included.', { exact: false }).waitFor();
    await page.getByRole('button', { name: 'Start Test' }).click();
    await expect
      .poll(() => liveRegion(page).textContent())
      .toMatch(/^(3 hours|2 hours 59 minutes \d+ seconds) left for the practical round\.$/);
  });

  it.each([
    ['320 px wide', { width: 320, height: 640 }],
    ['200 % zoom on a laptop', { width: 683, height: 384 }],
  ])('needs no sideways scrolling at %s on any candidate page', async (_, viewport) => {
    const { page } = await freshPage();
    await page.setViewportSize(viewport);
    const wide: string[] = [];
    const check = async (name: string) => {
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      );
      if (overflow > 0) wide.push(`${name}: ${overflow}px`);
    };
    await page.goto('/login');
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    await check('login');
    await loginAs(page, await servers.candidate('both'), '/rule-page');
    await check('rules');
    await page.getByRole('link', { name: 'Start Test' }).click();
    await page.getByText('Question: 1 of 10', { exact: true }).waitFor();
    await check('question');
    for (let i = 0; i < 10; i++) await answerAndContinue(page, true);
    await page.getByRole('dialog', { name: 'Practical round instructions' }).waitFor();
    await check('result with the dialog');
    await page.getByRole('dialog').getByRole('button', { name: 'Start' }).click();
    await page.getByRole('heading', { level: 1, name: 'Practical Round' }).waitFor();
    await check('practical round');
    await page.getByLabel('Solution (.zip)').setInputFiles(await zip());
    await page.getByRole('button', { name: 'Upload', exact: true }).click();
    await page.waitForURL((url) => url.pathname === '/practical-submit');
    await check('submit page');
    expect(wide).toEqual([]);
  });
});
