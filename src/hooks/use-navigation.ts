import { createContext, useContext } from 'react';

export interface NavigateOptions {
  /** Replaces the current history entry instead of adding one (a redirect). */
  replace?: boolean;
}

/**
 * Where the visitor is and how to go elsewhere, as the layout and the public pages see it. Two
 * providers fill it (src/app/app.tsx): on a prerendered page's first load a static one, whose
 * `navigate` hands the page over to React Router (loaded then, not before); afterwards React
 * Router's own state. Public pages and the layout read it instead of React Router's hooks, so a
 * visitor who never follows a link never downloads the router (docs/capacity.md, "Public
 * pages: what the first paint needs").
 */
export interface Navigation {
  pathname: string;
  search: string;
  navigate(to: string, options?: NavigateOptions): void;
  /** A hint that a navigation may follow (pointer over a link, focus on it): load ahead. */
  prefetch(): void;
}

export const NavigationContext = createContext<Navigation>({
  pathname: '/',
  search: '',
  navigate: () => {
    throw new Error('No navigation provider above this component');
  },
  prefetch: () => {},
});

export function useNavigation(): Navigation {
  return useContext(NavigationContext);
}

export function usePathname(): string {
  return useContext(NavigationContext).pathname;
}
