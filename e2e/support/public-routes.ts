import { projects } from '../../src/content/projects.ts';
import type { Page } from 'playwright-core';

/** Every prerendered public route with its tab title, h1 and a sentence from its main text. */
export interface PublicRoute {
  path: string;
  title: string;
  heading: string;
  text: string;
}

const suffix = ' | Suryaloom Technologies';

export const publicRoutes: PublicRoute[] = [
  {
    path: '/',
    title: 'Suryaloom Technologies',
    heading: 'We build the software your business runs on',
    text: 'Cloud hosting we set up and look after',
  },
  {
    path: '/services',
    title: `Services${suffix}`,
    heading: 'Our Services',
    text: 'Seven practices under one roof',
  },
  {
    path: '/webdevelopment',
    title: `Web Development${suffix}`,
    heading: 'Web Development',
    text: 'How a project runs',
  },
  {
    path: '/appdevelopmemt',
    title: `App Development${suffix}`,
    heading: 'App Development',
    text: 'Cross-platform first',
  },
  {
    path: '/digitalmarketing',
    title: `Digital Marketing${suffix}`,
    heading: 'Digital Marketing',
    text: 'Start from the numbers',
  },
  {
    path: '/graphicsdesign',
    title: `Graphics Design${suffix}`,
    heading: 'Graphics Design',
    text: 'Brand identity',
  },
  {
    path: '/seo_content',
    title: `SEO & Content${suffix}`,
    heading: 'SEO & Content',
    text: 'Technical audit',
  },
  {
    path: '/itprofessional',
    title: `IT Professionals${suffix}`,
    heading: 'IT Professionals',
    text: 'Who we place',
  },
  {
    path: '/uiuxdesign',
    title: `UI/UX Design${suffix}`,
    heading: 'UI/UX Design',
    text: 'Usability testing',
  },
  {
    path: '/technologies',
    title: `Technologies${suffix}`,
    heading: 'Technologies We Use',
    text: 'Cloud development tools',
  },
  {
    path: '/contact',
    title: `Contact Us${suffix}`,
    heading: 'Contact Us',
    text: 'Project Enquiry',
  },
  { path: '/about', title: `About Us${suffix}`, heading: 'About Us', text: 'Why choose us' },
  {
    path: '/ourprojects',
    title: `Our Projects${suffix}`,
    heading: 'Our Projects',
    text: 'PeoplePulse HRMS',
  },
  ...projects.map((project, index) => ({
    path: `/projects/${index}`,
    title: `${project.title}${suffix}`,
    heading: project.title,
    text: 'Key Features',
  })),
  {
    path: '/ourportfolio',
    title: `Our Portfolio${suffix}`,
    heading: 'Success Stories',
    text: 'Tapi Textiles B2B Portal',
  },
  { path: '/sitemap', title: `Sitemap${suffix}`, heading: 'Website Sitemap', text: 'IT Services' },
  {
    path: '/faqs',
    title: `FAQs${suffix}`,
    heading: 'Frequently Asked Questions',
    text: 'Who owns the source code?',
  },
  {
    path: '/ourpolicy',
    title: `Our Policy${suffix}`,
    heading: 'Our Ethics Policy',
    text: 'Non-discrimination',
  },
];

export async function gotoHydrated(page: Page, path: string) {
  const response = await page.goto(path);
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  return response;
}
