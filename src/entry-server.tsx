import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
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

/** Renders one route to HTML at build time (waits for every lazy page module). */
export async function renderPage(path: string): Promise<RenderedPage> {
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(new URL(path, 'http://prerender.local')));
  if (context instanceof Response) throw new Error(`${path} redirects; it cannot be prerendered`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      {/* No hydration payload: routes have no loaders, and the CSP forbids inline scripts. */}
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </StrictMode>,
  );
  const matches = context.matches.map((m) => ({
    handle: m.route.handle as unknown,
    params: m.params,
  }));
  return {
    html: await readStream(prelude),
    head: renderHeadTags(metaOfMatches(matches), path),
    status: context.statusCode,
    pageFiles: matches.flatMap(({ handle }) => {
      const file = (handle as Partial<PageRouteHandle> | undefined)?.pageFile;
      return file ? [file] : [];
    }),
  };
}

export function listPrerenderPaths(): string[] {
  return prerenderPaths(routes);
}
