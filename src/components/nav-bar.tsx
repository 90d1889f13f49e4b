import { AppLink, AppNavLink } from './app-link.tsx';
import { navSolidAfterPx } from './layout-constants.ts';
import { mainNavigation } from '../content/navigation.ts';
import { usePathname } from '../hooks/use-navigation.ts';
import { usePageMenu } from '../hooks/use-page-menu.ts';
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
  const menu = usePageMenu(usePathname());

  return (
    <header
      className={`nav-bar${solid ? ' nav-bar--solid' : ''}${menu.open ? ' nav-bar--open' : ''}`}
    >
      <nav
        className="nav-bar__inner"
        aria-label="Main"
        // Escape anywhere in the bar closes the menu.
        onKeyDown={menu.onKeyDown}
      >
        <AppLink to="/" className="nav-bar__brand" aria-label="Suryaloom Technologies home">
          <BrandLogo />
        </AppLink>
        <button className="nav-bar__toggle" {...menu.toggleProps}>
          <span className="nav-bar__toggle-icon" aria-hidden="true" />
          <span className="visually-hidden">{menu.open ? 'Close menu' : 'Open menu'}</span>
        </button>
        <ul id={menu.menuId} className="nav-bar__links">
          {mainNavigation.map((item) => (
            <li key={item.to}>
              <AppNavLink
                to={item.to}
                end={item.to === '/'}
                className="nav-bar__link"
                onClick={menu.close}
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
