import type { Browser, BrowserContext, BrowserContextOptions } from 'playwright-core';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { launchBrowser, launchPersistent } from './browser.ts';
import { loginAs } from './candidate.ts';
import { reportOpenPagesIfFailed, reportServerLogs } from './failure-report.ts';
import { startCuttableLine, type CuttableLine } from './cuttable-line.ts';
import { fileServer } from './file-server.ts';
import { demoAdmin, openSection, signInToConsole } from './hr-console.ts';
import { startSeededServer } from './seeded-server.ts';
import type { RunningServer } from './server.ts';

/**
 * The servers and browser contexts of a test file that starts servers: one browser for the file;
 * the file's own server, where HR makes each test its candidates (`fileServer`, `candidate`);
 * and, for a test that needs one, a server of its own from the seeded template. A test's contexts
 * and own servers are removed after it, the file's server after the file.
 */
export function useFreshServers() {
  let browser: Browser;
  const shared = fileServer();
  const cleanups: (() => Promise<void>)[] = [];
  // The servers the running test started, whose log a failure prints (what the server said is
  // half the evidence of a failure that happens once in many CI runs).
  let testServers: RunningServer[] = [];
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterEach(async ({ task }) => {
    await reportOpenPagesIfFailed(task);
    if (task.result?.state === 'fail') reportServerLogs(task.name, testServers);
    testServers = [];
    while (cleanups.length) await cleanups.pop()?.();
  });
  afterAll(async () => {
    await browser.close();
    await shared.dispose();
  });

  async function freshServer(env: NodeJS.ProcessEnv = {}, prepareSql?: string) {
    const server = await startSeededServer(env, prepareSql);
    testServers.push(server);
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
    /** The file's server (started by the first test that asks for it). */
    fileServer: shared.server,
    /** A context (a browser of its own) on the file's server. */
    async onFileServer(persistent = false, options: BrowserContextOptions = {}) {
      return contextOn((await shared.server()).baseUrl, persistent, options);
    },
    /** A candidate HR makes on the file's server for one test. */
    candidate: shared.candidate,
    /** The attempt of a candidate of the file's server, as HR's report tells it. */
    timelineOnRecord: shared.timelineOnRecord,

    /** A fresh server and a context on it (service workers blocked unless `persistent`). */
    async open(
      options: { persistent?: boolean; env?: NodeJS.ProcessEnv; prepareSql?: string } = {},
    ): Promise<{ server: RunningServer; context: BrowserContext }> {
      const server = await freshServer(options.env, options.prepareSql);
      return { server, context: await contextOn(server.baseUrl, options.persistent) };
    },

    /**
     * A fresh server, and a page on it signed in to the HR console as the demo admin, opened on
     * `section` (through the console's navigation) when one is named.
     */
    async openConsole(
      options: { env?: NodeJS.ProcessEnv; prepareSql?: string; section?: string } = {},
    ) {
      const server = await freshServer(options.env, options.prepareSql);
      const page = await (await contextOn(server.baseUrl)).newPage();
      await signInToConsole(page, demoAdmin);
      if (options.section) await openSection(page, options.section);
      return { server, page };
    },

    /** Another browser (its own storage) on the same server. */
    contextOn,

    /** A page in a browser of its own (its own storage) on the server at `baseURL`. */
    async pageOn(baseURL: string) {
      return (await contextOn(baseURL)).newPage();
    },

    /**
     * A page in a browser of its own that axe can check: its context bypasses the CSP, which
     * (the console's above all) refuses axe's injected script.
     */
    async axePageOn(baseURL: string, options: BrowserContextOptions = {}) {
      return (await contextOn(baseURL, false, { bypassCSP: true, ...options })).newPage();
    },

    /** A candidate's page in a browser of its own, signed in (see `loginAs`) and on `path`. */
    async candidateOn(baseURL: string, who: Parameters<typeof loginAs>[1], path: string) {
      const page = await (await contextOn(baseURL)).newPage();
      await loginAs(page, who, path);
      return page;
    },

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
