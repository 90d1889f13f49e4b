import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { extractCssImagesPlugin } from './scripts/vite/extract-css-images-plugin.ts';
import { globalThisPlugin } from './scripts/vite/global-this-plugin.ts';
import { copyMigrationsPlugin, prerenderPlugin } from './scripts/vite/prerender-plugin.ts';
import { hrConsoleFileNames } from './scripts/vite/hr-console-file-names.ts';
import { precompressPlugin } from './scripts/vite/precompress-plugin.ts';
import { company } from './shared/company.ts';

/**
 * One config, three builds (see `npm run build`): the SSR bundle used to prerender
 * (`dist/ssr`), the browser bundle with the prerendered pages and service worker (`dist/client`),
 * and the server (`dist/server`).
 */
const apiPort = Number(process.env.API_PORT ?? 3001);

export default defineConfig(({ isSsrBuild }) => ({
  // One year for the prerendered HTML and the browser that hydrates it (a year computed at run
  // time would differ from the HTML's after New Year and break hydration); see build-constants.d.ts.
  define: { __BUILD_YEAR__: JSON.stringify(new Date().getFullYear()) },
  plugins: [
    globalThisPlugin(['react-phone-input-2']),
    extractCssImagesPlugin(['react-phone-input-2']),
    react(),
    VitePWA({
      // The SSR and server bundles need the virtual modules but no manifest or service worker.
      disable: Boolean(isSsrBuild),
      registerType: 'prompt',
      injectRegister: false,
      includeAssets: ['favicon.svg', 'apple-touch-icon.png'],
      manifest: {
        id: '/',
        name: company.name,
        short_name: company.shortName,
        description: `${company.description}: web, app and cloud software from Surat.`,
        lang: 'en-IN',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        theme_color: '#0b3d91',
        background_color: '#ffffff',
        icons: [
          { src: '/pwa-192x192.png', sizes: '192x192', type: 'image/png' },
          { src: '/pwa-512x512.png', sizes: '512x512', type: 'image/png' },
          {
            src: '/maskable-icon-512x512.png',
            sizes: '512x512',
            type: 'image/png',
            purpose: 'maskable',
          },
        ],
      },
      workbox: {
        // Precache the app shell, every prerendered page and the lazy chunks (the candidate area
        // too, so a test page reloads without the network); never the .br/.gz twins.
        globPatterns: ['**/*.{js,css,html,svg,png,webp,woff2,ico,webmanifest}'],
        // Pictures under /media (about 150 files) are cached as pages use them (below), not all
        // at install.
        // The HR console (assets/hr/, named below) is not precached either: staff work online,
        // and a visitor's device never fetches the console's code (the rule).
        globIgnores: [
          '**/*.br',
          '**/*.gz',
          '404.html',
          'project-not-found.html',
          'media/**',
          'assets/hr/**',
        ],
        // Clean URLs map to the prerendered files (`/services` → `/services.html`, workbox's
        // cleanURLs); other navigations get the app shell, except the API.
        navigateFallback: '/shell.html',
        navigateFallbackDenylist: [/^\/api\//],
        cleanupOutdatedCaches: true,
        // The only runtime cache is the site's own pictures; `/api` responses are never cached.
        runtimeCaching: [
          {
            urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/media/'),
            handler: 'StaleWhileRevalidate',
            options: { cacheName: 'media', expiration: { maxEntries: 300 } },
          },
        ],
      },
    }),
    prerenderPlugin('dist/ssr/entry-server.js'),
    precompressPlugin(),
    copyMigrationsPlugin(),
  ],
  // The server bundles drizzle-orm instead of importing it from node_modules at start: resolving
  // its hundreds of ES modules through a 180 kB package.json `exports` map cost about 0.6 s of CPU
  // on each of the server's two threads (the HTTP thread and the embedded database's) at every
  // start (measured with --cpu-prof, 2026-11-25). Other packages load in a few tens of ms.
  ssr: { noExternal: ['drizzle-orm'] },
  build: {
    outDir: isSsrBuild ? undefined : 'dist/client',
    emptyOutDir: true,
    copyPublicDir: !isSsrBuild,
    // The HR console's own chunks and styles go to assets/hr/, which the service worker leaves out.
    rolldownOptions: isSsrBuild ? undefined : { output: hrConsoleFileNames },
  },
  server: {
    port: 5173,
    proxy: { '/api': `http://127.0.0.1:${apiPort}` },
  },
}));
