import { isRouteErrorResponse, useRouteError } from 'react-router-dom';

/**
 * What the visitor sees when a page cannot be shown: most often its code could not be fetched
 * (the connection dropped and did not come back within the retries of `loadChunk`). A plain page
 * with a way on, instead of the router's developer screen. No layout around it: the layout is
 * what failed to render.
 */
export function RouteError() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : String(error);
  return (
    <main id="main" className="main route-error">
      <h1>This page could not be loaded</h1>
      <p>
        {navigator.onLine
          ? 'Part of the page did not arrive. Please try again.'
          : 'You are offline. Please try again when the connection returns.'}
      </p>
      <p>
        <button type="button" className="button button--primary" onClick={() => location.reload()}>
          Try again
        </button>{' '}
        <a href="/">Go to the home page</a>
      </p>
      <p className="route-error__detail">{detail}</p>
    </main>
  );
}
