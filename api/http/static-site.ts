import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import { Hono } from 'hono';
import { appShellFile, isAppShellPath, notFoundFile } from '../../src/app/route-paths.ts';

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

function routeOfHtmlFile(file: string): string {
  return file === 'index.html' ? '/' : `/${file.replace(/\.html$/, '')}`;
}

const htmlHeaders = {
  'Content-Type': 'text/html; charset=utf-8',
  // Pages may change with every deploy; the service worker keeps its own copies for offline use.
  'Cache-Control': 'no-cache',
};

/**
 * Serves the built site from `clientDir`: hashed assets cached for a year, prerendered pages by
 * their route (`/services` → `services.html`), the app shell for browser-only routes (candidate
 * area, newsletter unsubscribe), and the
 * prerendered 404 page with status 404 for everything else. Returns null when there is no build
 * (e.g. `npm run dev`, where Vite serves the site).
 */
export async function createStaticSite(clientDir: string): Promise<Hono | null> {
  if (!existsSync(path.join(clientDir, appShellFile))) return null;
  const files = await listFiles(clientDir);
  const pages = new Map<string, string>();
  for (const file of files) {
    if (!file.endsWith('.html') || file === appShellFile || file === notFoundFile) continue;
    pages.set(routeOfHtmlFile(file), await readFile(path.join(clientDir, file), 'utf8'));
  }
  const shell = await readFile(path.join(clientDir, appShellFile), 'utf8');
  const notFound = await readFile(path.join(clientDir, notFoundFile), 'utf8');
  // Every built file is reachable by its own name too (the service worker precaches `/services.html`).
  const assetFiles = new Set(files.map((f) => `/${f}`));

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
  site.get('*', (c) => {
    const requested = c.req.path;
    if (requested.length > 1 && requested.endsWith('/')) {
      const url = new URL(c.req.url);
      return c.redirect(`${requested.replace(/\/+$/, '') || '/'}${url.search}`, 301);
    }
    const page = pages.get(requested);
    if (page !== undefined) return c.body(page, 200, htmlHeaders);
    if (isAppShellPath(requested)) return c.body(shell, 200, htmlHeaders);
    return c.body(notFound, 404, htmlHeaders);
  });
  return site;
}
