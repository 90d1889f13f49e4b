import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectProblems, launchPersistent } from './support/browser.ts';
import { startServer, type RunningServer } from './support/server.ts';

// Its own server over a copy of the build, so the test can publish a "new version" of sw.js.
let server: RunningServer;
let clientDir: string;
beforeAll(async () => {
  clientDir = await mkdtemp(path.join(tmpdir(), 'e2e-client-'));
  await cp('dist/client', clientDir, { recursive: true });
  server = await startServer({ CLIENT_DIR: clientDir });
});
afterAll(async () => {
  await server.stop();
  await rm(server.dataDir, { recursive: true, force: true });
  await rm(clientDir, { recursive: true, force: true });
});

describe('service worker update', () => {
  it('prompts when a new version is available and reloads into it on request', async () => {
    const { context, close } = await launchPersistent({ baseURL: server.baseUrl });
    const page = await context.newPage();
    const problems = collectProblems(page);
    await page.goto('/services');
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => true));
    // A returning visitor: the page is now controlled by the installed worker.
    await page.reload();
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    const prompt = page.getByRole('alertdialog');
    expect(await prompt.count()).toBe(0);

    // Deploy: a changed service worker script.
    const sw = path.join(clientDir, 'sw.js');
    await writeFile(sw, `${await readFile(sw, 'utf8')}\n// release 2\n`);
    await rm(`${sw}.br`);
    await rm(`${sw}.gz`);
    await page.evaluate(() => navigator.serviceWorker.getRegistration().then((r) => r?.update()));

    await prompt.waitFor();
    expect(await prompt.textContent()).toContain('A new version of this site is available.');
    const waitingBefore = await page.evaluate(() =>
      navigator.serviceWorker.getRegistration().then((r) => r?.waiting !== null),
    );
    expect(waitingBefore).toBe(true);
    // The document before the reload carries a mark; the reloaded one cannot. (Waiting for a
    // 'load' event after the click raced the reload: on a busy machine it had already fired.)
    await page.evaluate(() => ((window as { beforeUpdate?: boolean }).beforeUpdate = true));
    await prompt.getByRole('button', { name: 'Reload' }).click();
    await page.waitForFunction(
      async () => {
        if ((window as { beforeUpdate?: boolean }).beforeUpdate) return false;
        const registration = await navigator.serviceWorker.getRegistration();
        // The new worker took over: nothing is left waiting, and it controls this page.
        return (
          registration?.waiting === null &&
          registration.active?.state === 'activated' &&
          navigator.serviceWorker.controller !== null &&
          document.documentElement.dataset.hydrated === 'true'
        );
      },
      undefined,
      { polling: 100 },
    );
    await page.getByRole('heading', { name: 'Our Services' }).waitFor();
    // The reloaded page offers no update unless a worker is really waiting. Chromium may install the
    // same sw.js once more after the reload (seen on 2026-11-24), and a worker may stop waiting just
    // after the prompt rendered (seen once in a fresh-clone run: the prompt stayed with nothing
    // waiting, fixed in `use-waiting-worker.ts`): so the invariant must settle, not hold at one instant.
    await page.waitForFunction(
      async () => {
        const registration = await navigator.serviceWorker.getRegistration();
        const prompted = document.querySelector('[role="alertdialog"]') !== null;
        return !prompted || (registration?.waiting ?? null) !== null;
      },
      undefined,
      { polling: 100, timeout: 10_000 },
    );
    expect(problems).toEqual([]);
    await close();
  });
});
