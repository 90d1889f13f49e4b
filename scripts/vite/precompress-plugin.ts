import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';
import { inClientBuild } from './client-build.ts';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);
const compressible = /\.(js|mjs|css|html|svg|json|webmanifest|txt|xml)$/;

async function* walk(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else yield full;
  }
}

/**
 * Writes `.br` and `.gz` beside every text asset of the client build, last of all (after the
 * service worker is generated), so the server sends compressed files without compressing per request.
 */
export function precompressPlugin(): Plugin {
  let outDir = '';
  return {
    name: 'surat:precompress',
    apply: inClientBuild,
    configResolved(config) {
      outDir = config.build.outDir;
    },
    closeBundle: {
      sequential: true,
      order: 'post',
      async handler() {
        for await (const file of walk(outDir)) {
          if (!compressible.test(file) || (await stat(file)).size < 512) continue;
          const content = await readFile(file);
          await writeFile(
            `${file}.br`,
            await brotli(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
          );
          await writeFile(`${file}.gz`, await gz(content, { level: 9 }));
        }
      },
    },
  };
}
