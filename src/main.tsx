import { StrictMode, type ComponentType } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
import { loadRoutedApp } from './app/load-routed-app.ts';
import { loadChunk } from './lib/load-chunk.ts';
import './styles/global.css';

async function start() {
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element');
  // A prerendered page names its page module (scripts/vite/prerender-plugin.ts): it hydrates with
  // that page alone, and React Router loads only when the visitor follows a link.
  const pageModule = container.dataset.pageModule;
  if (pageModule) {
    const { default: Page } = await loadChunk(
      () => import(/* @vite-ignore */ pageModule) as Promise<{ default: ComponentType }>,
    );
    const { pathname, search } = window.location;
    hydrateRoot(
      container,
      <StrictMode>
        <App initial={{ kind: 'page', Page, pathname, search }} />
      </StrictMode>,
    );
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
