import { escapeMarkup } from '../../shared/escape-markup.ts';

/** The public address without a trailing slash, so `${siteUrl}${path}` is always well formed. */
export function normalizeSiteUrl(siteUrl: string): string {
  return siteUrl.replace(/\/+$/, '');
}

/** sitemap.xml listing every indexable prerendered page (sitemaps.org protocol 0.9). */
export function renderSitemap(siteUrl: string, paths: readonly string[]): string {
  const base = normalizeSiteUrl(siteUrl);
  const urls = [...paths]
    .sort((a, b) => (a === '/' ? -1 : b === '/' ? 1 : a.localeCompare(b)))
    .map((path) => `  <url><loc>${escapeMarkup(`${base}${path}`)}</loc></url>`);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/**
 * robots.txt: everything public may be crawled; the API and the candidate area may not (they are
 * per-person and carry noindex anyway). Names the sitemap.
 */
export function renderRobots(siteUrl: string, disallow: readonly string[]): string {
  return [
    'User-agent: *',
    ...disallow.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${normalizeSiteUrl(siteUrl)}/sitemap.xml`,
    '',
  ].join('\n');
}
