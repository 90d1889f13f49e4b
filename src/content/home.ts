import { company } from '../../shared/company.ts';

/** The home page's copy (spec section 2, route /). Icons name shapes in `feature-icon.tsx`. */
export type FeatureIconName = 'code' | 'phone' | 'cloud' | 'chart' | 'shield' | 'people';

export interface FeatureCard {
  title: string;
  text: string;
  icon: FeatureIconName;
}

export const homeHero = {
  eyebrow: company.tagline,
  title: 'We build the software your business runs on',
  lead: `${company.name} is a team of engineers and designers in Surat. We plan, build and run websites, mobile apps and cloud products for companies across India and abroad, and we stay with them long after launch.`,
};

/** The four cards under the hero. */
export const featureCards: FeatureCard[] = [
  {
    title: 'Custom software',
    text: 'Web applications, portals and internal tools shaped around how your team already works, not the other way round.',
    icon: 'code',
  },
  {
    title: 'Mobile apps',
    text: 'Android and iOS apps from one Flutter or React Native codebase, designed for patchy networks and small screens.',
    icon: 'phone',
  },
  {
    title: 'Cloud and hosting',
    text: 'Managed hosting, backups and monitoring on infrastructure we size for your traffic, with a named engineer on call.',
    icon: 'cloud',
  },
  {
    title: 'Growth marketing',
    text: 'Search, social and content campaigns measured against enquiries and sales, reported to you every week.',
    icon: 'chart',
  },
];

export const cloudHosting = {
  title: 'Cloud hosting we set up and look after',
  intro:
    'Your site or app runs on infrastructure we configure, patch and watch around the clock, so you hear about an incident from us, with the fix.',
  items: [
    'Managed VPS and cloud servers in Mumbai and Singapore regions',
    'Daily off-site backups kept for 30 days, with tested restores',
    'Free TLS certificates, renewed automatically',
    'Uptime and performance monitoring with alerts to our on-call engineer',
    'Content delivery network for images and static files',
    'Business e-mail and DNS set up on your own domain',
    'Staging environments for every release',
    'Monthly security patching and a written health report',
  ],
};

export const designDevelopment = {
  title: 'Design and development under one roof',
  intro:
    'The people who interview your customers sit next to the people who write the code, so what gets designed is what gets built.',
  items: [
    'Discovery workshops and a written scope before any estimate',
    'User research, wireframes and clickable prototypes',
    'Responsive interfaces that meet WCAG 2.2 AA',
    'React, Next.js and Laravel web applications',
    'Flutter and React Native mobile apps',
    'APIs and integrations with payment gateways, ERPs and CRMs',
    'Automated tests and code review on every change',
    'Fortnightly demos on a staging site you can click through',
  ],
};

export const featureList = {
  title: 'Why clients stay with us',
  items: [
    {
      title: 'Fixed scope, honest estimates',
      text: 'You get a written scope and a price per milestone. If something changes, we agree the change before we build it.',
    },
    {
      title: 'One accountable project manager',
      text: 'A single contact who knows your project, answers within a working day and runs a weekly review with you.',
    },
    {
      title: 'Code you own',
      text: 'Source code, designs and credentials are handed over in your own repositories and accounts from day one.',
    },
    {
      title: 'Security by default',
      text: 'Encrypted connections, least-privilege access, dependency audits and OWASP checks are part of every release.',
    },
    {
      title: 'Support after launch',
      text: 'Every project includes 90 days of free fixes, then an optional support plan with agreed response times.',
    },
    {
      title: 'Built to be fast',
      text: 'We budget page weight and load time from the first sprint and test on mid-range phones over slow networks.',
    },
  ],
};

export const teamIntro = {
  title: 'Meet the team',
  text: 'Engineers, designers and marketers who have worked together for years. These are some of the people you will talk to.',
};

export const contactCallToAction = {
  title: 'Have a project in mind?',
  text: `Tell us what you want to build. A senior engineer reads every enquiry and replies within ${company.replyPromiseHours} hours with questions, a rough plan and the next step.`,
  action: 'Contact us',
};

export const clientsIntro = {
  title: 'Trusted by businesses across India',
  text: 'Manufacturers, retailers, schools and start-ups who rely on software we built and still run.',
};
