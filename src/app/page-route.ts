import type { RouteObject } from 'react-router-dom';
import { loadChunk } from '../lib/load-chunk.ts';
import type { RouteHandle } from './page-meta.ts';
import { pageModuleLoader } from './page-modules.ts';

/** The route handle plus the page's source file, relative to the project root. */
export interface PageRouteHandle extends RouteHandle {
  pageFile: string;
  /** Concrete paths of a parameterised route to prerender (e.g. /projects/0 … /projects/8). */
  prerenderPaths?: string[];
}

/** A route whose element is the default export of `src/pages/<page>.tsx`, loaded on demand. */
export function pageRoute(
  route: Pick<RouteObject, 'path' | 'index'> & {
    page: string;
    meta: RouteHandle['meta'];
    prerenderPaths?: string[];
  },
): RouteObject {
  const load = pageModuleLoader(`src/pages/${route.page}.tsx`);
  if (!load) throw new Error(`No page module src/pages/${route.page}.tsx`);
  const handle: PageRouteHandle = {
    meta: route.meta,
    pageFile: `src/pages/${route.page}.tsx`,
    ...(route.prerenderPaths && { prerenderPaths: route.prerenderPaths }),
  };
  const lazy = async () => ({ Component: (await loadChunk(load)).default });
  return route.index ? { index: true, handle, lazy } : { path: route.path, handle, lazy };
}
