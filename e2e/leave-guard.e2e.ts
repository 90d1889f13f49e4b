import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { makeZip } from '../api/test-support/zips.ts';
import { collectProblems } from './support/browser.ts';
import { answerAndContinue, loginAs } from './support/candidate.ts';
import type { TestType } from './support/file-server.ts';
import { useFreshServers } from './support/fresh-servers.ts';

const servers = useFreshServers();

/** A page of its own on the file's server, for a candidate HR made for the test. */
async function candidatePage(testType: TestType) {
  const page = await (await servers.onFileServer()).newPage();
  return { page, candidate: await servers.candidate(testType) };
}

/**
 * Starts leaving the page with `leave`, answers the browser's own leave prompt ("stay" dismisses
 * it, "leave" accepts it) and returns the prompt's type. Fails when no prompt comes.
 */
async function answerLeavePrompt(
  page: Page,
  answer: 'stay' | 'leave',
  leave: () => Promise<unknown>,
): Promise<string> {
  const prompt = page.waitForEvent('dialog', { timeout: 10_000 });
  const leaving = leave();
  const dialog = await prompt;
  await (answer === 'stay' ? dialog.dismiss() : dialog.accept());
  await leaving;
  return dialog.type();
}

/** Marks the document, so a test can tell the page stayed rather than loaded again. */
const markDocument = (page: Page) =>
  page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
const sameDocument = (page: Page) =>
  page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed === true);

const pathOf = (page: Page) => new URL(page.url()).pathname;
/** React Router's index of the current history entry (it keeps `idx` in `history.state`). */
const historyIndex = (page: Page) =>
  page.evaluate(() => (history.state as { idx?: number } | null)?.idx ?? -1);
const leaveDialog = (page: Page) => page.getByRole('dialog', { name: 'Leave this page?' });

/** Waits for the app's leave dialog and checks it explains what leaving means on this page. */
async function expectLeaveDialog(page: Page, message: string) {
  await leaveDialog(page).waitFor();
  expect(await leaveDialog(page).getByText(message).count()).toBe(1);
}

/** Answers the leave dialog with "Stay on this page": it closes, and `path` stays on screen. */
async function stayOnPage(page: Page, path: string, shown: Locator) {
  await leaveDialog(page).getByRole('button', { name: 'Stay on this page' }).click();
  await expect.poll(() => leaveDialog(page).isVisible()).toBe(false);
  expect(pathOf(page)).toBe(path);
  expect(await shown.isVisible()).toBe(true);
}

