import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  chromium,
  type Browser,
  type BrowserContext,
  type BrowserContextOptions,
  type Page,
} from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';
import { findChromium, playwrightChromiumArgs } from './chromium.ts';
import { watchForFailures } from './failure-report.ts';

export const baseUrl = (): string => inject('baseUrl');

export async function launchBrowser(): Promise<Browser> {
  const browser = await chromium.launch({
    executablePath: findChromium(),
    args: playwrightChromiumArgs(),
  });
  watchForFailures(browser);
  return browser;
}

/** One browser for a test file, launched before its tests and closed after them. */
export function useBrowser(): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser?.close());
  return () => {
    if (!browser) throw new Error('The browser is launched in beforeAll: use it inside a test');
    return browser;
  };
}

/** Tests that start their own server (PGlite start-up and seed) get time for a busy machine. */
export const serverTestTimeoutMs = 180_000;

/**
 * A context with its own profile that keeps service workers (an incognito-like context reports
 * the site as not installable). Remove it with `close()`.
 */
export async function launchPersistent(
  options: BrowserContextOptions = {},
): Promise<{ context: BrowserContext; close: () => Promise<void> }> {
  const userDataDir = await mkdtemp(path.join(tmpdir(), 'e2e-profile-'));
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: findChromium(),
    args: playwrightChromiumArgs(),
    baseURL: baseUrl(),
    ...options,
  });
  watchForFailures(context);
  return {
    context,
    close: async () => {
      await context.close();
      await rm(userDataDir, { recursive: true, force: true });
    },
  };
}

// Printed by Playwright itself when a context blocks service workers; not the app's doing.
const harnessNoise = 'Service Worker registration blocked by Playwright';

/** Console errors and warnings, and uncaught exceptions, seen by a page: tests expect none. */
export function collectProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes(harnessNoise)) return;
    if (message.type() === 'error' || message.type() === 'warning') {
      problems.push(`${message.type()}: ${message.text()}`);
    }
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return problems;
}

// "Improvement" hints, not faults: Chromium 156 flags lazy pictures of the team carousel and
// logo marquees even though each has its width and height (Lighthouse does not count them).
const improvementIssues = new Set(['LazyLoadImageIssue']);

/**
 * The DevTools "Issues" a page raises (a script refused by the Content-Security-Policy, mixed
 * content, a cookie problem…): Lighthouse's best-practices score counts them, tests expect none.
 */
export async function collectDevtoolsIssues(page: Page): Promise<string[]> {
  const issues: string[] = [];
  const cdp = await page.context().newCDPSession(page);
  cdp.on('Audits.issueAdded', ({ issue }) => {
    if (!improvementIssues.has(issue.code))
      issues.push(`${issue.code}: ${JSON.stringify(issue.details)}`);
  });
  await cdp.send('Audits.enable');
  return issues;
}

export async function newPage(
  browser: Browser,
  options: BrowserContextOptions = {},
): Promise<{ page: Page; context: BrowserContext; problems: string[] }> {
  const context = await browser.newContext({
    baseURL: baseUrl(),
    serviceWorkers: 'block',
    ...options,
  });
  const page = await context.newPage();
  return { page, context, problems: collectProblems(page) };
}

/**
 * DevTools network emulation for one page: `latencyMs` per round trip, and throughputs in bytes
 * per second (-1: not limited). What a slow mobile line or a weak upload is in a test.
 */
export async function throttleNetwork(
  page: Page,
  line: { latencyMs: number; downloadBytesPerSecond: number; uploadBytesPerSecond: number },
): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: line.latencyMs,
    downloadThroughput: line.downloadBytesPerSecond,
    uploadThroughput: line.uploadBytesPerSecond,
  });
}
