import type { ReactNode } from 'react';
import { Breadcrumb, type Crumb } from './breadcrumb.tsx';

/** The banner at the top of inner pages: the page's one h1, a lead paragraph, optional trail. */
export function PageHero({
  title,
  lead,
  eyebrow,
  breadcrumb,
  children,
}: {
  title: string;
  lead: string;
  eyebrow?: string;
  breadcrumb?: Crumb[];
  children?: ReactNode;
}) {
  return (
    <section className="page-hero">
      {breadcrumb && <Breadcrumb trail={breadcrumb} current={title} />}
      {eyebrow && <p className="eyebrow">{eyebrow}</p>}
      <h1>{title}</h1>
      <p className="page-hero__lead">{lead}</p>
      {children}
    </section>
  );
}

/** The trail of every service page: Home › Services › (page). */
export const servicesTrail: Crumb[] = [
  { label: 'Home', to: '/' },
  { label: 'Services', to: '/services' },
];
