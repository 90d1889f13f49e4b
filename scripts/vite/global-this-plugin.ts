import type { Plugin } from 'vite';

// Webpack's and lodash's way of finding the global object in sloppy-mode scripts.
const findGlobal = /(?:new\s+)?Function\(\s*["']return this["']\s*\)\(\)/g;

/**
 * Some CommonJS packages (react-phone-input-2 bundles webpack's `global` shim) find the global
 * object with `function(){return this}()`, falling back to `Function("return this")()`. Bundled
 * into strict ES modules the first yields `undefined`, so the second runs: an `eval` our
 * Content-Security-Policy refuses (a DevTools issue, and Lighthouse's best practices < 100). The
 * global object is `globalThis` in every browser we support, so say that instead.
 */
export function globalThisPlugin(packages: string[]): Plugin {
  const inPackage = new RegExp(`/node_modules/(?:${packages.join('|')})/`);
  return {
    name: 'surat:global-this',
    enforce: 'pre',
    transform(code, id) {
      if (!inPackage.test(id) || !findGlobal.test(code)) return null;
      findGlobal.lastIndex = 0;
      return { code: code.replace(findGlobal, 'globalThis'), map: null };
    },
  };
}
