/**
 * Paths shared by the browser router, the prerenderer and the server (which answers 404 for
 * anything else). Pure data: imported by both runtimes.
 */

/** The candidate area: rendered in the browser only (never prerendered), from the app shell. */
export const candidateAreaPaths = [
  '/login',
  '/rule-page',
  '/interview',
  '/test-submitted',
  '/rule-page-practical',
  '/practical-round',
  '/practical-submit',
] as const;

/**
 * Pages shown without the navigation bar and footer: the five spec section 2 names, and the two
 * pages after a round (`/test-submitted`, `/practical-submit`), which the spec leaves unsaid. A
 * candidate between rounds is not a prospective client: the marketing menu and the newsletter
 * form there led away from the test (issue 39), so the whole candidate area has one plain layout.
 */
export const chromelessPaths: readonly string[] = candidateAreaPaths;

export function isCandidateAreaPath(path: string): boolean {
  return (candidateAreaPaths as readonly string[]).includes(path);
}

/** Public pages that only make sense with their query (an e-mailed token): never prerendered. */
export const browserOnlyPublicPaths: readonly string[] = ['/newsletter/unsubscribe'];

/** The HR console: `/hr` and every path under it, rendered in the browser only. */
export const hrConsolePath = '/hr';

export function isHrConsolePath(path: string): boolean {
  return path === hrConsolePath || path.startsWith(`${hrConsolePath}/`);
}

/** Routes the server answers with the app shell (200), rendered in the browser only. */
export function isAppShellPath(path: string): boolean {
  return (
    isCandidateAreaPath(path) || browserOnlyPublicPaths.includes(path) || isHrConsolePath(path)
  );
}

/** The file the prerenderer writes for a public route, relative to the client build folder. */
export function prerenderedFileFor(path: string): string {
  return path === '/' ? 'index.html' : `${path.replace(/^\//, '')}.html`;
}

/** The app shell: the page template without prerendered content, for browser-only routes. */
export const appShellFile = 'shell.html';
/** The prerendered "page not found" page, sent with status 404. */
export const notFoundFile = '404.html';

/**
 * Paths the spec's sitemap page links to that are not routes of their own: each answers with a
 * permanent redirect to the page it means (server 301, and an in-app redirect in the browser).
 */
export const legacyRedirects: Readonly<Record<string, string>> = {
  '/itservices': '/services',
  '/appdevelopment': '/appdevelopmemt',
  '/ourproject': '/ourprojects',
};

/**
 * Parameterised public routes whose unknown values get a prerendered "not found" page of their
 * own, sent with status 404 (e.g. /projects/42 shows "Project not found!").
 */
export const notFoundPages: readonly { pattern: RegExp; file: string; renderPath: string }[] = [
  {
    pattern: /^\/projects\/[^/]+$/,
    file: 'project-not-found.html',
    renderPath: '/projects/unknown',
  },
];

/**
 * Written by the prerenderer wherever a page needs the public site address (canonical URL, Open
 * Graph, JSON-LD); the server replaces it with its `SITE_URL` setting when it loads the pages.
 */
export const siteUrlPlaceholder = '__SITE_URL__';
