import { loadChunk } from '../lib/load-chunk.ts';
import type { RoutedAppModule } from './routed-app.ts';

let loading: Promise<RoutedAppModule> | undefined;

/**
 * The router's chunk (React Router, the route table, page meta), loaded once. A load that failed
 * for good (online, five tries) is forgotten, so the next navigation tries again.
 */
export function loadRoutedApp(): Promise<RoutedAppModule> {
  loading ??= loadChunk(() => import('./full-app.tsx')).catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}
