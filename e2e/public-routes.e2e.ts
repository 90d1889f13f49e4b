import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseUrl, collectDevtoolsIssues, newPage, useBrowser } from './support/browser.ts';
import { chartCodeMarker, hrCodeMarker } from './support/hr-console.ts';
import { gotoHydrated, publicRoutes } from './support/public-routes.ts';

const browser = useBrowser();

interface HeadTags {
  title: string;
  description: string;
  ogTitle: string;
  ogDescription: string;
  twitterCard: string;
  twitterTitle: string;
  twitterDescription: string;
}

/** The title and the search and sharing tags of the page's `<head>` ('' when one is missing). */
const headTags = (page: Page): Promise<HeadTags> =>
  page.evaluate(() => {
    const meta = (selector: string) =>
      document.head.querySelector(`meta[${selector}]`)?.getAttribute('content') ?? '';
    return {
      title: document.title,
      description: meta('name="description"'),
      ogTitle: meta('property="og:title"'),
      ogDescription: meta('property="og:description"'),
      twitterCard: meta('name="twitter:card"'),
      twitterTitle: meta('name="twitter:title"'),
      twitterDescription: meta('name="twitter:description"'),
    };
  });

describe('every public route', () => {
  it('renders its heading and sets its title, without any console problem or DevTools issue', async () => {
    const { page, context, problems } = await newPage(browser());
    const issues = await collectDevtoolsIssues(page);
    for (const route of publicRoutes) {
      const response = await gotoHydrated(page, route.path);
      expect(response?.status(), route.path).toBe(200);
      expect(await page.title(), route.path).toBe(route.title);
      expect(await page.getByRole('heading', { level: 1 }).textContent(), route.path).toBe(
        route.heading,
      );
    }
    expect(problems).toEqual([]);
    expect(issues).toEqual([]);
    await context.close();
  });

  it('keeps its heading and main text in the HTML when JavaScript is disabled', async () => {
    const { page, context } = await newPage(browser(), { javaScriptEnabled: false });
    for (const route of publicRoutes) {
      await page.goto(route.path);
      expect(await page.title(), route.path).toBe(route.title);
      expect(await page.getByRole('heading', { level: 1 }).textContent(), route.path).toBe(
        route.heading,
      );
      expect(await page.locator('main').textContent(), route.path).toContain(route.text);
    }
    await context.close();
  });

  it('leaves nothing out of reach without JavaScript: the menu links and both portfolio tabs', async () => {
    const { page, context } = await newPage(browser(), {
      javaScriptEnabled: false,
      viewport: { width: 390, height: 800 },
    });
    await page.goto('/ourportfolio');
    const nav = page.getByRole('navigation', { name: 'Main' });
    expect(await nav.getByRole('link', { name: 'Technologies', exact: true }).isVisible()).toBe(
      true,
    );
    // The menu button needs a script, so it is not offered.
    expect(await page.locator('.nav-bar__toggle').isVisible()).toBe(false);
    for (const story of ['Tapi Textiles B2B Portal', 'Navrang Foods Ordering App']) {
      expect(await page.getByRole('link', { name: story }).isVisible(), story).toBe(true);
    }
    await context.close();
  });

  it('arrives with a canonical URL, Open Graph and Twitter tags and the organisation JSON-LD', async () => {
    for (const route of publicRoutes) {
      const html = await (await fetch(`${baseUrl()}${route.path}`)).text();
      // The test server runs with the default SITE_URL.
      const url = `http://localhost:3000${route.path}`;
      expect(html, route.path).toContain(`<link rel="canonical" href="${url}" />`);
      expect(html, route.path).toContain(`<meta property="og:url" content="${url}" />`);
      expect(html, route.path).toMatch(/<meta name="description" content="[^"]{50,}" \/>/);
      expect(html, route.path).toContain(
        '<meta property="og:image" content="http://localhost:3000/media/og-image.png" />',
      );
      expect(html, route.path).toContain(
        '<meta name="twitter:card" content="summary_large_image" />',
      );
      const jsonLd = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(html)?.[1];
      const data = JSON.parse(jsonLd ?? '{}') as Record<string, Record<string, string>>;
      expect(data['@type']).toBe('ProfessionalService');
      expect(data.address?.addressLocality).toBe('Surat');
      expect(html).not.toContain('__SITE_URL__');
    }
  });

  it('each have their own title and description, repeated in the Open Graph and Twitter tags', async () => {
    const { page, context } = await newPage(browser(), { javaScriptEnabled: false });
    const heads: (HeadTags & { path: string })[] = [];
    for (const route of publicRoutes) {
      await page.goto(route.path);
      const head = await headTags(page);
      heads.push({ path: route.path, ...head });
      expect(head.description.length, route.path).toBeGreaterThanOrEqual(50);
      expect(head, route.path).toEqual({
        title: route.title,
        description: head.description,
        ogTitle: route.title,
        ogDescription: head.description,
        twitterCard: 'summary_large_image',
        twitterTitle: route.title,
        twitterDescription: head.description,
      });
    }
    // Two pages with one title or one description compete in search results: none share.
    // (No Object.groupBy: the engines field allows Node 20.)
    const shared = (key: 'title' | 'description') => {
      const pathsOf = new Map<string, string[]>();
      for (const head of heads)
        pathsOf.set(head[key], [...(pathsOf.get(head[key]) ?? []), head.path]);
      return [...pathsOf]
        .filter(([, paths]) => paths.length > 1)
        .map(([value, paths]) => `${value}: ${paths.join(', ')}`);
    };
    expect(shared('title')).toEqual([]);
    expect(shared('description')).toEqual([]);
    await context.close();
  });

  it('keep those tags in step after client-side navigation', async () => {
    const { page, context } = await newPage(browser(), { javaScriptEnabled: false });
    await page.goto('/services');
    const sent = await headTags(page);
    await context.close();
    const live = await newPage(browser());
    await gotoHydrated(live.page, '/');
    await live.page
      .getByRole('navigation', { name: 'Main' })
      .getByRole('link', { name: 'Services' })
      .click();
    await live.page.waitForURL('**/services');
    await expect.poll(() => headTags(live.page)).toEqual(sent);
    await live.context.close();
  });

  it('are all listed in sitemap.xml, which robots.txt names', async () => {
    const sitemap = await (await fetch(`${baseUrl()}/sitemap.xml`)).text();
    const locs = [...sitemap.matchAll(/<loc>(.*?)<\/loc>/g)].map((m) => m[1]);
    expect([...locs].sort()).toEqual(
      publicRoutes.map((route) => `http://localhost:3000${route.path}`).sort(),
    );
    const robots = await (await fetch(`${baseUrl()}/robots.txt`)).text();
    expect(robots).toContain('Sitemap: http://localhost:3000/sitemap.xml');
  });
});

