import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { legacyRedirects } from '../../shared/route-paths.ts';
import { applyHeadTags } from './head-tags.ts';
import { metaOfMatches } from './page-meta.ts';
import { resolveLazyRoutes } from './resolve-lazy-routes.ts';
import type { RoutedApp } from './routed-app.ts';
import { routes } from './routes.tsx';
import type { NavigateOptions } from '../hooks/use-navigation.ts';

/**
 * React Router with the whole route table: loaded by browser-only pages (the candidate area, the
 * HR console) at once, and by a prerendered page when its visitor first follows a link.
 */
export async function startRoutedApp(
  to: string | null,
  options?: NavigateOptions,
): Promise<RoutedApp> {
  if (to === null) {
    await resolveLazyRoutes(routes, window.location.pathname);
  } else {
    const url = new URL(to, window.location.href);
    // The spec's sitemap links to three paths that are not routes (server 301, route-paths.ts).
    const pathname = legacyRedirects[url.pathname] ?? url.pathname;
    // The target page's code first, so the router renders it at once (no loading state) and the
    // address changes only when the page can be shown.
    await resolveLazyRoutes(routes, pathname);
    const target = `${pathname}${url.search}${url.hash}`;
    if (options?.replace) window.history.replaceState(null, '', target);
    else window.history.pushState(null, '', target);
  }
  const router = createBrowserRouter(routes);
  // The title and meta tags follow the route, as the prerenderer wrote them for a first load.
  let headPath: string | null = null;
  const updateHead = () => {
    const { location, matches } = router.state;
    if (location.pathname === headPath) return;
    headPath = location.pathname;
    const handles = matches.map((match) => ({ handle: match.route.handle, params: match.params }));
    applyHeadTags(metaOfMatches(handles), location.pathname);
  };
  updateHead();
  router.subscribe(updateHead);
  return {
    subscribe: (listener) => router.subscribe(() => listener()),
    location: () => router.state.location,
    navigate: (target, navigateOptions) => void router.navigate(target, navigateOptions),
    element: <RouterProvider router={router} />,
  };
}
