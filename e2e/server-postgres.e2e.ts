import pg from 'pg';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createEmptyPostgresDatabase } from '../api/test-support/test-database.ts';
import { launchBrowser, newPage } from './support/browser.ts';
import { answerAndContinue, loginAs } from './support/candidate.ts';
import { startServer, type RunningServer } from './support/server.ts';

// Included by vitest.e2e.config.ts only when TEST_DATABASE_URL names a PostgreSQL server.
let databaseUrl = '';
let dropDatabase = async () => {};
let servers: RunningServer[] = [];
let browser: Browser;
beforeAll(async () => {
  ({ url: databaseUrl, drop: dropDatabase } = await createEmptyPostgresDatabase());
  // Three questions keep the browser run short; both instances must agree on the count.
  const env = { DATABASE_URL: databaseUrl, MCQ_QUESTION_COUNT: '3' };
  // Two instances on one PostgreSQL database, started at the same moment.
  servers = await Promise.all([startServer(env), startServer(env)]);
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  await Promise.all(servers.map((s) => s.stop()));
  // `with (force)`: also when one instance failed to start and the other still holds a connection.
  await dropDatabase();
});

describe('the server on PostgreSQL (DATABASE_URL)', () => {
  it('runs several instances on one database: both healthy, migrated and seeded once', async () => {
    for (const server of servers) {
      const body = await (await fetch(`${server.baseUrl}/api/health`)).json();
      expect(body.database).toMatchObject({ engine: 'postgres', status: 'up' });
    }
    const seeded = servers.filter((s) => s.output().includes('Seeded demo content'));
    expect(seeded).toHaveLength(1);
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    const { rows } = await client.query('select count(*)::int as n from candidates');
    await client.end();
    expect(rows[0].n).toBe(3);
  });

  it('serves the prerendered site from each instance', async () => {
    for (const server of servers) {
      const page = await browser.newPage({ baseURL: server.baseUrl });
      await page.goto('/services');
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Our Services');
      await page.close();
    }
  });

  it('carries an MCQ test from one instance to the other mid-test, to the right result', async () => {
    const [a, b] = servers as [RunningServer, RunningServer];
    const { page, context, problems } = await newPage(browser, { baseURL: a.baseUrl });
    // A load balancer in front of the two: the page's API calls go to the instance `target`
    // names (the page keeps one origin, as behind a real balancer).
    let target = a;
    const served: string[] = [];
    await page.route('**/api/**', async (route) => {
      const url = new URL(route.request().url());
      const instance = target;
      served.push(`${instance === a ? 'A' : 'B'} ${route.request().method()} ${url.pathname}`);
      const response = await route.fetch({
        url: `${instance.baseUrl}${url.pathname}${url.search}`,
      });
      await route.fulfill({ response });
    });

    await loginAs(page, 'DEMO-MCQ', '/rule-page');
    await page.getByRole('link', { name: 'Start Test' }).click();
    await page.getByText('Question: 1 of 3', { exact: true }).waitFor();
    await answerAndContinue(page, true); // recorded by A, which serves question 2
    target = b;
    await answerAndContinue(page, false); // B finds A's attempt and serves question 3
    await answerAndContinue(page, true); // the final submit, on B
    await page.getByRole('heading', { name: 'Test Submitted!' }).waitFor();
    const figures = await page.locator('.result-figures').textContent();
    for (const figure of ['Total Questions3', 'Attempted3', 'Right Answers2', 'Wrong Answers1'])
      expect(figures).toContain(figure);
    expect(figures).toContain('Final Result66.67%');

    const answers = served.filter((call) => /submit-and-next|auto-submit/.test(call));
    expect(answers).toEqual([
      'A POST /api/interview/test/submit-and-next',
      'B POST /api/interview/test/submit-and-next',
      'B POST /api/interview/test/auto-submit',
    ]);
    expect(served).toEqual(
      expect.arrayContaining([
        'A POST /api/interview/one-time-login',
        'A GET /api/interview/test/start',
      ]),
    );
    // Either instance answers with the one stored result (and accepts the other's token).
    const token = await page.evaluate(
      () => JSON.parse(localStorage.getItem('accessToken') ?? '""') as string,
    );
    for (const server of servers) {
      const res = await fetch(`${server.baseUrl}/api/interview/test/result`, {
        headers: { Authorization: `Bearer ${token}` },
      });
      expect(res.status).toBe(200);
      expect(((await res.json()) as { data?: unknown }).data).toMatchObject({
        totalQuestions: 3,
        rightAnswersCount: 2,
        finalResult: '66.67%',
      });
    }
    expect(problems).toEqual([]);
    await page.unrouteAll({ behavior: 'ignoreErrors' });
    await context.close();
  });
});
