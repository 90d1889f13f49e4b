import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, afterEach, beforeAll, inject } from 'vitest';
import { launchBrowser, launchPersistent } from './browser.ts';
import { startFreshServer, type RunningServer } from './server.ts';

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
  afterEach(async () => {
    while (cleanups.length) await cleanups.pop()?.();
  });
  afterAll(() => browser.close());

  return {
    /** A fresh server and a context on it (service workers blocked unless `persistent`). */
    async open(
      options: { persistent?: boolean } = {},
    ): Promise<{ server: RunningServer; context: BrowserContext }> {
      const server = await startFreshServer(inject('templateDataDir'));
      cleanups.push(() => server.dispose());
      if (options.persistent) {
        const { context, close } = await launchPersistent({ baseURL: server.baseUrl });
        cleanups.push(close);
        return { server, context };
      }
      const context = await browser.newContext({
        baseURL: server.baseUrl,
        serviceWorkers: 'block',
      });
      cleanups.push(() => context.close());
      return { server, context };
    },
  };
}
