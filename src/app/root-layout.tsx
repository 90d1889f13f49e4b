import { useEffect, useRef, type ReactNode } from 'react';
import { NavBar } from '../components/nav-bar.tsx';
import { ScrollToTopButton } from '../components/scroll-to-top-button.tsx';
import { SiteFooter } from '../components/site-footer.tsx';
import { NewsletterForm } from '../features/newsletter/newsletter-form.tsx';
import { useHydrated } from '../hooks/use-hydrated.ts';
import { usePathname } from '../hooks/use-navigation.ts';
import { BrowserExtras } from './browser-extras.tsx';
import { chromelessPaths, isHrConsolePath } from '../../shared/route-paths.ts';

/**
 * The shared layout of every route (spec section 2), around the page: the prerendered page on a
 * first load, React Router's pages once the visitor navigates (src/app/app.tsx). It stays mounted
 * when the router takes over, so the footer's form and the update prompt keep their state.
 */
export function RootLayout({ children }: { children: ReactNode }) {
  const pathname = usePathname();
  const hydrated = useHydrated();
  // The HR console draws its own header and navigation (src/pages/hr-console.tsx).
  const hrConsole = isHrConsolePath(pathname);
  const chromeless = chromelessPaths.includes(pathname) || hrConsole;
  const mainClass = hrConsole ? 'main main--hr' : chromeless ? 'main main--chromeless' : 'main';

  // Marks the page interactive (hydrated), for assistive tooling and the browser tests.
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  // Every page opens at its top (spec section 2) when navigated to. The first render is left alone:
  // a fresh load is already at the top, and a reload keeps the position the browser restores.
  // Focus moves to the new page's content, as a full page load would put it: a keyboard or screen
  // reader user is not left on the link they chose (which may have gone with the mobile menu).
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    window.scrollTo(0, 0);
    document.getElementById('main')?.focus({ preventScroll: true });
  }, [pathname]);

  return (
    <>
      <a className="skip-link" href="#main">
        Skip to main content
      </a>
      {!chromeless && <NavBar />}
      <main id="main" tabIndex={-1} className={mainClass}>
        {children}
      </main>
      {!chromeless && <SiteFooter newsletter={<NewsletterForm />} />}
      <ScrollToTopButton />
      {hydrated && <BrowserExtras pathname={pathname} />}
    </>
  );
}
