import { describe, expect, it } from 'vitest';
import { normalizeSiteUrl, renderRobots, renderSitemap } from './seo-files.ts';

describe('SEO files', () => {
  it('lists each page once under the site address, home first', () => {
    const xml = renderSitemap('https://www.suryaloom.example/', ['/services', '/', '/about']);
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    const locs = [...xml.matchAll(/<loc>(.*?)<\/loc>/g)].map((m) => m[1]);
    expect(locs).toEqual([
      'https://www.suryaloom.example/',
      'https://www.suryaloom.example/about',
      'https://www.suryaloom.example/services',
    ]);
  });

  it('escapes XML in addresses', () => {
    expect(renderSitemap('https://x.example', ['/a&b'])).toContain(
      '<loc>https://x.example/a&amp;b</loc>',
    );
  });

  it('writes robots.txt that allows the site, keeps crawlers out of private paths and names the sitemap', () => {
    expect(renderRobots('http://localhost:3000', ['/api/', '/login'])).toBe(
      'User-agent: *\nDisallow: /api/\nDisallow: /login\n\nSitemap: http://localhost:3000/sitemap.xml\n',
    );
  });

  it('drops trailing slashes from the site address', () => {
    expect(normalizeSiteUrl('https://a.example//')).toBe('https://a.example');
  });
});
