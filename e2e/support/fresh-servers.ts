import type { Browser, BrowserContext, BrowserContextOptions } from 'playwright-core';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { launchBrowser, launchPersistent } from './browser.ts';
import { reportOpenPagesIfFailed } from './failure-report.ts';
import { startCuttableLine, type CuttableLine } from './cuttable-line.ts';
import { startSeededServer } from './seeded-server.ts';
import type { RunningServer } from './server.ts';

/**
 * For test files whose tests each need untouched demo candidates: one browser for the file, and
 * per test a server of its own (from the seeded template) with a context on it, both removed after
 * the test.
 */
export function useFreshServers() {
  let browser: Browser;
  const cleanups: (() => Promise<void>)[] = [];
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterEach(async ({ task }) => {
    await reportOpenPagesIfFailed(task);
    while (cleanups.length) await cleanups.pop()?.();
  });
  afterAll(() => browser.close());

  async function freshServer(env: NodeJS.ProcessEnv = {}, prepareSql?: string) {
    const server = await startSeededServer(env, prepareSql);
    cleanups.push(() => server.dispose());
    return server;
  }

  async function contextOn(
    baseURL: string,
    persistent = false,
    options: BrowserContextOptions = {},
  ): Promise<BrowserContext> {
    if (persistent) {
      const { context, close } = await launchPersistent({ baseURL, ...options });
      cleanups.push(close);
      return context;
    }
    const context = await browser.newContext({ baseURL, serviceWorkers: 'block', ...options });
    cleanups.push(() => context.close());
    return context;
  }

  async function contextBehindCuttableLine(
    baseURL: string,
  ): Promise<{ context: BrowserContext; line: CuttableLine }> {
    const line = await startCuttableLine(baseURL);
    cleanups.push(() => line.close());
    return { line, context: await contextOn(line.baseUrl) };
  }

  return {
    /** A fresh server and a context on it (service workers blocked unless `persistent`). */
    async open(
      options: { persistent?: boolean; env?: NodeJS.ProcessEnv; prepareSql?: string } = {},
    ): Promise<{ server: RunningServer; context: BrowserContext }> {
      const server = await freshServer(options.env, options.prepareSql);
      return { server, context: await contextOn(server.baseUrl, options.persistent) };
    },

    /** Another browser (its own storage) on the same server. */
    contextOn,

    /** A context that reaches the server at `baseURL` through a line the test can cut. */
    contextBehindCuttableLine,

    /** A fresh server, and a context that reaches it through a line the test can cut. */
    async openBehindCuttableLine(): Promise<{
      server: RunningServer;
      context: BrowserContext;
      line: CuttableLine;
    }> {
      const server = await freshServer();
      return { server, ...(await contextBehindCuttableLine(server.baseUrl)) };
    },
  };
}
