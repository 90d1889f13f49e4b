import { describe, expect, it } from 'vitest';
import { baseUrl, newPage, useBrowser } from './support/browser.ts';

const browser = useBrowser();

const pages = [
  {
    path: '/',
    title: 'Suryaloom Technologies',
    heading: 'We build the software your business runs on',
    text: 'Get Started',
  },
  {
    path: '/services',
    title: 'Services | Suryaloom Technologies',
    heading: 'Our Services',
    text: 'Seven practices under one roof',
  },
];

describe('prerendered public pages', () => {
  it.each(pages)(
    '$path arrives as HTML with its heading, text and title',
    async ({ path, title, heading, text }) => {
      const res = await fetch(`${baseUrl()}${path}`);
      expect(res.status).toBe(200);
      const html = await res.text();
      expect(html).toContain(`<title>${title}</title>`);
      expect(html).toContain(heading);
      expect(html).toContain(text);
    },
  );

  it.each(pages)(
    '$path shows its content with JavaScript disabled',
    async ({ path, title, heading, text }) => {
      const { page, context } = await newPage(browser(), { javaScriptEnabled: false });
      await page.goto(path);
      expect(await page.title()).toBe(title);
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(heading);
      expect(await page.locator('main').textContent()).toContain(text);
      await context.close();
    },
  );

  it.each(pages)(
    '$path hydrates without a mismatch or any console problem',
    async ({ path, heading }) => {
      const { page, context, problems } = await newPage(browser());
      await page.goto(path);
      await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(heading);
      // The prerendered DOM node is kept by hydration (a client re-render would replace it).
      expect(problems).toEqual([]);
      await context.close();
    },
  );

  it.each([...pages.map((p) => p.path), '/login'])(
    '%s paints from its HTML alone: no stylesheet or font on the line, scripts only after the paint',
    async (path) => {
      const { page, context } = await newPage(browser(), {
        viewport: { width: 412, height: 823 },
        isMobile: true,
      });
      await page.goto(path);
      await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
      const timing = await page.evaluate(() => ({
        paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
        requests: performance
          .getEntriesByType('resource')
          .map((entry) => ({ name: new URL(entry.name).pathname, start: entry.startTime })),
      }));
      const files = timing.requests.map((request) => request.name);
      // Only stylesheets of chunks loaded later (the update prompt's), never the page's own.
      const styles = files.filter((name) => /\.(css|woff2?)$/.test(name));
      expect(styles.filter((name) => !name.includes('/reload-prompt-'))).toEqual([]);
      const scripts = timing.requests.filter((request) => request.name.endsWith('.js'));
      expect(scripts.length).toBeGreaterThan(0);
      expect(Math.min(...scripts.map((script) => script.start))).toBeGreaterThan(timing.paint);
      await context.close();
    },
  );

  it('keeps the prerendered DOM nodes when hydrating', async () => {
    const { page, context } = await newPage(browser());
    await page.route('**/assets/index-*.js', async (route) => {
      // Hold the app script until the marker is placed on the server-rendered heading.
      await page.waitForFunction(() => (window as unknown as { marked?: boolean }).marked === true);
      await route.continue();
    });
    await page.goto('/services', { waitUntil: 'commit' });
    await page.waitForSelector('h1');
    await page.evaluate(() => {
      (document.querySelector('h1') as HTMLElement & { marker?: string }).marker = 'server';
      (window as unknown as { marked?: boolean }).marked = true;
    });
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    expect(
      await page.evaluate(
        () => (document.querySelector('h1') as HTMLElement & { marker?: string }).marker,
      ),
    ).toBe('server');
    await context.close();
  });
});
