import { lazy, Suspense } from 'react';
import { RouteLoading } from '../components/route-loading.tsx';
import { loadChunk } from '../lib/load-chunk.ts';

// The route table (the router's chunk) lists this page: this one file only. Everything the
// console needs is behind this import, so its file names cost the route table nothing.
const HrConsoleApp = lazy(() => loadChunk(() => import('./hr/hr-console-app.tsx')));

/** `/hr/*`: the staff console, loaded on its own (never by a public or candidate page). */
export default function HrConsole() {
  return (
    <Suspense fallback={<RouteLoading />}>
      <HrConsoleApp />
    </Suspense>
  );
}
