import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Browser, Page, Response } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { makeZip } from '../api/test-support/zips.ts';
import { launchBrowser } from './support/browser.ts';
import { findCaddy, httpsRequest, startCaddy, type RunningCaddy } from './support/caddy.ts';
import { answerAndContinue, currentQuestion, loginAs } from './support/candidate.ts';
import { demoAdmin, hrTestTimeoutMs, signInToConsole } from './support/hr-console.ts';
import { reportServerLogs } from './support/failure-report.ts';
import { startSeededServer } from './support/seeded-server.ts';
import type { RunningServer } from './support/server.ts';

/**
 * The product behind a real TLS reverse proxy, as README's "Behind HTTPS: Caddy or nginx" runs
 * it: deploy/Caddyfile in front of the built server with TRUST_PROXY=loopback. Caddy listens on
 * ::1 and reaches the server from 127.0.0.1, so the browser's address (::1) is not the proxy's.
 * SITE_URL is left unset: the HR console's same-origin check then passes only because the server
 * believes Caddy's X-Forwarded-Proto (the browser's Origin is https://…, the socket is plain HTTP).
 */
let server: RunningServer & { dispose(): Promise<void> };
let caddy: RunningCaddy;
let browser: Browser;
/** A folder for the test's files (the zip the candidate chooses). */
let scratch: string;

beforeAll(async () => {
  // No Caddy fails here, saying how to install it, before anything is started.
  findCaddy();
  scratch = await mkdtemp(path.join(tmpdir(), 'e2e-behind-caddy-'));
  [server, browser] = await Promise.all([
    startSeededServer({ TRUST_PROXY: 'loopback' }),
    launchBrowser(),
  ]);
  caddy = await startCaddy(new URL(server.baseUrl).host);
});

afterAll(async () => {
  await browser?.close();
  await caddy?.stop();
  await server?.dispose();
  if (scratch) await rm(scratch, { recursive: true, force: true });
});

/**
 * A browser context on Caddy's address. The browser does not trust Caddy's test authority
 * (`ignoreHTTPSErrors`); Node does, below, and checks the certificate chains to it.
 */
function contextThroughCaddy(extraHTTPHeaders?: Record<string, string>) {
  return browser.newContext({
    baseURL: caddy.baseUrl,
    ignoreHTTPSErrors: true,
    serviceWorkers: 'block',
    extraHTTPHeaders,
  });
}

// A failure prints what the server and Caddy said (the open pages are printed by the setup file).
afterEach(({ task }) => {
  if (task.result?.state !== 'fail') return;
  reportServerLogs(task.name, [server]);
  console.error(`What Caddy logged:\n${caddy.output().slice(-8_000)}`);
});

const hsts = 'max-age=31536000; includeSubDomains';

/** The answers a page received from `path` onwards (their headers, as the browser saw them). */
function answersTo(page: Page, path: string): Response[] {
  const answers: Response[] = [];
  page.on('response', (response) => {
    if (new URL(response.url()).pathname === path) answers.push(response);
  });
  return answers;
}

