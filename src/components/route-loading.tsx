/** Shown for the moment a browser-only page's code is loading (never in prerendered HTML). */
export function RouteLoading() {
  return (
    <p className="route-loading" role="status">
      Loading...
    </p>
  );
}
