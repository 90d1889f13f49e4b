import { company } from '../../shared/company.ts';

export interface NavItem {
  label: string;
  to: string;
  /** External links open in a new tab. */
  external?: boolean;
}

/** The navigation bar's links, in the spec's order (section 2). */
export const mainNavigation: NavItem[] = [
  { label: 'Home', to: '/' },
  { label: 'Services', to: '/services' },
  { label: 'Portfolio', to: '/ourportfolio' },
  { label: 'Projects', to: '/ourprojects' },
  { label: 'Technologies', to: '/technologies' },
  { label: 'Contact', to: '/contact' },
  { label: 'About', to: '/about' },
];

/** The footer's service links ("appdevelopmemt" is spelt as the spec's public route is). */
export const footerServiceLinks: NavItem[] = [
  { label: 'Graphics Design', to: '/graphicsdesign' },
  { label: 'Web Development', to: '/webdevelopment' },
  { label: 'Digital Marketing', to: '/digitalmarketing' },
  { label: 'App Development', to: '/appdevelopmemt' },
];

export const footerCompanyLinks: NavItem[] = [
  { label: 'Our Policy', to: '/ourpolicy' },
  { label: 'Careers', to: company.careersUrl, external: true },
  { label: 'FAQs', to: '/faqs' },
  { label: 'About Us', to: '/about' },
  { label: 'Contact Us', to: '/contact' },
];
