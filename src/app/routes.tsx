import { redirect, type RouteObject } from 'react-router-dom';
import { projects } from '../content/projects.ts';
import { services } from '../content/services.ts';
import { hrConsoleRoute } from './hr-routes.ts';
import { pageMeta, projectPageMeta, servicePageMeta } from './page-meta.ts';
import { pageRoute } from './page-route.ts';
import { RouteError } from './route-error.tsx';
import { RouteLoading } from '../components/route-loading.tsx';
import { legacyRedirects } from '../../shared/route-paths.ts';

// Six services share one page layout; /uiuxdesign has a page of its own (spec section 2).
const sharedLayoutServices = services.filter((service) => service.path !== '/uiuxdesign');

/**
 * Every route, for React Router (src/app/full-app.tsx) and the prerenderer. Pages are lazy chunks,
 * so a public page loads only its own code and the candidate area and the HR console are never
 * fetched by the public site. Routes without `:` or `*` are prerendered unless they
 * belong to the candidate area or redirect (see `route-paths.ts`).
 */
export const routes: RouteObject[] = [
  {
    // The layout is around the router (src/app/app.tsx); this route only catches a page that
    // cannot render (its code never arrived), which then says so, never the router's dev screen.
    ErrorBoundary: RouteError,
    // Browser-only routes (the candidate area) start from the empty shell while their chunk loads.
    HydrateFallback: RouteLoading,
    children: [
      pageRoute({ index: true, page: 'home-page', meta: pageMeta.home }),
      pageRoute({ path: 'services', page: 'services-page', meta: pageMeta.services }),
      ...sharedLayoutServices.map((service) =>
        pageRoute({
          path: service.path.slice(1),
          page: 'service-page',
          meta: servicePageMeta(service),
        }),
      ),
      pageRoute({ path: 'uiuxdesign', page: 'uiux-design-page', meta: pageMeta.uiux }),
      pageRoute({ path: 'technologies', page: 'technologies-page', meta: pageMeta.technologies }),
      pageRoute({ path: 'contact', page: 'contact-page', meta: pageMeta.contact }),
      pageRoute({ path: 'about', page: 'about-page', meta: pageMeta.about }),
      pageRoute({ path: 'ourprojects', page: 'projects-page', meta: pageMeta.projects }),
      pageRoute({
        path: 'projects/:projectId',
        page: 'project-page',
        meta: projectPageMeta,
        prerenderPaths: projects.map((_, index) => `/projects/${index}`),
      }),
      pageRoute({ path: 'ourportfolio', page: 'portfolio-page', meta: pageMeta.portfolio }),
      pageRoute({ path: 'sitemap', page: 'sitemap-page', meta: pageMeta.sitemap }),
      pageRoute({ path: 'faqs', page: 'faqs-page', meta: pageMeta.faqs }),
      pageRoute({ path: 'ourpolicy', page: 'policy-page', meta: pageMeta.policy }),
      pageRoute({ path: 'privacy', page: 'privacy-page', meta: pageMeta.privacy }),
      pageRoute({
        path: 'newsletter/unsubscribe',
        page: 'newsletter-unsubscribe-page',
        meta: pageMeta.newsletterUnsubscribe,
      }),
      pageRoute({
        path: 'login',
        page: 'candidate/login-page',
        meta: pageMeta.login,
        // The one candidate page that is prerendered: a candidate's first page, often on a weak
        // line, drawn before any script arrives (its meta keeps it out of search results).
        prerenderPaths: ['/login'],
      }),
      pageRoute({ path: 'rule-page', page: 'candidate/rule-page', meta: pageMeta.rules }),
      pageRoute({ path: 'interview', page: 'candidate/interview-page', meta: pageMeta.interview }),
      pageRoute({
        path: 'test-submitted',
        page: 'candidate/test-submitted-page',
        meta: pageMeta.testSubmitted,
      }),
      pageRoute({
        path: 'rule-page-practical',
        page: 'candidate/rule-page-practical',
        meta: pageMeta.practicalRules,
      }),
      pageRoute({
        path: 'practical-round',
        page: 'candidate/practical-round-page',
        meta: pageMeta.practicalRound,
      }),
      pageRoute({
        path: 'practical-submit',
        page: 'candidate/practical-submit-page',
        meta: pageMeta.practicalSubmitted,
      }),
      hrConsoleRoute,
      // The spec's sitemap links to paths that are not routes; the server answers them with 301.
      ...Object.entries(legacyRedirects).map(([from, to]) => ({
        path: from.slice(1),
        loader: () => redirect(to, 301),
      })),
      pageRoute({ path: '*', page: 'not-found-page', meta: pageMeta.notFound }),
    ],
  },
];
