import { useId, useRef, useState } from 'react';
import { AppLink, AppNavLink } from './app-link.tsx';
import { navSolidAfterPx } from './layout-constants.ts';
import { mainNavigation } from '../content/navigation.ts';
import { usePathname } from '../hooks/use-navigation.ts';
import { useScrolledPast } from '../hooks/use-scrolled-past.ts';
import { BrandLogo } from './brand-logo.tsx';
import './nav-bar.css';

/**
 * The fixed navigation bar: transparent at the top of the page, white with a shadow once the
 * page has scrolled past 50 px. Below the large breakpoint the links collapse behind a menu
 * button; choosing a link (or pressing Escape) closes the menu.
 */
export function NavBar() {
  const solid = useScrolledPast(navSolidAfterPx);
  const pathname = usePathname();
  // The menu is open for the page it was opened on: any navigation (link, back button) closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const menuOpen = openOn === pathname;
  const setMenuOpen = (open: boolean) => setOpenOn(open ? pathname : null);
  const menuId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);

  return (
    <header
      className={`nav-bar${solid ? ' nav-bar--solid' : ''}${menuOpen ? ' nav-bar--open' : ''}`}
    >
      <nav
        className="nav-bar__inner"
        aria-label="Main"
        onKeyDown={(event) => {
          // Escape anywhere in the bar closes the menu and puts focus back on its button, so a
          // keyboard user is not left on a link that has just disappeared.
          if (event.key !== 'Escape' || !menuOpen) return;
          setMenuOpen(false);
          toggleRef.current?.focus();
        }}
      >
        <AppLink to="/" className="nav-bar__brand" aria-label="Suryaloom Technologies home">
          <BrandLogo />
        </AppLink>
        <button
          ref={toggleRef}
          type="button"
          className="nav-bar__toggle"
          aria-expanded={menuOpen}
          aria-controls={menuId}
          onClick={() => setMenuOpen(!menuOpen)}
        >
          <span className="nav-bar__toggle-icon" aria-hidden="true" />
          <span className="visually-hidden">{menuOpen ? 'Close menu' : 'Open menu'}</span>
        </button>
        <ul id={menuId} className="nav-bar__links">
          {mainNavigation.map((item) => (
            <li key={item.to}>
              <AppNavLink
                to={item.to}
                end={item.to === '/'}
                className="nav-bar__link"
                onClick={() => setMenuOpen(false)}
              >
                {item.label}
              </AppNavLink>
            </li>
          ))}
        </ul>
      </nav>
    </header>
  );
}
