import type { RouteObject } from 'react-router-dom';
import { pageMeta } from './page-meta.ts';
import { pageRoute } from './page-route.ts';
import { RootLayout } from './root-layout.tsx';

/**
 * Every route. Pages are lazy chunks, so a public page loads only its own code and the candidate
 * area is never fetched by the public site. Routes without `:` or `*` are prerendered unless they
 * belong to the candidate area (see `route-paths.ts`).
 */
export const routes: RouteObject[] = [
  {
    Component: RootLayout,
    children: [
      pageRoute({ index: true, page: 'home-page', meta: pageMeta.home }),
      pageRoute({ path: 'services', page: 'services-page', meta: pageMeta.services }),
      pageRoute({ path: 'contact', page: 'contact-page', meta: pageMeta.contact }),
      pageRoute({
        path: 'newsletter/unsubscribe',
        page: 'newsletter-unsubscribe-page',
        meta: pageMeta.newsletterUnsubscribe,
      }),
      pageRoute({ path: 'login', page: 'candidate/login-page', meta: pageMeta.login }),
      pageRoute({ path: '*', page: 'not-found-page', meta: pageMeta.notFound }),
    ],
  },
];
