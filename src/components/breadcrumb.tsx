import { AppLink } from './app-link.tsx';

export interface Crumb {
  label: string;
  to: string;
}

/** A breadcrumb trail ending at the current page (WAI-ARIA breadcrumb pattern). */
export function Breadcrumb({ trail, current }: { trail: Crumb[]; current: string }) {
  return (
    <nav aria-label="Breadcrumb" className="breadcrumb">
      <ol>
        {trail.map((crumb) => (
          <li key={crumb.to}>
            <AppLink to={crumb.to}>{crumb.label}</AppLink>
          </li>
        ))}
        <li>
          <span aria-current="page">{current}</span>
        </li>
      </ol>
    </nav>
  );
}
