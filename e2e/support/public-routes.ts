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

/** A route whose tab title is `name` and the company's name. */
const route = (path: string, name: string, heading: string, text: string): PublicRoute => ({
  path,
  title: `${name}${suffix}`,
  heading,
  text,
});

export const publicRoutes: PublicRoute[] = [
  {
    path: '/',
    title: 'Suryaloom Technologies',
    heading: 'We build the software your business runs on',
    text: 'Cloud hosting we set up and look after',
  },
  route('/services', 'Services', 'Our Services', 'Seven practices under one roof'),
  route('/webdevelopment', 'Web Development', 'Web Development', 'How a project runs'),
  route('/appdevelopmemt', 'App Development', 'App Development', 'Cross-platform first'),
  route('/digitalmarketing', 'Digital Marketing', 'Digital Marketing', 'Start from the numbers'),
  route('/graphicsdesign', 'Graphics Design', 'Graphics Design', 'Brand identity'),
  route('/seo_content', 'SEO & Content', 'SEO & Content', 'Technical audit'),
  route('/itprofessional', 'IT Professionals', 'IT Professionals', 'Who we place'),
  route('/uiuxdesign', 'UI/UX Design', 'UI/UX Design', 'Usability testing'),
  route('/technologies', 'Technologies', 'Technologies We Use', 'Cloud development tools'),
  route('/contact', 'Contact Us', 'Contact Us', 'Project Enquiry'),
  route('/about', 'About Us', 'About Us', 'Why choose us'),
  route('/ourprojects', 'Our Projects', 'Our Projects', 'PeoplePulse HRMS'),
  ...projects.map((project, index) =>
    route(`/projects/${index}`, project.title, project.title, 'Key Features'),
  ),
  route('/ourportfolio', 'Our Portfolio', 'Success Stories', 'Tapi Textiles B2B Portal'),
  route('/sitemap', 'Sitemap', 'Website Sitemap', 'IT Services'),
  route('/faqs', 'FAQs', 'Frequently Asked Questions', 'Who owns the source code?'),
  route('/ourpolicy', 'Our Policy', 'Our Ethics Policy', 'Non-discrimination'),
  route('/privacy', 'Privacy', 'How we handle your data', 'Whom to write to'),
];

export async function gotoHydrated(page: Page, path: string) {
  const response = await page.goto(path);
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
  return response;
}
