import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { errorDetail, PageLoadError } from './page-load-error.tsx';

/** The router's error boundary: a page that cannot render (its code never arrived) says so. */
export function RouteError() {
  const error = useRouteError();
  return (
    <PageLoadError
      detail={
        isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : errorDetail(error)
      }
    />
  );
}
