import { company } from '../../shared/company.ts';
import { projectById } from '../content/projects.ts';
import type { Service } from '../content/services.ts';

/** What a route puts in `<head>`: the prerenderer writes it, the layout updates it on navigation. */
export interface PageMeta {
  /** Shown before the company name in the tab title; the home page uses the company name alone. */
  title: string;
  description: string;
  /** Candidate-area and error pages are kept out of search results. */
  noIndex?: boolean;
}

// The route table (and so this file) is in the router's chunk, which a public page loads on the
// first navigation: meta imports only small modules (company, service and project lists), never a
// page's full copy.

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
  uiux: {
    title: 'UI/UX Design',
    description:
      'Research-led UI/UX design in Surat: user research, wireframes, visual design, prototypes and usability testing for web and mobile.',
  },
  technologies: {
    title: 'Technologies',
    description:
      'The web, mobile, backend, cloud, database and DevOps technologies our Surat team builds with, and why we chose each one.',
  },
  contact: {
    title: 'Contact Us',
    description: `Send us a project enquiry, call ${company.phone} or visit our Surat office. We reply within ${company.replyPromiseHours} hours.`,
  },
  about: {
    title: 'About Us',
    description: `${company.name} is ${company.description.toLowerCase()}: our own software products and the websites and apps we build for clients, from Surat since ${company.founded}.`,
  },
  projects: {
    title: 'Our Projects',
    description:
      'Our in-house software products: HR, recruitment, project management, chat and video, marketing, construction, e-commerce, cricket and school management.',
  },
  portfolio: {
    title: 'Our Portfolio',
    description:
      'Success stories: websites, portals and mobile apps we designed and built for clients across India.',
  },
  sitemap: {
    title: 'Sitemap',
    description: `Every page of the ${company.name} website in one place.`,
  },
  faqs: {
    title: 'FAQs',
    description:
      'Answers to common questions about projects, pricing, code ownership, hosting, support and our candidate tests.',
  },
  policy: {
    title: 'Our Policy',
    description:
      'Our ethics policy: non-discrimination, no harassment, client satisfaction, confidentiality, data protection and the other principles we work by.',
  },
  privacy: {
    title: 'Privacy',
    description:
      'How Suryaloom Technologies handles personal data: what enquiries, the newsletter and candidate tests keep, for how long, and how to ask for access, correction or erasure.',
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
  rules: {
    title: 'MCQ test rules',
    description: 'The rules of the multiple-choice test.',
    noIndex: true,
  },
  interview: { title: 'MCQ test', description: 'The multiple-choice test.', noIndex: true },
  testSubmitted: { title: 'Test submitted', description: 'Your test result.', noIndex: true },
  practicalRules: {
    title: 'Practical test rules',
    description: 'The rules of the practical round.',
    noIndex: true,
  },
  practicalRound: { title: 'Practical round', description: 'The practical round.', noIndex: true },
  practicalSubmitted: {
    title: 'Practical submitted',
    description: 'Your practical work was submitted.',
    noIndex: true,
  },
} satisfies Record<string, PageMeta>;

/** The meta of a service page (/webdevelopment and the others). */
export function servicePageMeta(service: Service): PageMeta {
  return { title: service.title, description: service.summary };
}

/** /projects/:projectId: the product's own title, or a page kept out of search for unknown ids. */
export function projectPageMeta(params: Record<string, string | undefined>): PageMeta {
  const project = projectById(params.projectId);
  if (!project) {
    return {
      title: 'Project not found',
      description: 'There is no project at this address.',
      noIndex: true,
    };
  }
  return { title: project.title, description: project.summary };
}
