import type { RouteObject } from 'react-router-dom';
import { isAppShellPath, legacyRedirects } from '../../shared/route-paths.ts';

function declaredPrerenderPaths(route: RouteObject): string[] {
  const handle = route.handle as { prerenderPaths?: unknown } | undefined;
  return Array.isArray(handle?.prerenderPaths) ? (handle.prerenderPaths as string[]) : [];
}

/**
 * Every public path of the route tree the build prerenders: the static ones, plus the concrete
 * paths a parameterised route declares (`handle.prerenderPaths`). Leaves out the candidate area,
 * redirects and the catch-all.
 */
export function prerenderPaths(routes: RouteObject[], parent = ''): string[] {
  const paths: string[] = [];
  for (const route of routes) {
    const own = route.index
      ? parent || '/'
      : route.path
        ? `${parent}/${route.path}`.replace(/\/+/g, '/')
        : parent;
    const isStatic = !own.includes(':') && !own.includes('*');
    const isPage = (route.index || route.path) && !route.loader;
    if (isPage && isStatic && !isAppShellPath(own) && !(own in legacyRedirects))
      paths.push(own || '/');
    paths.push(...declaredPrerenderPaths(route));
    if (route.children) paths.push(...prerenderPaths(route.children, own));
  }
  return [...new Set(paths)];
}
