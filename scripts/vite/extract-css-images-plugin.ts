import { createHash } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

const inlinePng = /url\(\s*["']?data:image\/png;base64,([A-Za-z0-9+/=]+)["']?\s*\)/g;
const minBytes = 4 * 1024;

/**
 * react-phone-input-2's stylesheet carries its flag sprite as a 30 kB base64 `data:` image: the
 * contact page's render-blocking CSS grew to 46 kB and its first paint waited for it. This writes
 * each large inline PNG of the named packages' CSS to a file and points the CSS at it, so Vite
 * emits it as a hashed asset: the CSS shrinks to its rules, and the browser fetches the sprite
 * only when a flag is drawn (after first paint, and then from its cache).
 */
export function extractCssImagesPlugin(packages: string[]): Plugin {
  const inPackage = new RegExp(`/node_modules/(?:${packages.join('|')})/.*\\.css$`);
  const cacheDir = path.resolve('node_modules/.cache/extracted-css-images');
  return {
    name: 'surat:extract-css-images',
    enforce: 'pre',
    transform(code, id) {
      if (!inPackage.test(id)) return null;
      const css = code.replace(inlinePng, (whole, base64: string) => {
        const bytes = Buffer.from(base64, 'base64');
        if (bytes.length < minBytes) return whole;
        const file = path.join(
          cacheDir,
          `${createHash('sha256').update(bytes).digest('hex').slice(0, 16)}.png`,
        );
        mkdirSync(cacheDir, { recursive: true });
        writeFileSync(file, bytes);
        // Relative to the stylesheet: Vite resolves it like any url() the CSS names.
        return `url("${path.relative(path.dirname(id), file).split(path.sep).join('/')}")`;
      });
      return css === code ? null : { code: css, map: null };
    },
  };
}
