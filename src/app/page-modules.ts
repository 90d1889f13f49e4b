import type { ComponentType } from 'react';

export interface PageModule {
  default: ComponentType;
}

export type PageLoaders = Record<string, () => Promise<PageModule>>;

// Every page is its own lazy chunk. Globbing (instead of one import() per route) lets a route name
// its module file, which the prerenderer uses to name the page's module and inline its CSS. The
// HR console's sections (pages/hr/) are loaded by the console itself (pages/hr-console.tsx).
const allPages: PageLoaders = import.meta.glob<PageModule>([
  '../pages/**/*.tsx',
  '!../pages/**/*.test.tsx',
  '!../pages/hr/**',
]);

/** A page's key in a glob of this folder, by its source file relative to the project root. */
export const pageKey = (sourceFile: string) => sourceFile.replace(/^src\/pages\//, '../pages/');

/** The loader of a page, by its source file relative to the project root (`src/pages/…`). */
export function pageModuleLoader(sourceFile: string) {
  return allPages[pageKey(sourceFile)];
}
