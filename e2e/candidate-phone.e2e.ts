import { formatQuestion } from '../shared/rich-text/format-question.ts';
import type { FormattedQuestion } from '../shared/rich-text/rich-doc.ts';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { startMcqTest } from './support/candidate.ts';
import { useFreshServers } from './support/fresh-servers.ts';

const servers = useFreshServers();

const phone = { width: 390, height: 844 };

/** Whether the timer and the action button are wholly inside the window. */
async function inView(page: Page) {
  const box = async (name: string, selector: string) => {
    const found = await page.locator(selector).first().boundingBox();
    if (!found) throw new Error(`${name} not on the page`);
    return found;
  };
  const timer = await box('timer', '[role="timer"]');
  const action = await box('action', '.interview__actions button');
  const fits = (b: { y: number; height: number }) => b.y >= 0 && b.y + b.height <= phone.height;
  return { timer: fits(timer), action: fits(action) };
}

const scrollTo = (page: Page, where: 'top' | 'bottom') =>
  page.evaluate(
    (to) => window.scrollTo(0, to === 'top' ? 0 : document.documentElement.scrollHeight),
    where,
  );

/** A long question with long options, as a real bank has (the demo bank's are short). */
async function withLongQuestions(page: Page) {
  await page.route('**/api/interview/test/start', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as {
      data: { question: string; options: string[]; formatted?: FormattedQuestion };
    };
    body.data.question = `${body.data.question} ${'Consider the following code and the behaviour it shows when it runs in a browser on a slow device with little memory. '.repeat(4)}`;
    body.data.options = body.data.options.map(
      (option) => `${option}, because of the way the runtime schedules the work it is given`,
    );
    // What the page renders: the server's formatting of the same words.
    body.data.formatted = formatQuestion(body.data.question, body.data.options);
    await route.fulfill({ response, json: body });
  });
}

describe('the test on a phone (390 × 844)', () => {
  it('keeps the timer and Next in view with the offline banner, a long question and its options', async () => {
    // Issue 39, item 13: the banner pushed Next below the fold and the timer scrolled away.
    const context = await servers.onFileServer(false, { viewport: phone });
    const page = await context.newPage();
    await withLongQuestions(page);
    await startMcqTest(page, await servers.candidate('mcqs'));
    await context.setOffline(true);
    await page.getByText(/^You are offline \(\d+:\d{2}\)\.$/).waitFor();

    const seen: Record<string, { timer: boolean; action: boolean }> = {};
    seen['answering, at the top'] = await inView(page);
    await scrollTo(page, 'bottom');
    seen['answering, scrolled to the last option'] = await inView(page);
    await page.locator('.interview__option').last().click();
    seen['an option chosen'] = await inView(page);
    // Next while offline: the answer waits on the device, the page waits for the connection.
    await page.getByRole('button', { name: 'Next Question' }).click();
    await page
      .getByText(/1 answer is safe on this device/)
      .first()
      .waitFor();
    await scrollTo(page, 'top');
    seen['answer waiting, at the top'] = await inView(page);
    await scrollTo(page, 'bottom');
    seen['answer waiting, at the bottom'] = await inView(page);

    const everywhere = { timer: true, action: true };
    expect(seen).toEqual(Object.fromEntries(Object.keys(seen).map((k) => [k, everywhere])));
    await context.setOffline(false);
    await page.getByText('Question: 2 of 10', { exact: true }).waitFor();
  });

  it('opens a toast below the timer and clear of Next', async () => {
    const context = await servers.onFileServer(false, { viewport: phone });
    const page = await context.newPage();
    await withLongQuestions(page);
    await startMcqTest(page, await servers.candidate('mcqs'));
    // The server refuses the answer: the page says why in a toast (spec §8) and keeps the question.
    const message = 'This answer could not be recorded. Please try again.';
    await page.route('**/api/interview/test/submit-and-next', (route) =>
      route.fulfill({ status: 400, json: { success: false, message } }),
    );
    await page.locator('.interview__option').first().click();
    await page.getByRole('button', { name: 'Next Question' }).click();
    const toast = page.locator('.Toastify__toast').filter({ hasText: message });
    await toast.waitFor();
    // Scrolled down the long question: the timer's bar is the one pinned at the top.
    await scrollTo(page, 'bottom');
    // Where the toast comes to rest once it has slid in.
    await expect
      .poll(async () => {
        const box = await toast.boundingBox();
        return box !== null && box.x >= 0 && box.x + box.width <= phone.width;
      })
      .toBe(true);
    const boxes = await Promise.all(
      [toast, page.getByRole('timer'), page.locator('.interview__actions button')].map((l) =>
        l.boundingBox(),
      ),
    );
    const [shown, timer, action] = boxes.map((b) => {
      if (!b) throw new Error('not on the page');
      return b;
    }) as [Box, Box, Box];
    expect({ timer: overlaps(shown, timer), action: overlaps(shown, action) }).toEqual({
      timer: false,
      action: false,
    });
  });
});

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
