/**
 * The one inline script of a prerendered page (written by scripts/vite/prerender-plugin.ts). It
 * starts the app's JavaScript only once the page has loaded and its first contentful paint has
 * been shown (the browser's paint timing; two frames where there is none; three seconds at most):
 * the HTML and its inlined CSS have the line to themselves until the visitor sees the page, then
 * the scripts follow (`data-entry`, with `data-preload` fetched alongside, so the page's modules do
 * not wait on one another). A tab opened in the background starts at once: it has nothing to
 * paint. If the entry
 * cannot be fetched, it is tried again when the connection returns (offline), or a few more times
 * (online), as `loadChunk` does for the other chunks.
 *
 * The text never changes between builds (the file names are attributes), so the server can allow
 * exactly this script by its hash in the Content-Security-Policy (api/http/security-headers.ts);
 * any other inline script stays forbidden.
 */
export const pageBootScript = `(() => {
  const script = document.currentScript;
  const entry = script.dataset.entry;
  const preload = (script.dataset.preload || '').split(' ').filter(Boolean);
  let started = false;
  let failures = 0;
  const load = () =>
    import(entry).catch(() => {
      if (!navigator.onLine) addEventListener('online', load, { once: true });
      else if (++failures < 5) setTimeout(load, 1000 * 2 ** failures);
    });
  const start = () => {
    if (started) return;
    started = true;
    for (const href of preload) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = href;
      document.head.append(link);
    }
    load();
  };
  const afterPaint = () => {
    if (document.visibilityState === 'hidden') return start();
    if (!(window.PerformanceObserver?.supportedEntryTypes || []).includes('paint')) {
      return requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(start)));
    }
    new PerformanceObserver((entries, observer) => {
      if (!entries.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      setTimeout(start);
    }).observe({ type: 'paint', buffered: true });
    setTimeout(start, 3000);
  };
  if (document.readyState === 'complete') afterPaint();
  else addEventListener('load', afterPaint, { once: true });
})();`;
