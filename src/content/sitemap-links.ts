/**
 * The cards of the /sitemap page, exactly the paths the spec lists. Three of them are not real
 * routes (`/itservices`, `/appdevelopment`, `/ourproject`): `legacyRedirects` in
 * `shared/route-paths.ts` sends each to the right page, in the server and in the app.
 */
export interface SitemapLink {
  to: string;
  title: string;
  description: string;
}

export const sitemapLinks: SitemapLink[] = [
  { to: '/', title: 'Home', description: 'Who we are, what we do and the team behind it.' },
  {
    to: '/itservices',
    title: 'IT Services',
    description: 'All seven of our services at a glance.',
  },
  {
    to: '/webdevelopment',
    title: 'Web Development',
    description: 'Websites, portals and online stores.',
  },
  {
    to: '/appdevelopment',
    title: 'App Development',
    description: 'Android and iOS apps from one codebase.',
  },
  {
    to: '/digitalmarketing',
    title: 'Digital Marketing',
    description: 'Search, social and e-mail campaigns.',
  },
  {
    to: '/graphicsdesign',
    title: 'Graphics Design',
    description: 'Brand identities, print and social creatives.',
  },
  {
    to: '/seo_content',
    title: 'SEO & Content',
    description: 'Technical SEO and writing that ranks.',
  },
  {
    to: '/itprofessional',
    title: 'IT Professionals',
    description: 'Developers and testers who join your team.',
  },
  {
    to: '/technologies',
    title: 'Technologies',
    description: 'The languages, platforms and tools we use.',
  },
  {
    to: '/contact',
    title: 'Contact',
    description: 'Send an enquiry, call us or visit our office.',
  },
  { to: '/about', title: 'About', description: 'Our story, mission and why clients choose us.' },
  {
    to: '/ourproject',
    title: 'Our Projects',
    description: 'The software products we build and run.',
  },
  {
    to: '/ourportfolio',
    title: 'Our Portfolio',
    description: 'Websites and apps we built for clients.',
  },
];
