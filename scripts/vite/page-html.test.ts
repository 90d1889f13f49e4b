import type { OutputBundle } from 'rolldown';
import { describe, expect, it } from 'vitest';
import { pageBootScript } from '../../shared/page-boot-script.ts';
import { appShellDocument, chunkOfModule, prerenderedDocument } from './page-html.ts';

const root = '/project';

/** A bundle as Vite hands it over: an entry, a shared chunk, a page with a component, CSS. */
function bundle(): OutputBundle {
  const chunk = (fileName: string, more: Record<string, unknown>) => ({
    type: 'chunk',
    fileName,
    isEntry: false,
    imports: [],
    dynamicImports: [],
    facadeModuleId: null,
    viteMetadata: { importedCss: new Set<string>() },
    ...more,
  });
  const css = (fileName: string, source: string) => ({ type: 'asset', fileName, source });
  return Object.fromEntries(
    [
      chunk('assets/index.js', {
        isEntry: true,
        imports: ['assets/runtime.js', 'assets/react.js'],
        dynamicImports: ['assets/home-page.js', 'assets/full-app.js'],
        facadeModuleId: `${root}/src/main.tsx`,
        viteMetadata: { importedCss: new Set(['assets/index.css']) },
      }),
      chunk('assets/runtime.js', {}),
      chunk('assets/react.js', {}),
      chunk('assets/home-page.js', {
        imports: ['assets/react.js', 'assets/index.js', 'assets/cta.js'],
        facadeModuleId: `${root}/src/pages/home-page.tsx`,
        viteMetadata: { importedCss: new Set(['assets/home-page.css']) },
      }),
      chunk('assets/cta.js', { viteMetadata: { importedCss: new Set(['assets/cta.css']) } }),
      chunk('assets/full-app.js', {
        imports: ['assets/react.js', 'assets/router.js'],
        facadeModuleId: `${root}/src/app/full-app.tsx`,
      }),
      chunk('assets/router.js', {}),
      css('assets/index.css', 'body{margin:0}'),
      css('assets/home-page.css', '.hero{color:red}'),
      css('assets/cta.css', '.cta{color:blue}'),
    ].map((item) => [item.fileName, item]),
  ) as unknown as OutputBundle;
}

// The head and root of Vite's built index.html.
const template = `<head>
    <title>Template</title>
    <!--app-head-->
    <script type="module" crossorigin src="/assets/index.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/runtime.js">
    <link rel="modulepreload" crossorigin href="/assets/react.js">
    <link rel="stylesheet" crossorigin href="/assets/index.css">
  <link rel="manifest" href="/manifest.webmanifest">
  </head>
  <body>
    <div id="root"><!--app-html--></div>
  </body>`;

describe('a prerendered page', () => {
  const built = bundle();
  const html = prerenderedDocument(template, built, {
    head: '<title>Home</title>',
    html: '<h1>Hello</h1>',
    pageFile: 'src/pages/home-page.tsx',
    pageChunk: chunkOfModule(built, root, 'src/pages/home-page.tsx'),
  });

  it('requests nothing before its first paint: no script, module preload or stylesheet tag', () => {
    expect(html).not.toMatch(/<script[^>]*\bsrc=/);
    expect(html).not.toContain('<link rel="modulepreload"');
    expect(
      html.match(/<link rel="stylesheet"[^>]*>/g)?.every((tag) => tag.endsWith(' disabled>')),
    ).toBe(true);
    expect(html).toContain('<link rel="manifest" href="/manifest.webmanifest">');
  });

  it('inlines the global stylesheet, then the CSS of the page and its components', () => {
    const styles = [...html.matchAll(/<style>(.*?)<\/style>/g)].map((m) => m[1]);
    expect(styles).toEqual(['body{margin:0}', '.hero{color:red}', '.cta{color:blue}']);
  });

  it('names each inlined stylesheet in a disabled link, so lazy chunks never fetch it again', () => {
    expect(html.match(/<link rel="stylesheet"[^>]*>/g)).toEqual([
      '<link rel="stylesheet" href="/assets/index.css" disabled>',
      '<link rel="stylesheet" href="/assets/home-page.css" disabled>',
      '<link rel="stylesheet" href="/assets/cta.css" disabled>',
    ]);
  });

  it('boots the entry after painting, preloading the entry’s and the page’s modules once each', () => {
    const boot = /<script ([^>]*)>(.*?)<\/script>/s.exec(html);
    expect(boot?.[2]).toBe(pageBootScript);
    expect(boot?.[1]).toBe(
      'data-entry="/assets/index.js" data-preload="/assets/runtime.js /assets/react.js /assets/home-page.js /assets/cta.js"',
    );
  });

  it('names its page on #root and carries its own head and content', () => {
    expect(html).toContain(
      '<div id="root" data-page="src/pages/home-page.tsx"><h1>Hello</h1></div>',
    );
    expect(html).toContain('<title>Home</title>');
    expect(html).not.toContain('Template');
  });
});

it('refuses to prerender a page the entry cannot hydrate', () => {
  const built = bundle();
  expect(() =>
    prerenderedDocument(template, built, {
      head: '',
      html: '',
      pageFile: 'src/app/full-app.tsx',
      pageChunk: { ...chunkOfModule(built, root, 'src/app/full-app.tsx'), fileName: 'x.js' },
    }),
  ).toThrow('src/app/full-app.tsx is prerendered but missing from src/app/prerendered-pages.ts');
});

describe('the app shell', () => {
  it('keeps the entry tags and preloads the router chunk it loads next', () => {
    const built = bundle();
    const html = appShellDocument(
      template,
      built,
      chunkOfModule(built, root, 'src/app/full-app.tsx'),
    );
    expect(html).toContain('<script type="module" crossorigin src="/assets/index.js"></script>');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index.css">');
    expect(html.match(/href="\/assets\/react.js"/g)).toHaveLength(1);
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/full-app.js">');
    expect(html).toContain('<link rel="modulepreload" crossorigin href="/assets/router.js">');
    expect(html).toContain('<meta name="robots" content="noindex" />');
    expect(html).toContain('<div id="root"></div>');
  });
});
