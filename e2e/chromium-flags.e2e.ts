import { readFile } from 'node:fs/promises';
import { chromium } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  chromiumArgs,
  findChromium,
  playwrightChromiumArgs,
  playwrightDisabledFeatures,
} from './support/chromium.ts';

/** The values of every `--disable-features` switch a running browser was started with. */
async function disabledFeatureSwitches(pid: number): Promise<string[][]> {
  const commandLine = (await readFile(`/proc/${pid}/cmdline`, 'utf8')).split('\0');
  return commandLine
    .filter((arg) => arg.startsWith('--disable-features='))
    .map((arg) => arg.slice('--disable-features='.length).split(','));
}

describe('the browser the tests launch', () => {
  it('keeps every feature Playwright disables (Chromium honours only the last list)', async () => {
    const server = await chromium.launchServer({
      executablePath: findChromium(),
      args: chromiumArgs(),
    });
    try {
      const pid = server.process().pid;
      if (pid === undefined) throw new Error('the browser has no process id');
      const [playwrights] = await disabledFeatureSwitches(pid);
      // A new playwright-core changed its list: copy it into playwrightDisabledFeatures.
      expect([...(playwrights ?? [])].sort()).toEqual([...playwrightDisabledFeatures].sort());
    } finally {
      await server.close();
    }
  });

  it('opens one renderer per page: no hidden address-bar popup beside it', async () => {
    const browser = await chromium.launch({
      executablePath: findChromium(),
      args: playwrightChromiumArgs(),
    });
    try {
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.goto('data:text/html,<h1>one page</h1>');
      const cdp = await browser.newBrowserCDPSession();
      const { targetInfos } = await cdp.send('Target.getTargets');
      expect(targetInfos.filter((target) => target.type === 'browser_ui')).toEqual([]);
      expect(targetInfos.filter((target) => target.type === 'page')).toHaveLength(1);
    } finally {
      await browser.close();
    }
  });
});
