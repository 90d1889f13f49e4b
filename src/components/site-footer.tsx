import type { ReactNode } from 'react';
import { AppLink } from './app-link.tsx';
import { company, formatAddress } from '../../shared/company.ts';
import { footerCompanyLinks, footerServiceLinks, type NavItem } from '../content/navigation.ts';
import { BrandLogo } from './brand-logo.tsx';
import './site-footer.css';

function FooterLink({ item }: { item: NavItem }) {
  if (item.external) {
    return (
      <a href={item.to} target="_blank" rel="noopener noreferrer">
        {item.label}
        <span className="visually-hidden"> (opens in a new tab)</span>
      </a>
    );
  }
  return <AppLink to={item.to}>{item.label}</AppLink>;
}

/** A column of the footer's links, named by its heading. */
function FooterNav({ id, title, links }: { id: string; title: string; links: readonly NavItem[] }) {
  return (
    <nav aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <ul>
        {links.map((item) => (
          <li key={item.to}>
            <FooterLink item={item} />
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** The footer of every page; the layout passes the newsletter form in (features sit above components). */
export function SiteFooter({ newsletter }: { newsletter: ReactNode }) {
  return (
    <footer className="site-footer">
      <div className="site-footer__grid">
        <section aria-labelledby="footer-about">
          <h2 id="footer-about" className="visually-hidden">
            About {company.name}
          </h2>
          <BrandLogo />
          <p>
            {company.description}. Web, mobile and cloud software for businesses in India and
            abroad.
          </p>
          <address>
            {formatAddress()}
            <br />
            <a href={`tel:${company.phone.replace(/\s/g, '')}`}>{company.phone}</a>
            <br />
            <a href={`mailto:${company.email}`}>{company.email}</a>
          </address>
        </section>
        <FooterNav id="footer-services" title="Services" links={footerServiceLinks} />
        <FooterNav id="footer-company" title="Company" links={footerCompanyLinks} />
        <section aria-labelledby="footer-newsletter">
          <h2 id="footer-newsletter">Newsletter</h2>
          <p>One short e-mail a month with what we shipped and learned. No spam.</p>
          {newsletter}
        </section>
      </div>
      <p className="site-footer__legal">
        © {company.founded}–{__BUILD_YEAR__} {company.legalName}. All rights reserved.
      </p>
    </footer>
  );
}
