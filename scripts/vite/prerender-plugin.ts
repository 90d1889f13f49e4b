import { copyFile, mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { OutputBundle, OutputChunk } from 'rolldown';
import type { Plugin } from 'vite';
import {
  appShellFile,
  notFoundFile,
  notFoundPages,
  prerenderedFileFor,
} from '../../shared/route-paths.ts';

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

type ChunkWithCss = OutputChunk & { viteMetadata?: { importedCss: Set<string> } };

/** The page's chunk, the chunks it imports statically, and their CSS, as `<link>` tags. */
function preloadTags(bundle: OutputBundle, root: string, pageFiles: string[]): string {
  const chunks = Object.values(bundle).filter((o): o is ChunkWithCss => o.type === 'chunk');
  const byModule = new Map(
    chunks
      .filter((c) => c.facadeModuleId)
      .map((c) => [path.relative(root, c.facadeModuleId ?? ''), c]),
  );
  const byFile = new Map(chunks.map((c) => [c.fileName, c]));
  const js = new Set<string>();
  const css = new Set<string>();
  const visit = (chunk: ChunkWithCss | undefined) => {
    if (!chunk || chunk.isEntry || js.has(chunk.fileName)) return;
    js.add(chunk.fileName);
    for (const file of chunk.viteMetadata?.importedCss ?? []) css.add(file);
    for (const imported of chunk.imports) visit(byFile.get(imported));
  };
  for (const file of pageFiles) {
    const chunk = byModule.get(file);
    if (!chunk) throw new Error(`No chunk for ${file}`);
    visit(chunk);
  }
  // The body font, so text is drawn in it on first paint instead of swapping later.
  const font = Object.values(bundle).find(
    (o) => o.type === 'asset' && /inter-latin-wght-normal-[\w-]+\.woff2$/.test(o.fileName),
  );
  return [
    ...(font
      ? [`<link rel="preload" as="font" type="font/woff2" crossorigin href="/${font.fileName}">`]
      : []),
    ...[...css].map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
    ...[...js].map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
  ].join('\n    ');
}

function fillTemplate(template: string, page: RenderedPage, preloads: string): string {
  // The template already preloads what the entry imports (the bundler's runtime): once is enough.
  const fresh = preloads
    .split('\n')
    .filter((tag) => !template.includes(/href="[^"]+"/.exec(tag)?.[0] ?? '\0'))
    .join('\n');
  return template
    .replace(/<title>.*?<\/title>\s*/s, '')
    .replace('<!--app-head-->', page.head)
    .replace('</head>', `  ${fresh}\n  </head>`)
    .replace('<!--app-html-->', page.html);
}

/**
 * Writes every public route as static HTML into the client build, after Vite has written the
 * bundle and before vite-plugin-pwa (closeBundle) lists the files to precache, so the service
 * worker precaches the prerendered pages. Each page links its own chunk's CSS (no flash of
 * unstyled content) and preloads its JS. Needs the SSR bundle built first (`dist/ssr`).
 */
export function prerenderPlugin(ssrEntry: string): Plugin {
  let outDir = '';
  let root = '';
  return {
    name: 'surat:prerender',
    apply: (config, env) => env.command === 'build' && !config.build?.ssr,
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
        await writeFile(
          path.join(outDir, appShellFile),
          template
            .replace('<!--app-head-->', '<meta name="robots" content="noindex" />')
            .replace('<!--app-html-->', ''),
        );
        const write = async (file: string, page: RenderedPage) => {
          const target = path.join(outDir, file);
          await mkdir(path.dirname(target), { recursive: true });
          await writeFile(
            target,
            fillTemplate(template, page, preloadTags(bundle, root, page.pageFiles)),
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
    },
  };
}
