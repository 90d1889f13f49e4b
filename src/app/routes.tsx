import type { RouteObject } from 'react-router-dom';
import { pageMeta } from './page-meta.ts';
import { pageRoute } from './page-route.ts';
import { RootLayout } from './root-layout.tsx';
import { RouteLoading } from './route-loading.tsx';

/**
 * Every route. Pages are lazy chunks, so a public page loads only its own code and the candidate
 * area is never fetched by the public site. Routes without `:` or `*` are prerendered unless they
 * belong to the candidate area (see `route-paths.ts`).
 */
export const routes: RouteObject[] = [
  {
    Component: RootLayout,
    // Browser-only routes (the candidate area) start from the empty shell while their chunk loads.
    HydrateFallback: RouteLoading,
    children: [
      pageRoute({ index: true, page: 'home-page', meta: pageMeta.home }),
      pageRoute({ path: 'services', page: 'services-page', meta: pageMeta.services }),
      pageRoute({ path: 'login', page: 'candidate/login-page', meta: pageMeta.login }),
      pageRoute({ path: 'rule-page', page: 'candidate/rule-page', meta: pageMeta.rules }),
      pageRoute({ path: 'interview', page: 'candidate/interview-page', meta: pageMeta.interview }),
      pageRoute({
        path: 'test-submitted',
        page: 'candidate/test-submitted-page',
        meta: pageMeta.testSubmitted,
      }),
      pageRoute({ path: '*', page: 'not-found-page', meta: pageMeta.notFound }),
    ],
  },
];
