/** Replaced at build time by Vite's `define` (vite.config.ts): the year the site was built. */
declare const __BUILD_YEAR__: number;