describe('speed', () => {
  it('loads no candidate-area or HR console code on any public page', async () => {
    const { context } = await newPage(browser());
    // Judged by what the scripts hold, not by their file names: strings found only in each
    // library's or page's code.
    const markers = {
      xstate: 'xstate.init',
      dexie: 'Dexie',
      formik: 'Formik',
      'candidate login': 'One-Time ID',
      'MCQ test page': 'Time Remaining',
      'HR console': hrCodeMarker,
      "HR console's charts": chartCodeMarker,
    };
    // The server sends the built files as they are: read what each page loaded from there.
    const code = (url: string) =>
      readFileSync(path.join('dist/client', new URL(url).pathname), 'utf8');
    // Every script a route loads, including chunks loaded after the first paint or near the
    // view (the enquiry form, the team carousel): each route in its own tab, scrolled to the
    // end, until its network is idle; four tabs at a time.
    const scriptsOf = async (route: string) => {
      const page = await context.newPage();
      const urls: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'script') urls.push(request.url());
      });
      await gotoHydrated(page, route);
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await page.waitForLoadState('networkidle');
      if (route === '/contact') {
        // The form's code loads when the visitor comes near the form, then its sender's; on a
        // busy machine the network can look idle in between. Wait for both.
        await page.locator('.enquiry-section').scrollIntoViewIfNeeded();
        await page
          .getByRole('button', { name: 'Send Enquiry' })
          .and(page.locator(':enabled'))
          .waitFor();
        await expect.poll(() => urls.some((url) => code(url).includes(markers.dexie))).toBe(true);
      }
      await page.close();
      return urls.map((url) => ({ page: route, url }));
    };
    const paths = publicRoutes.map((route) => route.path);
    const loaded: { page: string; url: string }[] = [];
    for (let i = 0; i < paths.length; i += 4) {
      loaded.push(...(await Promise.all(paths.slice(i, i + 4).map(scriptsOf))).flat());
    }
    const found = loaded.flatMap(({ page: on, url }) =>
      Object.entries(markers)
        .filter(([, marker]) => code(url).includes(marker))
        .map(([name]) => `${name} on ${on}`),
    );
    // The Project Enquiry form (Formik, its IndexedDB outbox) belongs on /contact only.
    expect(
      found.filter((hit) => hit !== 'formik on /contact' && hit !== 'dexie on /contact'),
    ).toEqual([]);
    // ...and is there, so the markers above do find what they look for.
    expect(found).toEqual(expect.arrayContaining(['formik on /contact', 'dexie on /contact']));
    await context.close();
  });

  it('gives every image its dimensions and lazy-loads those below the fold', async () => {
    const { page, context } = await newPage(browser());
    for (const route of publicRoutes) {
      await gotoHydrated(page, route.path);
      const images = await page.locator('main img').evaluateAll((imgs) =>
        imgs.map((img) => ({
          src: img.getAttribute('src'),
          width: img.getAttribute('width'),
          height: img.getAttribute('height'),
          alt: img.getAttribute('alt'),
          lazy: img.getAttribute('loading') === 'lazy',
          top: img.getBoundingClientRect().top + window.scrollY,
        })),
      );
      for (const image of images) {
        expect(image.width && image.height, `${route.path} ${image.src}`).toBeTruthy();
        expect(image.alt, `${route.path} ${image.src}`).not.toBeNull();
        if (image.top > 1600) expect(image.lazy, `${route.path} ${image.src}`).toBe(true);
      }
    }
    await context.close();
  });
});
