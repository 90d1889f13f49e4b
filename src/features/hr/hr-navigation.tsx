import { useId, useRef, useState } from 'react';
import { NavLink, useLocation } from 'react-router-dom';
import type { StaffRole } from './hr-api-types.ts';
import { sectionsFor } from './hr-sections.ts';

/**
 * The console's navigation: a column beside the content on a laptop; on a phone, a Menu button
 * that shows the links (a disclosure), closed again by choosing a link or pressing Escape.
 */
export function HrNavigation({ role }: { role: StaffRole }) {
  const { pathname } = useLocation();
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const listId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  return (
    <nav
      className={`hr-nav${open ? ' hr-nav--open' : ''}`}
      aria-label="HR console"
      onKeyDown={(event) => {
        if (event.key !== 'Escape' || !open) return;
        setOpenOn(null);
        toggleRef.current?.focus();
      }}
    >
      <button
        ref={toggleRef}
        type="button"
        className="hr-nav__toggle button button--ghost"
        aria-expanded={open}
        aria-controls={listId}
        onClick={() => setOpenOn(open ? null : pathname)}
      >
        Menu
      </button>
      <ul id={listId} className="hr-nav__links">
        <li>
          <NavLink to="/hr" end className="hr-nav__link" onClick={() => setOpenOn(null)}>
            Overview
          </NavLink>
        </li>
        {sectionsFor(role).map((section) => (
          <li key={section.to}>
            <NavLink to={section.to} className="hr-nav__link" onClick={() => setOpenOn(null)}>
              {section.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
