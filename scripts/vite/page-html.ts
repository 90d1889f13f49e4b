import path from 'node:path';
import type { OutputBundle, OutputChunk } from 'rolldown';
import { pageBootScript } from '../../shared/page-boot-script.ts';

type ChunkWithCss = OutputChunk & { viteMetadata?: { importedCss: Set<string> } };

/** A chunk's static import closure (itself first, entries left out) and the CSS it imports. */
interface ChunkAssets {
  js: string[];
  css: string[];
}

function chunksOf(bundle: OutputBundle): ChunkWithCss[] {
  return Object.values(bundle).filter((o): o is ChunkWithCss => o.type === 'chunk');
}

function closure(bundle: OutputBundle, start: ChunkWithCss[], skipEntries: boolean): ChunkAssets {
  const byFile = new Map(chunksOf(bundle).map((c) => [c.fileName, c]));
  const js = new Set<string>();
  const css = new Set<string>();
  const visit = (chunk: ChunkWithCss | undefined) => {
    if (!chunk || (skipEntries && chunk.isEntry) || js.has(chunk.fileName)) return;
    js.add(chunk.fileName);
    for (const file of chunk.viteMetadata?.importedCss ?? []) css.add(file);
    for (const imported of chunk.imports) visit(byFile.get(imported));
  };
  for (const chunk of start) visit(chunk);
  return { js: [...js], css: [...css] };
}

/** The chunk built from `sourceFile` (relative to the project root, e.g. `src/pages/home-page.tsx`). */
export function chunkOfModule(
  bundle: OutputBundle,
  root: string,
  sourceFile: string,
): ChunkWithCss {
  const chunk = chunksOf(bundle).find(
    (c) => c.facadeModuleId && path.relative(root, c.facadeModuleId) === sourceFile,
  );
  if (!chunk) throw new Error(`No chunk for ${sourceFile}`);
  return chunk;
}

function entryChunk(bundle: OutputBundle): ChunkWithCss {
  const entries = chunksOf(bundle).filter((c) => c.isEntry);
  const [entry] = entries;
  if (!entry || entries.length !== 1)
    throw new Error(`Expected one entry chunk, found ${entries.length}`);
  return entry;
}

/** The entry chunk (src/main.tsx) with its static imports and its CSS (the global stylesheet). */
export function entryAssets(bundle: OutputBundle): ChunkAssets {
  return closure(bundle, [entryChunk(bundle)], false);
}

/** A page's chunk, the chunks it imports statically (not the entry's) and their CSS. */
export function pageAssets(bundle: OutputBundle, page: ChunkWithCss): ChunkAssets {
  return closure(bundle, [page], true);
}

function assetText(bundle: OutputBundle, file: string): string {
  const asset = bundle[file];
  if (!asset || asset.type !== 'asset') throw new Error(`No asset ${file} in the bundle`);
  return typeof asset.source === 'string' ? asset.source : Buffer.from(asset.source).toString();
}

/** Vite's tags for the entry in the built index.html: its script, module preloads and stylesheets. */
const entryTags =
  /\s*<script type="module" crossorigin src="[^"]+"><\/script>|\s*<link rel="(?:modulepreload|stylesheet)" crossorigin href="[^"]+">/g;

/**
 * A prerendered page's document: Vite's entry tags replaced by the page's CSS, inlined (global
 * stylesheet first, as Vite linked it, then the page's), and the boot script that loads the
 * entry and preloads the page's modules once the page has painted; `#root` names the page's source
 * file for the hydration (src/main.tsx). Nothing but the HTML is on the line before the first paint.
 */
export function prerenderedDocument(
  template: string,
  bundle: OutputBundle,
  content: { head: string; html: string; pageFile: string; pageChunk: ChunkWithCss },
): string {
  // The entry hydrates the page by importing it (src/app/prerendered-pages.ts lists the pages it may).
  if (!entryChunk(bundle).dynamicImports.includes(content.pageChunk.fileName))
    throw new Error(
      `${content.pageFile} is prerendered but missing from src/app/prerendered-pages.ts`,
    );
  const entry = entryAssets(bundle);
  const page = pageAssets(bundle, content.pageChunk);
  const styles = [...new Set([...entry.css, ...page.css])]
    .map((file) => `<style>${assetText(bundle, file)}</style>`)
    .join('\n    ');
  const [entryFile, ...entryImports] = entry.js;
  const preload = [...new Set([...entryImports, ...page.js])].map((file) => `/${file}`).join(' ');
  const boot = `<script data-entry="/${entryFile}" data-preload="${preload}">${pageBootScript}</script>`;
  // The inlined stylesheets by name, disabled (never fetched): Vite's loader of lazy chunks looks
  // for them before it links a chunk's CSS, so none is fetched again and put after the page's own.
  const present = [...new Set([...entry.css, ...page.css])]
    .map((file) => `<link rel="stylesheet" href="/${file}" disabled>`)
    .join('\n    ');
  return template
    .replace(entryTags, '')
    .replace(/<title>.*?<\/title>\s*/s, '')
    .replace('<!--app-head-->', content.head)
    .replace('</head>', `  ${styles}\n    ${present}\n    ${boot}\n  </head>`)
    .replace(
      '<div id="root"><!--app-html--></div>',
      `<div id="root" data-page="${content.pageFile}">${content.html}</div>`,
    );
}

/**
 * The app shell for browser-only routes: the template as Vite wrote it (the entry loads at once,
 * there is nothing to paint before it), plus module preloads of the router's chunk, which the
 * entry loads next (src/app/full-app.tsx).
 */
export function appShellDocument(
  template: string,
  bundle: OutputBundle,
  routerChunk: ChunkWithCss,
) {
  const preloads = pageAssets(bundle, routerChunk)
    .js.filter((file) => !template.includes(`href="/${file}"`))
    .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
    .join('\n    ');
  return template
    .replace('<!--app-head-->', '<meta name="robots" content="noindex" />')
    .replace('</head>', `  ${preloads}\n  </head>`)
    .replace('<!--app-html-->', '');
}
