import type { RouteObject } from 'react-router-dom';
import { isAppShellPath } from './route-paths.ts';

/** Every static public path of the route tree: the pages the build prerenders. */
export function prerenderPaths(routes: RouteObject[], parent = ''): string[] {
  const paths: string[] = [];
  for (const route of routes) {
    const own = route.index
      ? parent || '/'
      : route.path
        ? `${parent}/${route.path}`.replace(/\/+/g, '/')
        : parent;
    const isStatic = !own.includes(':') && !own.includes('*');
    if ((route.index || route.path) && isStatic && !isAppShellPath(own)) paths.push(own || '/');
    if (route.children) paths.push(...prerenderPaths(route.children, own));
  }
  return [...new Set(paths)];
}
