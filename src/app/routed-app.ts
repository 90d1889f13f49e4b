import type { ReactNode } from 'react';
import type { NavigateOptions } from '../hooks/use-navigation.ts';

/**
 * React Router, started (src/app/full-app.tsx, a chunk of its own): what the app shell needs
 * from it to follow its location and to navigate, and the element that renders its pages.
 */
export interface RoutedApp {
  subscribe(listener: () => void): () => void;
  location(): { pathname: string; search: string };
  navigate(to: string, options?: NavigateOptions): void;
  element: ReactNode;
}

export interface RoutedAppModule {
  /**
   * Starts the router at `to` (a navigation from a prerendered page: its page is loaded first,
   * then the history entry is added), or at the current address when `to` is null.
   */
  startRoutedApp(to: string | null, options?: NavigateOptions): Promise<RoutedApp>;
}
