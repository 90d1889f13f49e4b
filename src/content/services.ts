/** The seven services, in the order of the /services grid; `path` is the spec's public route. */
export interface Service {
  slug: string;
  path: string;
  title: string;
  summary: string;
}

export const services: Service[] = [
  {
    slug: 'web-development',
    path: '/webdevelopment',
    title: 'Web Development',
    summary:
      'Fast, secure websites and web applications, from marketing sites to customer portals, built with React, Node.js and Laravel and looked after long after launch.',
  },
  {
    slug: 'app-development',
    path: '/appdevelopmemt',
    title: 'App Development',
    summary:
      'Native-quality Android and iOS apps with Flutter and React Native: one codebase, offline-ready, published and maintained on both stores.',
  },
  {
    slug: 'digital-marketing',
    path: '/digitalmarketing',
    title: 'Digital Marketing',
    summary:
      'Campaigns on search and social that are planned around your sales targets, measured weekly and tuned for cost per lead, not vanity numbers.',
  },
  {
    slug: 'graphics-design',
    path: '/graphicsdesign',
    title: 'Graphics Design',
    summary:
      'Logos, brand kits, brochures and social creatives that give your business one recognisable look across print and screen.',
  },
  {
    slug: 'seo-content',
    path: '/seo_content',
    title: 'SEO & Content',
    summary:
      'Technical SEO audits, keyword research and well-written pages and articles that bring the right visitors from search, month after month.',
  },
  {
    slug: 'it-professionals',
    path: '/itprofessional',
    title: 'IT Professionals',
    summary:
      'Vetted developers, testers and DevOps engineers who join your team for a sprint or a year, working in your tools and your time zone.',
  },
  {
    slug: 'ui-ux-design',
    path: '/uiuxdesign',
    title: 'UI/UX Design',
    summary:
      'Research-led interface design: wireframes, prototypes and design systems that make your product easy to learn and pleasant to use.',
  },
];
