import { copyFile, mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Plugin } from 'vite';
import { inClientBuild } from './client-build.ts';
import {
  appShellFile,
  notFoundFile,
  notFoundPages,
  prerenderedFileFor,
} from '../../shared/route-paths.ts';
import { appShellDocument, chunkOfModule, prerenderedDocument } from './page-html.ts';

interface RenderedPage {
  html: string;
  head: string;
  status: number;
  pageFiles: string[];
}

interface ServerEntry {
  renderPage(path: string): Promise<RenderedPage>;
  listPrerenderPaths(): string[];
}

/**
 * Writes every public route as static HTML into the client build, after Vite has written the
 * bundle and before vite-plugin-pwa (closeBundle) lists the files to precache, so the service
 * worker precaches the prerendered pages. Each page carries its CSS inline and starts its
 * JavaScript after its first paint (page-html.ts). Needs the SSR bundle built first (`dist/ssr`).
 */
export function prerenderPlugin(ssrEntry: string): Plugin {
  let outDir = '';
  let root = '';
  return {
    name: 'surat:prerender',
    apply: inClientBuild,
    configResolved(config) {
      outDir = config.build.outDir;
      root = config.root;
    },
    writeBundle: {
      sequential: true,
      order: 'post',
      async handler(_options, bundle) {
        const entry = (await import(pathToFileURL(path.resolve(ssrEntry)).href)) as ServerEntry;
        const template = await readFile(path.join(outDir, 'index.html'), 'utf8');
        // The template without content is the app shell for browser-only routes.
        const routerChunk = chunkOfModule(bundle, root, 'src/app/full-app.tsx');
        await writeFile(
          path.join(outDir, appShellFile),
          appShellDocument(template, bundle, routerChunk),
        );
        const write = async (file: string, page: RenderedPage) => {
          const target = path.join(outDir, file);
          const pageFile = page.pageFiles.at(-1);
          if (!pageFile) throw new Error(`${file}: no page module was rendered`);
          await mkdir(path.dirname(target), { recursive: true });
          await writeFile(
            target,
            prerenderedDocument(template, bundle, {
              head: page.head,
              html: page.html,
              pageFile,
              pageChunk: chunkOfModule(bundle, root, pageFile),
            }),
          );
        };
        await write(notFoundFile, await entry.renderPage('/__page-not-found__'));
        for (const page of notFoundPages)
          await write(page.file, await entry.renderPage(page.renderPath));
        const paths = entry.listPrerenderPaths();
        for (const route of paths) {
          const page = await entry.renderPage(route);
          if (page.status !== 200) throw new Error(`Prerendering ${route} answered ${page.status}`);
          await write(prerenderedFileFor(route), page);
        }
        this.info(`prerendered ${paths.length} routes and the 404 page`);
      },
    },
  };
}

/** Copies the SQL migrations next to the server bundle, where `api/db/migrate.ts` looks for them. */
export function copyMigrationsPlugin(): Plugin {
  let outDir = '';
  return {
    name: 'surat:copy-migrations',
    apply: (config, env) =>
      env.command === 'build' && String(config.build?.ssr ?? '').startsWith('api/'),
    configResolved(config) {
      outDir = config.build.outDir;
    },
    async closeBundle() {
      const from = path.resolve('api/db/migrations');
      const to = path.join(outDir, 'migrations');
      await mkdir(path.join(to, 'meta'), { recursive: true });
      for (const file of await readdir(from)) {
        if (file.endsWith('.sql')) await copyFile(path.join(from, file), path.join(to, file));
      }
      await copyFile(path.join(from, 'meta/_journal.json'), path.join(to, 'meta/_journal.json'));
      // The demo bank's diagrams, which the seeder reads beside the built server.
      const diagrams = path.resolve('api/db/seed/diagrams');
      await mkdir(path.join(outDir, 'diagrams'), { recursive: true });
      for (const file of await readdir(diagrams)) {
        if (file.endsWith('.png'))
          await copyFile(path.join(diagrams, file), path.join(outDir, 'diagrams', file));
      }
    },
  };
}
