import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { demoPassword } from '../api/db/seed/demo-candidates.ts';
import { newPage, useBrowser } from './support/browser.ts';
import { startFreshServer } from './support/server.ts';

const browser = useBrowser();

/**
 * A candidate whose sign-in fails on the server's side reads a reference in the message, which
 * HR finds in the server's log: the failure's line and the request's, both with that id. The
 * failure is real: the table the login's throttle reads is renamed before the server starts (a
 * damaged database), so the server's own statement fails.
 */
describe('the request id a candidate can quote', () => {
  let server: Awaited<ReturnType<typeof startFreshServer>>;
  beforeAll(async () => {
    server = await startFreshServer(
      inject('templateDataDir'),
      {},
      'alter table login_delays rename to login_delays_lost',
    );
  });
  afterAll(() => server?.dispose());

  it("is shown in the error and names the failure's lines in the log", async () => {
    const { page, context } = await newPage(browser(), { baseURL: server.baseUrl });
    await page.goto('/login');
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    await page.getByLabel('One-Time ID').fill('DEMO-MCQ');
    await page.getByLabel('Password', { exact: true }).fill(demoPassword);
    const answered = page.waitForResponse('**/api/interview/one-time-login');
    await page.getByRole('button', { name: 'Sign In' }).click();
    const response = await answered;
    expect(response.status()).toBe(500);

    const toast = page.getByText(/Something went wrong on our side/);
    await toast.waitFor();
    const shown = (await toast.textContent()) ?? '';
    const [, reference] = /quote reference ([0-9A-Z]{10})\./.exec(shown) ?? [];
    expect(reference, shown).toBeDefined();
    expect(await response.headerValue('x-request-id')).toBe(reference);

    const lines = server
      .output()
      .split('\n')
      .filter((line) => line.startsWith('{'))
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .filter((line) => line.reqId === reference);
    expect(lines).toEqual([
      expect.objectContaining({
        level: 'error',
        msg: 'POST /api/interview/one-time-login failed',
        error: expect.stringMatching(/^Failed query: .*code 42P01/),
      }),
      expect.objectContaining({
        level: 'info',
        method: 'POST',
        path: '/api/interview/one-time-login',
        status: 500,
      }),
    ]);
    await context.close();
  });
});
