import type { PageLoaders, PageModule } from './page-modules.ts';

/**
 * The pages the build prerenders (the public pages, /login): the entry hydrates them alone
 * (src/main.tsx). Imported by the entry, this map also tells the bundler that these pages may load
 * without the router's chunk, so a module one shares with the route table (the project list, the
 * services) goes to a chunk of its own, never into the router's chunk, which would then come with
 * the page. The prerenderer refuses a page missing here (scripts/vite/page-html.ts).
 */
const prerenderedPages: PageLoaders = import.meta.glob<PageModule>([
  '../pages/*.tsx',
  '../pages/candidate/login-page.tsx',
  '!../pages/*.test.tsx',
  '!../pages/hr-console.tsx',
  '!../pages/newsletter-unsubscribe-page.tsx',
]);

/**
 * The loader of a prerendered page, for its hydration (undefined for any other page), by its
 * source file relative to the project root (`src/pages/…`, as `#root` names it). Nothing here
 * imports the full map (page-modules.ts), which the entry must not carry.
 */
export function prerenderedPageLoader(sourceFile: string) {
  return prerenderedPages[sourceFile.replace(/^src\/pages\//, '../pages/')];
}