describe('the leave guard on the candidate pages', () => {
  it('asks before the rule page is reloaded, closed or left for the previous site', async () => {
    const { page, candidate } = await candidatePage('mcqs');
    const problems = collectProblems(page);
    await loginAs(page, candidate, '/rule-page');
    const rules = page.getByRole('heading', { name: 'MCQ Test Rules' });
    // Chromium shows a leave prompt only on a page the user has interacted with.
    await rules.click();
    await markDocument(page);

    const reload = () => page.evaluate(() => location.reload());
    expect(await answerLeavePrompt(page, 'stay', reload)).toBe('beforeunload');
    const close = () => page.close({ runBeforeUnload: true });
    expect(await answerLeavePrompt(page, 'stay', close)).toBe('beforeunload');
    expect(page.isClosed()).toBe(false);
    expect(pathOf(page)).toBe('/rule-page');
    expect(await sameDocument(page)).toBe(true);

    // Confirming reloads the page, and the candidate is still on the rules.
    expect(await answerLeavePrompt(page, 'leave', () => page.reload())).toBe('beforeunload');
    expect(await sameDocument(page)).toBe(false);
    await rules.waitFor();
    expect(problems).toEqual([]);

    // Back from the first candidate page leaves the app's document, so the browser asks. (Last:
    // after a cancelled cross-document back, Chromium sometimes skips the next prompt.)
    await rules.click();
    await markDocument(page);
    const back = () => page.evaluate(() => history.back());
    expect(await answerLeavePrompt(page, 'stay', back)).toBe('beforeunload');
    expect(pathOf(page)).toBe('/rule-page');
    expect(await sameDocument(page)).toBe(true);
  });

  it("holds back on the result page behind the app dialog, and never leads back to a finished test's Start", async () => {
    const { page, candidate } = await candidatePage('mcqs');
    await loginAs(page, candidate, '/rule-page');
    await page.getByRole('link', { name: 'Start Test' }).click();
    for (let i = 0; i < 10; i++) await answerAndContinue(page, true);
    const result = page.getByRole('heading', { name: 'Test Submitted!' });
    await result.waitFor();
    await markDocument(page);
    const submittedMessage =
      'Your test is submitted; leaving this page will not change your result.';

    // Back: the app asks; staying keeps the result on screen.
    await page.goBack();
    await expectLeaveDialog(page, submittedMessage);
    await expect.poll(() => pathOf(page)).toBe('/test-submitted');
    await stayOnPage(page, '/test-submitted', result);

    // A reload asks too (the browser's prompt).
    const reload = () => page.evaluate(() => location.reload());
    expect(await answerLeavePrompt(page, 'stay', reload)).toBe('beforeunload');
    expect(await sameDocument(page)).toBe(true);

    // Back pressed again straight after Escape is held too, and its dialog stays up.
    await page.goBack();
    await expectLeaveDialog(page, submittedMessage);
    await page.keyboard.press('Escape');
    await expect.poll(() => leaveDialog(page).isVisible()).toBe(false);
    await page.goBack();
    await expectLeaveDialog(page, submittedMessage);
    await page.keyboard.press('Escape');
    await page.goBack();
    await expectLeaveDialog(page, submittedMessage);
    await expect.poll(() => pathOf(page)).toBe('/test-submitted');

    // Leave goes back to the rules, which, the test being over, show the result again: a
    // finished test never offers its Start Test. Still the same document.
    await leaveDialog(page).getByRole('button', { name: 'Leave' }).click();
    await expect.poll(() => pathOf(page)).toBe('/test-submitted');
    await result.waitFor();
    expect(await page.locator('.result-figures').textContent()).toContain('Final Result100%');
    expect(await page.getByRole('link', { name: 'Start Test' }).count()).toBe(0);
    expect(await sameDocument(page)).toBe(true);
  });

  it('holds back on the practical submit page behind the app dialog', async () => {
    const { page, candidate } = await candidatePage('practical');
    await loginAs(page, candidate, '/rule-page-practical');
    await page.getByRole('button', { name: 'Start Test' }).click();
    await page.getByRole('heading', { name: 'Practical Round' }).waitFor();
    await page.getByLabel('Solution (.zip)').setInputFiles({
      name: 'solution.zip',
      mimeType: 'application/zip',
      buffer: await makeZip({ 'app/index.js': 'console.log(1);' }),
    });
    await page.getByRole('button', { name: 'Upload' }).click();
    const done = page.getByRole('heading', { name: 'Test Submitted!' });
    await done.waitFor();
    expect(pathOf(page)).toBe('/practical-submit');
    const message = 'Your work is submitted; you can safely leave.';

    await page.goBack();
    await expectLeaveDialog(page, message);
    await stayOnPage(page, '/practical-submit', done);

    const reload = () => page.evaluate(() => location.reload());
    expect(await answerLeavePrompt(page, 'stay', reload)).toBe('beforeunload');

    await page.goBack();
    await expectLeaveDialog(page, message);
    const entryBefore = await historyIndex(page);
    await leaveDialog(page).getByRole('button', { name: 'Leave' }).click();
    // Back lands on the rules, which, the round being submitted, replace themselves with its
    // submission. Wait for that settled state (one entry back, on /practical-submit): the close
    // below must meet the page the candidate will see, not the redirect under way.
    await page.waitForFunction(
      (before) =>
        (history.state as { idx?: number } | null)?.idx === before - 1 &&
        location.pathname === '/practical-submit',
      entryBefore,
    );
    await done.waitFor();

    // The submission page asks before the tab is closed; confirming closes it.
    const closed = page.waitForEvent('close');
    const close = () => page.close({ runBeforeUnload: true });
    expect(await answerLeavePrompt(page, 'leave', close)).toBe('beforeunload');
    await closed;
  });
});
