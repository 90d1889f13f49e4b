import type { Page } from 'playwright-core';
import { demoMcqBank } from '../../api/db/seed/demo-mcq-bank.ts';
import { demoPassword } from '../../api/db/seed/demo-candidates.ts';
import { countInIndexedDb } from './indexed-db.ts';
import { formatText } from '../../shared/rich-text/format-question.ts';
import { plainText } from '../../shared/rich-text/plain-text.ts';

/** The demo bank's questions by the words their page shows (formatting and captions aside). */
const bankByShownText = new Map(demoMcqBank.map((q) => [plainText(formatText(q.question)), q]));

/** The words a formatted element shows, leaving out its code blocks' captions. */
export async function shownText(page: Page, selector: string): Promise<string> {
  return page.locator(selector).evaluate((element) => {
    const copy = element.cloneNode(true) as HTMLElement;
    for (const caption of copy.querySelectorAll('.rich-text__caption')) caption.remove();
    return copy.textContent ?? '';
  });
}

/** The rule pages, which show the privacy notice before a round's first start. */
const rulePages = ['/rule-page', '/rule-page-practical'];

/**
 * Whether a rule page, once it has asked the server, shows the privacy notice (true) or its rules
 * (false). A page that moves on by itself (a round already done) counts as no notice.
 */
export async function noticeShown(page: Page): Promise<boolean> {
  const path = new URL(page.url()).pathname;
  if (!rulePages.includes(path)) return false;
  const settled = page.locator('h1', {
    hasText: /^(Your personal data|MCQ Test Rules|Practical Test Rules)$/,
  });
  // Settled either way; the race's loser must not fail the test later (its page may close first).
  const movedOn = page
    .waitForURL((url) => url.pathname !== path)
    .then(
      () => null,
      () => null,
    );
  return (await Promise.race([settled.first().textContent(), movedOn])) === 'Your personal data';
}

/**
 * On a rule page: reads the privacy notice if it is shown (ticks "I have read this notice",
 * presses Continue) and waits for the rules. Returns whether the notice was shown.
 */
export async function acknowledgeNoticeIfShown(page: Page): Promise<boolean> {
  if (!(await noticeShown(page))) return false;
  await page.getByLabel('I have read this notice').check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('heading', { name: /Test Rules$/ }).waitFor();
  return true;
}

/**
 * Logs a candidate in through the form (a demo candidate by one-time ID, or one HR made) and waits
 * for the page the routing sends them to. On a rule page it then reads the privacy notice when
 * it is shown, as a candidate must before a first start (`acknowledgeNotice: false` leaves it).
 */
export async function loginAs(
  page: Page,
  who: string | { oneTimeId: string; password: string },
  expectedPath: string,
  { acknowledgeNotice = true }: { acknowledgeNotice?: boolean } = {},
) {
  const { oneTimeId, password } =
    typeof who === 'string' ? { oneTimeId: who, password: demoPassword } : who;
  await page.goto('/login');
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  await page.getByLabel('One-Time ID').fill(oneTimeId);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL((url) => url.pathname === expectedPath);
  if (acknowledgeNotice && rulePages.includes(expectedPath)) await acknowledgeNoticeIfShown(page);
}

/** Logs a candidate in (see `loginAs`), starts their MCQ test and waits for its first question. */
export async function startMcqTest(page: Page, who: Parameters<typeof loginAs>[1]) {
  await loginAs(page, who, '/rule-page');
  await page.getByRole('link', { name: 'Start Test' }).click();
  await page.getByText('Question: 1 of 10', { exact: true }).waitFor();
}

/** Uploads `zip` as the practical round's solution, named `name`, and waits for the submit page. */
export async function uploadSolution(page: Page, name: string, zip: Buffer) {
  await page
    .getByLabel('Solution (.zip)')
    .setInputFiles({ name, mimeType: 'application/zip', buffer: zip });
  await page.getByRole('button', { name: 'Upload' }).click();
  await page.waitForURL((url) => url.pathname === '/practical-submit');
}

