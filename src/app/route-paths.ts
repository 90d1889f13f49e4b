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

/** Pages shown without the navigation bar and footer (spec section 2). */
export const chromelessPaths: readonly string[] = [
  '/login',
  '/interview',
  '/rule-page',
  '/practical-round',
  '/rule-page-practical',
];

export function isCandidateAreaPath(path: string): boolean {
  return (candidateAreaPaths as readonly string[]).includes(path);
}

/** Public pages that only make sense with their query (an e-mailed token): never prerendered. */
export const browserOnlyPublicPaths: readonly string[] = ['/newsletter/unsubscribe'];

/** Routes the server answers with the app shell (200), rendered in the browser only. */
export function isAppShellPath(path: string): boolean {
  return isCandidateAreaPath(path) || browserOnlyPublicPaths.includes(path);
}

/** The file the prerenderer writes for a public route, relative to the client build folder. */
export function prerenderedFileFor(path: string): string {
  return path === '/' ? 'index.html' : `${path.replace(/^\//, '')}.html`;
}

/** The app shell: the page template without prerendered content, for browser-only routes. */
export const appShellFile = 'shell.html';
/** The prerendered "page not found" page, sent with status 404. */
export const notFoundFile = '404.html';
