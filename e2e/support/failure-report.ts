import type { Browser, BrowserContext } from 'playwright-core';
import type { TestContext } from 'vitest';
import type { RunningServer } from './server.ts';

/**
 * What a failed browser test left on screen, printed with its failure: every open page's address
 * and its accessibility tree (what a locator searches). A failure that happens once in ten runs
 * under CI's load cannot be watched again; this is the evidence of what the page showed instead.
 */

const watched = new Set<Browser | BrowserContext>();
const reported = new WeakSet<object>();

/** Browsers and persistent contexts whose pages a failure report describes. */
export function watchForFailures(target: Browser | BrowserContext): void {
  watched.add(target);
  const forget = () => watched.delete(target);
  if ('newContext' in target) target.on('disconnected', forget);
  else target.on('close', forget);
}

const pageTextLimit = 6_000;

/** Prints the open pages once for a failed test; call before its pages are closed. */
export async function reportOpenPagesIfFailed(task: TestContext['task']): Promise<void> {
  if (task.result?.state !== 'fail' || reported.has(task)) return;
  reported.add(task);
  const contexts = [...watched].flatMap((target) =>
    'contexts' in target ? target.contexts() : [target],
  );
  const pages = contexts.flatMap((context) => context.pages());
  const described = await Promise.all(
    pages.map(async (page, index) => {
      const tree = await page
        .locator('body')
        .ariaSnapshot({ timeout: 2_000 })
        .catch((error: unknown) => `(no snapshot: ${String(error).split('\n')[0]})`);
      const shown = tree.length > pageTextLimit ? `${tree.slice(0, pageTextLimit)}\n…` : tree;
      return `--- open page ${index + 1} of ${pages.length}: ${page.url()}\n${shown}`;
    }),
  );
  if (described.length === 0) return;
  console.error(`What "${task.name}" left on screen when it failed:\n${described.join('\n')}`);
}

const serverLogLimit = 8_000;

/** Prints the end of each server's log (start-up, warnings, errors) for a failed test. */
export function reportServerLogs(testName: string, servers: RunningServer[]): void {
  servers.forEach((server, index) => {
    const log = server.output();
    const shown = log.length > serverLogLimit ? `…\n${log.slice(-serverLogLimit)}` : log;
    console.error(
      `What server ${index + 1} of ${servers.length} of "${testName}" (${server.baseUrl}) logged:\n${shown}`,
    );
  });
}
