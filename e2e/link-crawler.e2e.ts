import { describe, expect, it } from 'vitest';
import { baseUrl, newPage, useBrowser } from './support/browser.ts';
import { gotoHydrated } from './support/public-routes.ts';

const browser = useBrowser();

describe('link crawler', () => {
  it('reaches every internal link from / and /sitemap without a 404 or a console problem', async () => {
    const { page, context, problems } = await newPage(browser());
    const origin = new URL(baseUrl()).origin;
    const queue = ['/', '/sitemap'];
    const seen = new Set(queue);
    const failures: string[] = [];
    while (queue.length > 0) {
      const path = queue.shift() as string;
      const before = problems.length;
      const response = await gotoHydrated(page, path);
      const landed = new URL(page.url()).pathname;
      if (!response || response.status() >= 400) failures.push(`${path} → ${response?.status()}`);
      if ((await page.title()).startsWith('Page not found')) failures.push(`${path} → 404 page`);
      if (problems.length > before) failures.push(`${path}: ${problems.slice(before).join('; ')}`);
      const hrefs = await page
        .locator('a[href]')
        .evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).href));
      for (const href of hrefs) {
        const url = new URL(href);
        if (url.origin !== origin) continue;
        if (!seen.has(url.pathname)) {
          seen.add(url.pathname);
          queue.push(url.pathname);
        }
      }
      seen.add(landed);
    }
    expect(failures).toEqual([]);
    // Every public page of the spec was reached, and the three legacy sitemap paths too.
    for (const path of ['/itservices', '/appdevelopment', '/ourproject', '/projects/8', '/faqs'])
      expect(seen).toContain(path);
    await context.close();
  });

  it("sends the sitemap page's legacy links to the right pages in the app and on the server", async () => {
    const { page, context } = await newPage(browser());
    for (const [name, landing] of [
      ['IT Services', '/services'],
      ['App Development', '/appdevelopmemt'],
      ['Our Projects', '/ourprojects'],
    ]) {
      await gotoHydrated(page, '/sitemap');
      await page.getByRole('main').getByRole('link', { name, exact: true }).click();
      await page.waitForURL((url) => url.pathname === landing);
      await page.getByRole('heading', { level: 1 }).waitFor();
    }
    const direct = await fetch(`${baseUrl()}/appdevelopment`, { redirect: 'manual' });
    expect(direct.status).toBe(301);
    expect(direct.headers.get('location')).toBe('/appdevelopmemt');
    await context.close();
  });
});
