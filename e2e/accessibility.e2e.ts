import { createRequire } from 'node:module';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage } from './support/browser.ts';
import { gotoHydrated, publicRoutes } from './support/public-routes.ts';

const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22a', 'wcag22aa'];

interface AxeViolation {
  id: string;
  help: string;
  nodes: { target: string[] }[];
}

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

async function violations(page: Page): Promise<string[]> {
  await page.addScriptTag({ path: axePath });
  const found = await page.evaluate(async (tags) => {
    const axe = (window as unknown as { axe: { run: (...args: unknown[]) => Promise<unknown> } })
      .axe;
    const result = (await axe.run(document, { runOnly: { type: 'tag', values: tags } })) as {
      violations: AxeViolation[];
    };
    return result.violations;
  }, wcagTags);
  return found.map(
    (v) => `${v.id} (${v.help}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
}

describe('accessibility (axe-core, WCAG 2.0/2.1/2.2 A and AA)', () => {
  // The site's CSP forbids inline scripts; the test context bypasses it to inject axe.
  it.each([
    { name: 'desktop', viewport: { width: 1280, height: 800 } },
    { name: 'phone', viewport: { width: 390, height: 800 } },
  ])('finds no violation on any public route ($name)', async ({ viewport }) => {
    const { page, context } = await newPage(browser, { bypassCSP: true, viewport });
    const report: Record<string, string[]> = {};
    for (const route of publicRoutes) {
      await gotoHydrated(page, route.path);
      const found = await violations(page);
      if (found.length > 0) report[route.path] = found;
    }
    expect(report).toEqual({});
    await context.close();
  });

  it('finds no violation with the mobile menu open, the carousel live and a FAQ answer open', async () => {
    const { page, context } = await newPage(browser, {
      bypassCSP: true,
      viewport: { width: 390, height: 800 },
    });
    await gotoHydrated(page, '/');
    await page.locator('.team-carousel').scrollIntoViewIfNeeded();
    await page.locator('.swiper-initialized').waitFor();
    await page.evaluate(() => window.scrollTo(0, 0));
    await page.getByRole('button', { name: 'Open menu' }).click();
    expect(await violations(page)).toEqual([]);
    await gotoHydrated(page, '/faqs');
    await page.locator('summary').first().click();
    expect(await violations(page)).toEqual([]);
    await context.close();
  });
});
