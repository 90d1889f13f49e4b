import { NavLink, useLocation } from 'react-router-dom';
import { usePageMenu } from '../../hooks/use-page-menu.ts';
import type { StaffRole } from '../../../shared/contract/hr.ts';
import { sectionsFor } from './hr-sections.ts';

/**
 * The console's navigation: a column beside the content on a laptop; on a phone, a Menu button
 * that shows the links (a disclosure), closed again by choosing a link or pressing Escape.
 */
export function HrNavigation({ role }: { role: StaffRole }) {
  const menu = usePageMenu(useLocation().pathname);
  return (
    <nav
      className={`hr-nav${menu.open ? ' hr-nav--open' : ''}`}
      aria-label="HR console"
      onKeyDown={menu.onKeyDown}
    >
      <button className="hr-nav__toggle button button--ghost" {...menu.toggleProps}>
        Menu
      </button>
      <ul id={menu.menuId} className="hr-nav__links">
        <li>
          <NavLink to="/hr" end className="hr-nav__link" onClick={menu.close}>
            Overview
          </NavLink>
        </li>
        {sectionsFor(role).map((section) => (
          <li key={section.to}>
            <NavLink to={section.to} className="hr-nav__link" onClick={menu.close}>
              {section.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