describe('behind Caddy over HTTPS (deploy/Caddyfile)', () => {
  it('serves over TLS from Caddy’s authority, and sends HSTS only to what came through it', async () => {
    // Node trusts Caddy's root alone: the request succeeds only on a certificate it signed.
    const home = await httpsRequest(`${caddy.baseUrl}/`, caddy.rootCertificate);
    expect(home.status).toBe(200);
    expect(home.certificate.issuer.CN).toMatch(/^Caddy Local Authority/);
    expect(home.certificate.subjectaltname).toContain('IP Address:0:0:0:0:0:0:0:1');
    expect(home.headers['strict-transport-security']).toBe(hsts);
    // Without that root the same request is refused: the TLS is real, not a pass-through.
    await expect(httpsRequest(`${caddy.baseUrl}/`, undefined)).rejects.toThrow(/certificate/);
    // The server reached directly (plain HTTP, from a trusted address but saying nothing about
    // HTTPS) sends no HSTS: the header above is the server trusting Caddy's X-Forwarded-Proto.
    const direct = await fetch(`${server.baseUrl}/`);
    expect(direct.headers.get('strict-transport-security')).toBeNull();
  });

  it(
    'takes a candidate through the MCQ test and a 48 MiB upload while HR’s live board follows, with Secure cookies and the browser’s address',
    async () => {
      // HR signs in and opens the live board through Caddy.
      const hrContext = await contextThroughCaddy();
      const hr = await hrContext.newPage();
      const signIns = answersTo(hr, '/api/hr/session');
      const boardPages = answersTo(hr, '/hr/board');
      await signInToConsole(hr, demoAdmin, '/hr/board');
      await hr.getByRole('heading', { level: 1, name: 'Live board' }).waitFor();
      await hr.getByText('Live: changes appear as they happen.').waitFor();
      expect(boardPages[0]?.headers()['strict-transport-security']).toBe(hsts);
      const signIn = signIns.find((answer) => answer.request().method() === 'POST');
      expect(signIn?.status()).toBe(200);
      expect(await signIn?.headerValue('set-cookie')).toMatch(/hr_session=[^;\n]+;.*Secure/);
      const cookies = await hrContext.cookies();
      expect(cookies.map(({ name, secure }) => ({ name, secure }))).toEqual(
        expect.arrayContaining([
          { name: 'hr_session', secure: true },
          { name: 'hr_device', secure: true },
        ]),
      );

      // The candidate's browser writes an X-Forwarded-For of its own on every request, as a
      // client trying to choose the address it is judged by would. Caddy replaces it.
      const candidate = await (
        await contextThroughCaddy({ 'X-Forwarded-For': '203.0.113.9' })
      ).newPage();
      await loginAs(candidate, 'DEMO-BOTH', '/rule-page');
      await candidate.getByRole('link', { name: 'Start Test' }).click();
      await currentQuestion(candidate);

      // The board hears of it through its event stream, without a reload.
      const row = hr.getByRole('row', { name: /Demo Candidate \(MCQ and practical\)/ });
      await expect.poll(() => row.innerText()).toMatch(/In progress[\s\S]*Question 1 of 10/);
      await answerAndContinue(candidate, true);
      await expect.poll(() => row.innerText()).toContain('Question 2 of 10');
      for (let n = 2; n <= 10; n++) await answerAndContinue(candidate, true);
      await candidate.getByRole('heading', { name: 'Test Submitted!' }).waitFor();
      const dialog = candidate.getByRole('dialog', { name: 'Practical round instructions' });
      await dialog.getByRole('button', { name: 'Start' }).click();
      await candidate.waitForURL((url) => url.pathname === '/practical-round');
      await expect.poll(() => row.innerText()).toContain('Practical in progress');

      // 48 MiB of incompressible zip, near UPLOAD_MAX_MB (50 MiB): under the Caddyfile's body
      // limit, 48 times nginx's default. From a file: handed over as a buffer, Playwright spent
      // 11 s sending it to the browser.
      const zip = await makeZip({
        'app/index.js': 'x',
        'app/data.bin': randomBytes(48 * 1024 * 1024),
      });
      const zipFile = path.join(scratch, 'solution.zip');
      await writeFile(zipFile, zip);
      const uploads = answersTo(candidate, '/api/interview/upload-practical-test-zip');
      await candidate.getByLabel('Solution (.zip)').setInputFiles(zipFile);
      await candidate.getByRole('button', { name: 'Upload' }).click();
      await candidate.waitForURL((url) => url.pathname === '/practical-submit');
      expect(uploads.map((answer) => answer.status())).toEqual([200]);
      await expect.poll(() => row.innerText()).toContain('Practical submitted');
      // Candidates sign in with a token, not a cookie: the candidate's browser holds none.
      expect(await candidate.context().cookies()).toEqual([]);

      // The attempt report says where the test was started from: the browser's address, as
      // Caddy forwarded it, and not the address the browser wrote itself.
      await row.getByRole('link', { name: 'Demo Candidate (MCQ and practical)' }).click();
      await hr
        .getByRole('heading', { level: 1, name: /^Attempt report: Demo Candidate/ })
        .waitFor();
      const started = hr.getByText(/^Started the test from /);
      expect(await started.innerText()).toBe('Started the test from ::1.');
      expect(await hr.getByText('203.0.113.9').count()).toBe(0);
    },
    hrTestTimeoutMs,
  );

  it('answers an upload it refuses unread (no token) with its 401 through Caddy, ten times in ten, never a 502', async () => {
    const context = await contextThroughCaddy();
    const page = await context.newPage();
    await page.goto('/');
    // 20 MiB sent as the candidate page sends a zip (a multipart form), with a token the server
    // refuses before reading a byte of the body. Closed at once, the server reset Caddy while it
    // was still relaying the body, and Chromium got a 502 for 5 such uploads in 20.
    const statuses = await page.evaluate(async () => {
      const file = new Blob([new Uint8Array(20 * 1024 * 1024)], { type: 'application/zip' });
      const answers: (number | string)[] = [];
      for (let round = 0; round < 10; round++) {
        const form = new FormData();
        form.append('zipFile', file, 'solution.zip');
        form.append('timer', '00:10:00');
        const answer = await fetch('/api/interview/upload-practical-test-zip', {
          method: 'POST',
          headers: { Authorization: 'Bearer not-a-token' },
          body: form,
        }).then(
          (response) => response.status,
          (error: unknown) => String(error),
        );
        answers.push(answer);
      }
      return answers;
    });
    expect(statuses).toEqual(Array(10).fill(401));
    await context.close();
  });
});
