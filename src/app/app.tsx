import { startTransition, useEffect, useMemo, useRef, useState, type ComponentType } from 'react';
import {
  NavigationContext,
  type Navigation,
  type NavigateOptions,
} from '../hooks/use-navigation.ts';
import { loadRoutedApp } from './load-routed-app.ts';
import { ErrorGuard } from './page-load-error.tsx';
import { RootLayout } from './root-layout.tsx';
import type { RoutedApp } from './routed-app.ts';

/**
 * What the layout shows: a prerendered page, hydrated on its own (no router loaded), or React
 * Router with every route, once the visitor navigates or on a browser-only page.
 */
export type AppContent =
  | { kind: 'page'; Page: ComponentType; pathname: string; search: string }
  | { kind: 'routed'; routed: RoutedApp };

/**
 * The app: the layout around its content, and the navigation the layout and pages read. A first
 * navigation from a prerendered page loads the router and hands the content over to it; the
 * layout stays mounted (the footer's form keeps what was typed). If the router's code cannot be
 * loaded at all, the link is followed as an ordinary page load.
 */
export function App({ initial }: { initial: AppContent }) {
  const [content, setContent] = useState(initial);
  const [location, setLocation] = useState(() =>
    initial.kind === 'page'
      ? { pathname: initial.pathname, search: initial.search }
      : initial.routed.location(),
  );
  const routed = content.kind === 'routed' ? content.routed : null;
  // The layout follows the router's location in the same transition in which React Router renders
  // the new page, so both change in one commit: the layout's move of focus to the new page then
  // meets the page the visitor will see (not the old one, perhaps with a modal dialog still open).
  useEffect(() => {
    if (!routed) return;
    let shown: ReturnType<RoutedApp['location']> | undefined;
    const follow = () => {
      const next = routed.location();
      if (next === shown) return;
      shown = next;
      startTransition(() => setLocation(next));
    };
    // Also catches a change between the render that started the router and this subscription.
    follow();
    return routed.subscribe(follow);
  }, [routed]);

  // The latest target while the router loads: a second click wins, as it would in the router.
  const handover = useRef<{ to: string; options?: NavigateOptions }>(null);
  const navigation = useMemo<Navigation>(() => {
    if (routed) {
      return { ...location, navigate: routed.navigate, prefetch: () => {} };
    }
    return {
      ...location,
      navigate: (to, options) => {
        const first = handover.current === null;
        handover.current = { to, options };
        if (!first) return;
        const latest = () => handover.current ?? { to, options };
        loadRoutedApp()
          .then(({ startRoutedApp }) => startRoutedApp(latest().to, latest().options))
          .then(
            (started) => {
              setContent({ kind: 'routed', routed: started });
              setLocation(started.location());
            },
            () => window.location.assign(latest().to),
          );
      },
      prefetch: () => void loadRoutedApp().catch(() => undefined),
    };
  }, [routed, location]);

  return (
    <ErrorGuard standalone>
      <NavigationContext.Provider value={navigation}>
        <RootLayout>
          {content.kind === 'page' ? (
            <ErrorGuard>
              <content.Page />
            </ErrorGuard>
          ) : (
            content.routed.element
          )}
        </RootLayout>
      </NavigationContext.Provider>
    </ErrorGuard>
  );
}
