import type { ReactNode } from 'react';
import { AppLink } from './app-link.tsx';

/**
 * A card of a grid that sums up one page and leads to it (a service, a project): its title, its
 * summary and a link whose visible words (`more`, "Read More") are the same on every card, so the
 * link's name also says what it is about. `children` come first (a project's cover).
 */
export function SummaryCard({
  title,
  summary,
  to,
  more,
  className = 'card',
  children,
}: {
  title: string;
  summary: string;
  to: string;
  more: string;
  className?: string;
  children?: ReactNode;
}) {
  return (
    <li className={className}>
      {children}
      <h2>{title}</h2>
      <p>{summary}</p>
      <AppLink to={to} className="card__link">
        {more}
        <span className="visually-hidden"> about {title}</span>
      </AppLink>
    </li>
  );
}
