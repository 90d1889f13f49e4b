import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { loadRoutedApp } from './app/load-routed-app.ts';
import { prerenderedPageLoader } from './app/prerendered-pages.ts';
import { loadChunk } from './lib/load-chunk.ts';
import './styles/global.css';

async function start() {
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element');
  // A prerendered page names its page module (scripts/vite/page-html.ts): it hydrates with that
  // page alone, and React Router loads only when the visitor follows a link.
  const loadPage = prerenderedPageLoader(container.dataset.page ?? '');
  if (loadPage) {
    const { default: Page } = await loadChunk(loadPage);
    const { pathname, search } = window.location;
    // As a transition, hydration works in slices and yields to the browser between them, instead
    // of holding the main thread for the whole page (a slow phone's taps and paints go first).
    startTransition(() => {
      hydrateRoot(
        container,
        <StrictMode>
          <App initial={{ kind: 'page', Page, pathname, search }} />
        </StrictMode>,
      );
    });
    return;
  }
  // Browser-only pages (the candidate area, the HR console) start from the empty app shell.
  const routed = await (await loadRoutedApp()).startRoutedApp(null);
  createRoot(container).render(
    <StrictMode>
      <App initial={{ kind: 'routed', routed }} />
    </StrictMode>,
  );
}

void start();
