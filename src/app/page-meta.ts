import { company } from '../content/company.ts';

/** What a route puts in `<head>`: the prerenderer writes it, the layout updates it on navigation. */
export interface PageMeta {
  /** Shown before the company name in the tab title; the home page uses the company name alone. */
  title: string;
  description: string;
  /** Candidate-area and error pages are kept out of search results. */
  noIndex?: boolean;
}

/** Each route's `handle`; a function of the URL params for pages such as /projects/:projectId. */
export interface RouteHandle {
  meta: PageMeta | ((params: Record<string, string | undefined>) => PageMeta);
}

export function documentTitle(meta: PageMeta): string {
  return meta.title === company.name ? company.name : `${meta.title} | ${company.name}`;
}

interface MatchLike {
  handle?: unknown;
  params: Record<string, string | undefined>;
}

function isRouteHandle(handle: unknown): handle is RouteHandle {
  return typeof handle === 'object' && handle !== null && 'meta' in handle;
}

/** The meta of the deepest matched route that declares one. */
export function metaOfMatches(matches: readonly MatchLike[]): PageMeta {
  for (let i = matches.length - 1; i >= 0; i--) {
    const match = matches[i];
    if (match && isRouteHandle(match.handle)) {
      const { meta } = match.handle;
      return typeof meta === 'function' ? meta(match.params) : meta;
    }
  }
  return { title: company.name, description: company.tagline };
}

export const pageMeta = {
  home: {
    title: company.name,
    description:
      'Suryaloom Technologies builds websites, mobile apps and software products for growing businesses, from our office in Surat, Gujarat.',
  },
  services: {
    title: 'Services',
    description:
      'Web and app development, digital marketing, graphics design, SEO and content, IT professionals and UI/UX design from one Surat team.',
  },
  contact: {
    title: 'Contact Us',
    description:
      'Tell us about your project: send a Project Enquiry to our Surat team and get a reply within 24 hours.',
  },
  newsletterUnsubscribe: {
    title: 'Unsubscribe',
    description: 'Stop receiving the Suryaloom Technologies newsletter.',
    noIndex: true,
  },
  notFound: {
    title: 'Page not found',
    description: 'The page you asked for does not exist.',
    noIndex: true,
  },
  login: {
    title: 'Candidate login',
    description: 'Log in with the one-time ID and password from our HR team to start your test.',
    noIndex: true,
  },
} satisfies Record<string, PageMeta>;