/** The question on screen, and the index of its correct option (tests know the demo bank). */
export async function currentQuestion(page: Page) {
  const legend = page.locator('#question-text');
  await legend.waitFor();
  const text = await shownText(page, '#question-text');
  const entry = bankByShownText.get(text);
  if (!entry) throw new Error(`question not in the demo bank: ${text}`);
  const counter = (await page.getByText(/^Question: \d+ of \d+$/).textContent()) ?? '';
  const [, n, total] = /Question: (\d+) of (\d+)/.exec(counter) ?? [];
  return {
    text,
    /** The question's opening words (its first line, a sentence before any code), as shown. */
    opening: plainText(formatText(entry.question.split('\n')[0] ?? '')),
    correct: entry.correctOptionIndex,
    options: entry.options.length,
    number: Number(n),
    total: Number(total),
  };
}

/** Chooses the right (or a wrong) option of the current question; returns the question number. */
export async function choose(page: Page, right: boolean): Promise<number> {
  const q = await currentQuestion(page);
  const index = right ? q.correct : (q.correct + 1) % q.options;
  await page.locator('.interview__option input').nth(index).check();
  return q.number;
}

/** Answers the current question and moves on with the button; waits for the next question. */
export async function answerAndContinue(page: Page, right: boolean) {
  const number = await choose(page, right);
  const q = await currentQuestion(page);
  const last = number === q.total;
  await page.getByRole('button', { name: last ? 'Submit Test' : 'Next Question' }).click();
  if (!last)
    await page.getByText(`Question: ${number + 1} of ${q.total}`, { exact: true }).waitFor();
}

/** The result as the server keeps it, read with the candidate's stored token. */
export async function serverResult(page: Page) {
  return page.evaluate(async () => {
    const token = JSON.parse(localStorage.getItem('accessToken') ?? '""') as string;
    const res = await fetch('/api/interview/test/result', {
      headers: { Authorization: `Bearer ${token}` },
    });
    return { status: res.status, body: (await res.json()) as { data?: Record<string, unknown> } };
  });
}

/**
 * The answer the server gave to every final submit (`/auto-submit`) the page sent, in order;
 * call the returned function once the page has moved on. `result` is `'unread'` when the page
 * unloaded before the body could be read (a submit sent as the page went away).
 */
export function recordFinalSubmitAnswers(page: Page) {
  const answers: Promise<{ status: number; result: unknown }>[] = [];
  page.on('response', (response) => {
    if (!response.url().endsWith('/api/interview/test/auto-submit')) return;
    const status = response.status();
    const answer = response.json().then(
      (body: { data?: unknown }) => ({ status, result: body.data }),
      (error: unknown) => {
        // Playwright's words for a body the browser dropped with the page it belonged to.
        if (String(error).includes('navigated away')) return { status, result: 'unread' };
        throw error;
      },
    );
    // Handled here, so a body the test never reads (its page closed) is no unhandled rejection;
    // a test that awaits it still fails.
    answer.catch(() => undefined);
    answers.push(answer);
  });
  return () => Promise.all(answers);
}

/**
 * What this device still holds for the server: entries in the candidate area's answer outbox,
 * and whether a submit intent mirrored at unload is waiting to be moved there.
 */
export async function queuedOnDevice(page: Page) {
  return {
    outbox: await countInIndexedDb(page, 'surat-candidate', 'outbox'),
    mirroredSubmit: await page.evaluate(() => localStorage.getItem('pendingFinalSubmit') !== null),
  };
}

/** Makes the page believe it was hidden (Playwright keeps pages visible). */
export async function hideTab(page: Page) {
  await page.evaluate(() => {
    Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => 'hidden' });
    Object.defineProperty(document, 'hidden', { configurable: true, get: () => true });
    document.dispatchEvent(new Event('visibilitychange'));
  });
}

/** Makes the window lose focus (`hasFocus` false, then `blur`); `regain` gives it back. */
export async function blurWindow(page: Page) {
  await page.evaluate(() => {
    (window as unknown as { __focused: boolean }).__focused = false;
    document.hasFocus = () => (window as unknown as { __focused: boolean }).__focused;
    window.dispatchEvent(new Event('blur'));
  });
}

export async function regainFocus(page: Page) {
  await page.evaluate(() => {
    (window as unknown as { __focused: boolean }).__focused = true;
    window.dispatchEvent(new Event('focus'));
  });
}
