import { StrictMode, type ComponentType } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { matchRoutes, type RouteObject } from 'react-router-dom';
import { App } from './app/app.tsx';
import { renderHeadTags } from './app/head-tags.ts';
import { metaOfMatches } from './app/page-meta.ts';
import type { PageRouteHandle } from './app/page-route.ts';
import { prerenderPaths } from './app/prerender-paths.ts';
import { routes } from './app/routes.tsx';

export interface RenderedPage {
  html: string;
  head: string;
  status: number;
  /** Source files of the matched pages (e.g. `src/pages/home-page.tsx`), to preload their chunks. */
  pageFiles: string[];
}

async function readStream(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
}

type LazyRoute = RouteObject & { lazy?: () => Promise<{ Component?: ComponentType | null }> };

/**
 * Renders one route to HTML at build time, as the browser hydrates it (src/main.tsx): the app
 * around the page alone, no router. The route table gives the page, its meta and its status.
 */
export async function renderPage(path: string): Promise<RenderedPage> {
  const url = new URL(path, 'http://prerender.local');
  const matches = matchRoutes(routes, url.pathname) ?? [];
  const leaf = matches.at(-1)?.route as LazyRoute | undefined;
  if (!leaf || typeof leaf.lazy !== 'function' || leaf.loader) {
    throw new Error(`${path} is not a page; it cannot be prerendered`);
  }
  const Page = (await leaf.lazy()).Component;
  if (!Page) throw new Error(`${path}: its page module has no default export`);
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <App initial={{ kind: 'page', Page, pathname: url.pathname, search: url.search }} />
    </StrictMode>,
  );
  const handles = matches.map((m) => ({ handle: m.route.handle as unknown, params: m.params }));
  return {
    html: await readStream(prelude),
    head: renderHeadTags(metaOfMatches(handles), path),
    status: leaf.path === '*' ? 404 : 200,
    pageFiles: handles.flatMap(({ handle }) => {
      const file = (handle as Partial<PageRouteHandle> | undefined)?.pageFile;
      return file ? [file] : [];
    }),
  };
}

export function listPrerenderPaths(): string[] {
  return prerenderPaths(routes);
}
