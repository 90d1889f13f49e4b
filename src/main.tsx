import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { resolveLazyRoutes } from './app/resolve-lazy-routes.ts';
import { routes } from './app/routes.tsx';
import './styles/global.css';

async function start() {
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element');
  const prerendered = container.firstElementChild !== null;
  // Load the matched pages first: a prerendered page then hydrates to the same HTML, and a
  // browser-only page (app shell) renders at once instead of through a hydration fallback.
  await resolveLazyRoutes(routes, window.location.pathname);
  const app = (
    <StrictMode>
      <RouterProvider router={createBrowserRouter(routes)} />
    </StrictMode>
  );
  if (prerendered) hydrateRoot(container, app);
  else createRoot(container).render(app);
}

void start();
