import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import {
  appShellFile,
  browserOnlyPublicPaths,
  candidateAreaPaths,
  hrConsolePath,
  isAppShellPath,
  legacyRedirects,
  notFoundFile,
  notFoundPages,
  siteUrlPlaceholder,
} from '../../shared/route-paths.ts';
import { normalizeSiteUrl, renderRobots, renderSitemap } from './seo-files.ts';

async function listFiles(dir: string, prefix = ''): Promise<string[]> {
  const entries = await readdir(path.join(dir, prefix), { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) => {
      const relative = prefix ? `${prefix}/${entry.name}` : entry.name;
      return entry.isDirectory() ? listFiles(dir, relative) : Promise.resolve([relative]);
    }),
  );
  return nested.flat();
}

/**
 * `path` without its trailing slashes, as a Location that stays on this site. Leading slashes
 * and backslashes collapse to one: browsers read `//evil.example` and `/\evil.example` as
 * another host. `path` is the request's raw (still percent-encoded) path, so `%5c` stays
 * encoded, which browsers never read as a backslash.
 */
export function sameOriginPath(path: string): string {
  const trimmed = `/${path.replace(/^[/\\]+/, '').replace(/\/+$/, '')}`;
  // Belt and braces: whatever the path held, a location that leaves the origin becomes `/`.
  const origin = 'http://same-origin.invalid';
  return new URL(trimmed, origin).origin === origin ? trimmed : '/';
}

function routeOfHtmlFile(file: string): string {
  return file === 'index.html' ? '/' : `/${file.replace(/\.html$/, '')}`;
}

const htmlHeaders = {
  'Content-Type': 'text/html; charset=utf-8',
  // Pages may change with every deploy; the service worker keeps its own copies for offline use.
  'Cache-Control': 'no-cache',
};

const textHeaders = (type: string) => ({
  'Content-Type': `${type}; charset=utf-8`,
  'Cache-Control': 'no-cache',
});

export interface StaticSiteOptions {
  /** The public address (config `SITE_URL`) written into canonical URLs, Open Graph and sitemap. */
  siteUrl: string;
}

/**
 * Serves the built site from `clientDir`: hashed assets cached for a year; prerendered pages by
 * their route (`/services` → `services.html`) with the site address filled in; the app shell for
 * browser-only routes (candidate area, newsletter unsubscribe); 301 for the legacy paths the spec's sitemap page links to; sitemap.xml
 * and robots.txt made from the prerendered pages; and a "not found" page with status 404 for
 * everything else. Returns null when there is no build (e.g. `npm run dev`, where Vite serves).
 */
export async function createStaticSite(
  clientDir: string,
  { siteUrl }: StaticSiteOptions,
): Promise<Hono | null> {
  if (!existsSync(path.join(clientDir, appShellFile))) return null;
  const base = normalizeSiteUrl(siteUrl);
  const load = async (file: string) =>
    (await readFile(path.join(clientDir, file), 'utf8')).replaceAll(siteUrlPlaceholder, base);

  const files = await listFiles(clientDir);
  const special = new Set([appShellFile, notFoundFile, ...notFoundPages.map((p) => p.file)]);
  const pages = new Map<string, string>();
  for (const file of files) {
    if (file.endsWith('.html') && !special.has(file))
      pages.set(routeOfHtmlFile(file), await load(file));
  }
  const shell = await load(appShellFile);
  const notFound = await load(notFoundFile);
  const specificNotFound = await Promise.all(
    notFoundPages
      .filter((p) => files.includes(p.file))
      .map(async (p) => ({ pattern: p.pattern, html: await load(p.file) })),
  );
  const indexable = [...pages]
    .filter(([, html]) => !html.includes('<meta name="robots" content="noindex"'))
    .map(([route]) => route);
  const sitemapXml = renderSitemap(base, indexable);
  const robotsTxt = renderRobots(base, [
    '/api/',
    ...candidateAreaPaths,
    ...browserOnlyPublicPaths,
    hrConsolePath,
  ]);

  // Every other built file is served from disk by its own name. HTML files are answered from
  // memory instead (the service worker precaches `/services.html`), so they carry SITE_URL too.
  const assetFiles = new Set(files.filter((f) => !f.endsWith('.html')).map((f) => `/${f}`));

  const site = new Hono();
  site.use('*', async (c, next) => {
    await next();
    if (!assetFiles.has(c.req.path) || !c.res.ok) return;
    // Only Vite's content-hashed files may be cached forever; sw.js and the manifest must not.
    const immutable = c.req.path.startsWith('/assets/');
    c.header('Cache-Control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
  });
  site.use(
    '*',
    serveStatic({
      root: clientDir,
      // The build writes .br and .gz beside each text asset; no compression work per request.
      precompressed: true,
      // Only real files; clean page routes (`/services`) are answered below from memory.
      rewriteRequestPath: (p) => (assetFiles.has(p) ? p : '/__no_such_file__'),
    }),
  );
  site.get('/sitemap.xml', (c) => c.body(sitemapXml, 200, textHeaders('application/xml')));
  site.get('/robots.txt', (c) => c.body(robotsTxt, 200, textHeaders('text/plain')));
  site.get('*', (c) => {
    const requested = c.req.path;
    const { search } = new URL(c.req.url);
    if (requested.length > 1 && requested.endsWith('/')) {
      return c.redirect(`${sameOriginPath(new URL(c.req.url).pathname)}${search}`, 301);
    }
    const redirectTo = legacyRedirects[requested];
    if (redirectTo) return c.redirect(`${redirectTo}${search}`, 301);
    const page = pages.get(requested) ?? pages.get(routeOfHtmlFile(requested.slice(1)));
    if (page !== undefined) return c.body(page, 200, htmlHeaders);
    // The service worker precaches the shell by its file name (its navigation fallback).
    if (isAppShellPath(requested) || requested === `/${appShellFile}`)
      return c.body(shell, 200, htmlHeaders);
    const specific = specificNotFound.find((p) => p.pattern.test(requested));
    return c.body(specific?.html ?? notFound, 404, htmlHeaders);
  });
  return site;
}
