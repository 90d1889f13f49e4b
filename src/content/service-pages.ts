import type { ToolId } from './tools.ts';

/**
 * The six service pages that share one layout (spec section 2): hero with a breadcrumb back to
 * /services, descriptive sections and tool logo lists. /uiuxdesign has its own shape (`uiux.ts`).
 */
export interface ServiceSection {
  heading: string;
  text: string;
  points?: string[];
}

export interface ToolGroup {
  heading: string;
  tools: ToolId[];
}

export interface ServicePage {
  path: string;
  title: string;
  /** The closing call to action's heading, written per page (titles do not fit one sentence). */
  ctaTitle: string;
  /** Meta description and the hero's lead paragraph. */
  lead: string;
  sections: ServiceSection[];
  toolGroups: ToolGroup[];
}

export const servicePages: ServicePage[] = [
  {
    path: '/webdevelopment',
    title: 'Web Development',
    ctaTitle: 'Planning a website or web application?',
    lead: 'Websites and web applications that load fast on any phone, rank in search and keep working for years: marketing sites, customer portals, dashboards and online stores.',
    sections: [
      {
        heading: 'What we build',
        text: 'Most of our web work falls into four kinds of project. Each starts with a written scope and ends with a site you own outright.',
        points: [
          'Company and marketing websites with a content editor your team can use',
          'Customer and dealer portals with logins, orders, invoices and support tickets',
          'Internal dashboards that pull figures from your ERP, CRM and spreadsheets',
          'Online stores on Shopify, WooCommerce or a custom Laravel storefront',
        ],
      },
      {
        heading: 'How a project runs',
        text: 'We work in two-week sprints. At the end of each one you click through the new work on a staging site and tell us what to change. Launch happens only after your sign-off, a load test and an accessibility check.',
      },
      {
        heading: 'Speed, security and search',
        text: 'Pages are prerendered or server-rendered so they appear instantly, images are compressed and sized for each screen, and every release passes an OWASP checklist. Clean URLs, structured data and a sitemap are part of the build, not an extra.',
      },
      {
        heading: 'After launch',
        text: 'Ninety days of fixes are included. After that, an optional support plan covers hosting, backups, updates and a set number of hours for new features each month.',
      },
    ],
    toolGroups: [
      {
        heading: 'Front end',
        tools: ['react', 'nextjs', 'angular', 'vue', 'typescript', 'tailwind', 'vite'],
      },
      { heading: 'Back end', tools: ['nodejs', 'laravel', 'php', 'django', 'graphql'] },
      { heading: 'Platforms', tools: ['wordpress', 'woocommerce', 'shopify', 'webflow'] },
    ],
  },
  {
    path: '/appdevelopmemt',
    title: 'App Development',
    ctaTitle: 'Planning a mobile app?',
    lead: 'Android and iOS apps that your customers and staff keep using: fast to open, usable offline and published on both stores from one codebase.',
    sections: [
      {
        heading: 'Cross-platform first',
        text: 'Most apps we build use Flutter or React Native, which gives you one codebase for Android and iOS and halves the cost of every later change. When an app needs deep hardware access, we write those parts natively in Kotlin or Swift.',
      },
      {
        heading: 'Built for real networks',
        text: 'Field staff and customers often have weak signal. Our apps store data on the device, sync when the connection returns and never lose a form that was half filled.',
        points: [
          'Offline storage and background sync',
          'Push notifications and deep links',
          'Payments with Razorpay, Paytm and UPI intents',
          'Maps, camera, barcode and document scanning',
        ],
      },
      {
        heading: 'From idea to store listing',
        text: 'We prototype the main screens first and test them with a handful of your users. Then we build, test on a range of real devices, prepare store listings and handle the review process with Google and Apple.',
      },
      {
        heading: 'Maintenance',
        text: 'Operating systems change every year. Our maintenance plans keep your app compatible, secure and within store policies, with crash reports watched every week.',
      },
    ],
    toolGroups: [
      {
        heading: 'Frameworks',
        tools: ['flutter', 'dart', 'reactNative', 'expo', 'ionic', 'kotlin', 'swift'],
      },
      { heading: 'Platforms and services', tools: ['android', 'ios', 'firebase', 'supabase'] },
    ],
  },
  {
    path: '/digitalmarketing',
    title: 'Digital Marketing',
    ctaTitle: 'Want more customers from your marketing?',
    lead: 'Campaigns on search, social and e-mail planned around your sales targets, with every rupee tracked to an enquiry or an order.',
    sections: [
      {
        heading: 'Start from the numbers',
        text: 'Before we spend anything, we agree what a lead or a sale is worth to you and set up tracking that proves it. Every campaign is judged by cost per enquiry and return on ad spend, not by likes.',
      },
      {
        heading: 'What we run',
        text: 'We pick the channels where your customers already are, and we say no to the ones that will not pay back.',
        points: [
          'Google Search, Shopping and Performance Max campaigns',
          'Meta and Instagram campaigns with creative made in-house',
          'YouTube pre-roll and remarketing',
          'E-mail and WhatsApp Business journeys for repeat customers',
        ],
      },
      {
        heading: 'Weekly reporting',
        text: 'Every Monday you get a one-page report: what was spent, what it brought in, what we changed and what we will test next. A monthly call reviews the bigger picture.',
      },
    ],
    toolGroups: [
      { heading: 'Advertising', tools: ['googleads', 'meta', 'instagram', 'youtube'] },
      {
        heading: 'Measurement and automation',
        tools: ['googleanalytics', 'googletagmanager', 'hubspot', 'mailchimp', 'whatsapp'],
      },
      { heading: 'Planning', tools: ['semrush', 'hootsuite', 'buffer'] },
    ],
  },
  {
    path: '/graphicsdesign',
    title: 'Graphics Design',
    ctaTitle: 'Need a brand or a design refresh?',
    lead: 'Logos, brand identities, brochures, packaging and social creatives that give your business one recognisable look on paper and on screen.',
    sections: [
      {
        heading: 'Brand identity',
        text: 'We start with your customers and competitors, then design a logo, colour palette and type system that work at every size, from a favicon to a hoarding. You receive a brand guide and every file in print and web formats.',
      },
      {
        heading: 'Print and packaging',
        text: 'Brochures, catalogues, trade-fair stands, labels and boxes, prepared to your printer’s specifications with proofs checked before anything goes to press.',
      },
      {
        heading: 'Social and campaign creatives',
        text: 'Monthly creative packs for Instagram, Facebook and LinkedIn, ad variations for testing and short motion graphics, all on brand.',
        points: [
          'Post and story templates your team can edit',
          'Ad creatives sized for every placement',
          'Illustrations and icon sets',
          'Short animated explainers',
        ],
      },
    ],
    toolGroups: [
      { heading: 'Design', tools: ['figma', 'inkscape', 'gimp', 'coreldraw', 'blender'] },
      { heading: 'Motion and sharing', tools: ['lottiefiles', 'dribbble', 'behance'] },
    ],
  },
  {
    path: '/seo_content',
    title: 'SEO & Content',
    ctaTitle: 'Want to be found in search?',
    lead: 'Technical SEO, keyword research and well-written pages and articles that bring the right visitors from search, month after month.',
    sections: [
      {
        heading: 'Technical audit',
        text: 'We crawl your site the way a search engine does and fix what holds it back: slow pages, broken links, duplicate content, missing structured data and pages that cannot be indexed.',
      },
      {
        heading: 'Keyword research and planning',
        text: 'We find the searches your customers make before they buy, group them by intent and map each group to a page, so every article has a job to do.',
      },
      {
        heading: 'Writing that earns links',
        text: 'Our writers interview your experts and turn what they know into guides, case studies and product pages that people want to read and share.',
        points: [
          'Service and product pages',
          'How-to guides and buying guides',
          'Case studies with real figures',
          'Local SEO for each of your branches',
        ],
      },
      {
        heading: 'Reporting',
        text: 'A monthly report shows rankings, organic traffic, enquiries from search and the plan for next month.',
      },
    ],
    toolGroups: [
      {
        heading: 'Research and measurement',
        tools: ['googlesearchconsole', 'googleanalytics', 'semrush'],
      },
      { heading: 'Publishing', tools: ['wordpress', 'yoast', 'ghost', 'strapi', 'contentful'] },
      { heading: 'Editing', tools: ['grammarly', 'notion'] },
    ],
  },
  {
    path: '/itprofessional',
    title: 'IT Professionals',
    ctaTitle: 'Need engineers on your team?',
    lead: 'Vetted developers, testers and DevOps engineers who join your team for a sprint or a year, working in your tools and your time zone.',
    sections: [
      {
        heading: 'Who we place',
        text: 'Every professional is a permanent employee of ours, with at least two years of production experience and our own technical interview behind them.',
        points: [
          'Front-end, back-end and full-stack developers',
          'Flutter and React Native mobile developers',
          'Manual and automation testers',
          'DevOps and cloud engineers',
          'UI/UX designers and business analysts',
        ],
      },
      {
        heading: 'How engagement works',
        text: 'Tell us the skills and seniority you need. Within five working days you interview shortlisted people; they can start the following week. You pay a fixed monthly fee, and we handle payroll, equipment and leave cover.',
      },
      {
        heading: 'Backed by a team',
        text: 'A placed professional is never alone: our leads review their code on request, and a replacement is arranged within two weeks if the fit is not right.',
      },
    ],
    toolGroups: [
      { heading: 'Collaboration', tools: ['jira', 'confluence', 'trello', 'zoom', 'googlemeet'] },
      { heading: 'Engineering', tools: ['git', 'github', 'gitlab', 'docker', 'postman'] },
      { heading: 'Testing', tools: ['selenium', 'cypress', 'jest'] },
    ],
  },
];

export function servicePageFor(path: string): ServicePage | undefined {
  return servicePages.find((page) => page.path === path);
}
