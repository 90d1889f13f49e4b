import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { type Hono } from 'hono';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTempDir } from '../test-support/temp-dir.ts';
import { createStaticSite } from './static-site.ts';

const page = (heading: string, route: string) =>
  `<link rel="canonical" href="__SITE_URL__${route}" /><h1>${heading}</h1>`;

describe('createStaticSite', () => {
  const tempDir = useTempDir('site-');
  let site: Hono;

  /** The body of the site's answer for `route`, checked to come with `status`. */
  async function bodyOf(route: string, status = 200): Promise<string> {
    const res = await site.request(route);
    expect(res.status).toBe(status);
    return res.text();
  }

  /** Where the site sends `route`, checked to be a permanent redirect. */
  async function redirectOf(route: string): Promise<string | null> {
    const res = await site.request(route);
    expect(res.status).toBe(301);
    return res.headers.get('location');
  }

  beforeAll(async () => {
    const dir = tempDir();
    await mkdir(path.join(dir, 'assets'));
    await mkdir(path.join(dir, 'projects'));
    await writeFile(path.join(dir, 'index.html'), page('Home', '/'));
    await writeFile(path.join(dir, 'services.html'), page('Services', '/services'));
    await writeFile(path.join(dir, 'projects/0.html'), page('Project 0', '/projects/0'));
    await writeFile(
      path.join(dir, 'hidden.html'),
      '<meta name="robots" content="noindex" /><h1>Hidden</h1>',
    );
    await writeFile(path.join(dir, 'shell.html'), '<div id="root"></div>');
    await writeFile(path.join(dir, '404.html'), '<h1>Page not found</h1>');
    await writeFile(path.join(dir, 'project-not-found.html'), '<h1>Project not found!</h1>');
    await writeFile(path.join(dir, 'assets/index-abc123.js'), 'console.log(1)');
    await writeFile(path.join(dir, 'sw.js'), 'self.skipWaiting()');
    const created = await createStaticSite(dir, { siteUrl: 'https://www.suryaloom.example/' });
    if (!created) throw new Error('expected a site');
    site = created;
  });

  it('serves prerendered pages by their clean route', async () => {
    for (const [route, heading] of [
      ['/', 'Home'],
      ['/services', 'Services'],
      ['/projects/0', 'Project 0'],
    ]) {
      const res = await site.request(route as string);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toContain('text/html');
      expect(res.headers.get('cache-control')).toBe('no-cache');
      expect(await res.text()).toContain(heading);
    }
  });

  it('writes SITE_URL into the pages, without a doubled slash', async () => {
    const html = await (await site.request('/services')).text();
    expect(html).toContain('href="https://www.suryaloom.example/services"');
    expect(html).not.toContain('__SITE_URL__');
  });

  it('serves the app shell for candidate-area routes and by its file name', async () => {
    for (const route of ['/login', '/shell.html']) {
      expect(await bodyOf(route)).toBe('<div id="root"></div>');
    }
  });

  it('serves the app shell for the newsletter unsubscribe link, whatever its token', async () => {
    expect(await bodyOf('/newsletter/unsubscribe?token=abc')).toBe('<div id="root"></div>');
  });

  it('serves the app shell for the HR console and its sections', async () => {
    for (const route of ['/hr', '/hr/candidates', '/hr/questions?status=retired']) {
      expect(await bodyOf(route)).toBe('<div id="root"></div>');
    }
  });

  it('answers unknown paths with the 404 page and status 404', async () => {
    expect(await bodyOf('/no/such/page', 404)).toContain('Page not found');
  });

  it('answers an unknown project with its own page and status 404', async () => {
    expect(await bodyOf('/projects/99', 404)).toContain('Project not found!');
  });

  it("redirects the spec's sitemap paths that are not routes, permanently", async () => {
    for (const [from, to] of [
      ['/itservices', '/services'],
      ['/appdevelopment', '/appdevelopmemt'],
      ['/ourproject?ref=sitemap', '/ourprojects?ref=sitemap'],
    ]) {
      expect(await redirectOf(from as string)).toBe(to);
    }
  });

  it('lists the indexable pages in sitemap.xml under SITE_URL', async () => {
    const res = await site.request('/sitemap.xml');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('application/xml');
    const locs = [...(await res.text()).matchAll(/<loc>(.*?)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toEqual([
      'https://www.suryaloom.example/',
      'https://www.suryaloom.example/projects/0',
      'https://www.suryaloom.example/services',
    ]);
  });

  it('serves robots.txt naming the sitemap and keeping crawlers out of the API and tests', async () => {
    const text = await bodyOf('/robots.txt');
    expect(text).toContain('Sitemap: https://www.suryaloom.example/sitemap.xml');
    expect(text).toContain('Disallow: /api/');
    expect(text).toContain('Disallow: /interview');
    expect(text).toContain('Disallow: /hr\n');
  });

  it('caches hashed assets for a year, but not the service worker', async () => {
    const asset = await site.request('/assets/index-abc123.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const worker = await site.request('/sw.js');
    expect(worker.headers.get('cache-control')).toBe('no-cache');
  });

  it('serves page files by their own name too (the service worker precaches them)', async () => {
    const html = await bodyOf('/services.html');
    expect(html).toContain('Services');
    expect(html).toContain('https://www.suryaloom.example/services');
  });

  it('redirects a trailing slash to the clean route, keeping the query', async () => {
    expect(await redirectOf('/services/?ref=mail')).toBe('/services?ref=mail');
  });

  it('never redirects off the site, however the path starts', async () => {
    for (const [from, to] of [
      ['//evil.example/', '/evil.example'],
      ['///evil.example/', '/evil.example'],
      ['/%5cevil.example/', '/%5cevil.example'],
      ['/%5C%5Cevil.example/', '/%5C%5Cevil.example'],
      ['/\\evil.example/', '/evil.example'],
      ['//evil.example//?next=//x', '/evil.example?next=//x'],
    ] as const) {
      const res = await site.request(`http://localhost${from}`);
      expect(res.status, from).toBe(301);
      const location = res.headers.get('location') ?? '';
      expect(location, from).toBe(to);
      expect(new URL(location, 'https://www.suryaloom.example').host, from).toBe(
        'www.suryaloom.example',
      );
    }
  });

  it('refuses path traversal', async () => {
    const res = await site.request('/assets/..%2f..%2fetc/passwd');
    expect(res.status).toBe(404);
  });

  it('reports that there is nothing to serve without a build', async () => {
    expect(
      await createStaticSite(path.join(tempDir(), 'missing'), { siteUrl: 'http://localhost:3000' }),
    ).toBeNull();
  });
});
