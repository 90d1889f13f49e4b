/**
 * Client work for /ourportfolio (spec section 2): two tabs, web development (the default) and app
 * development. Cards link to the live work in a new tab. Clients and links are fictional.
 */
export interface PortfolioItem {
  id: string;
  title: string;
  href: string;
  image: string;
  description: string;
  /** At most two are shown. */
  tags: string[];
}

export type PortfolioTab = 'web' | 'app';

export const portfolioTabs: { id: PortfolioTab; label: string }[] = [
  { id: 'web', label: 'Web Development' },
  { id: 'app', label: 'App Development' },
];

const shot = (id: string) => `/media/portfolio/${id}.svg`;

export const portfolio: Record<PortfolioTab, PortfolioItem[]> = {
  web: [
    {
      id: 'tapi-textiles-b2b',
      title: 'Tapi Textiles B2B Portal',
      href: 'https://tapitextiles.example/',
      image: shot('tapi-textiles-b2b'),
      description:
        'A wholesale ordering portal where 1,400 retailers browse fabric catalogues, see their own price lists and track dispatches.',
      tags: ['Laravel', 'React'],
    },
    {
      id: 'diamondline-store',
      title: 'Diamondline Jewellery Store',
      href: 'https://diamondline.example/',
      image: shot('diamondline-store'),
      description:
        'An online jewellery store with certificate lookup, 360° product views and appointment booking for showroom visits.',
      tags: ['Shopify', 'E-commerce'],
    },
    {
      id: 'kiran-clinics-booking',
      title: 'Kiran Clinics Appointments',
      href: 'https://kiranclinics.example/',
      image: shot('kiran-clinics-booking'),
      description:
        'Online appointments across six clinics with doctor schedules, reminders by SMS and a patient records portal.',
      tags: ['Next.js', 'Healthcare'],
    },
    {
      id: 'arambh-realty-site',
      title: 'Arambh Realty Website',
      href: 'https://arambhrealty.example/',
      image: shot('arambh-realty-site'),
      description:
        'A property website with project pages, floor-plan viewers and lead routing to the sales team’s CRM.',
      tags: ['WordPress', 'SEO'],
    },
    {
      id: 'orbit-fintech-dashboard',
      title: 'Orbit Fintech Dashboard',
      href: 'https://orbitfintech.example/',
      image: shot('orbit-fintech-dashboard'),
      description:
        'An analytics dashboard for loan officers with real-time portfolio figures, risk flags and exportable reports.',
      tags: ['React', 'Node.js'],
    },
    {
      id: 'vidya-academy-lms',
      title: 'Vidya Academy Learning Portal',
      href: 'https://vidyaacademy.example/',
      image: shot('vidya-academy-lms'),
      description:
        'A learning portal with recorded lectures, weekly quizzes and progress reports for 8,000 coaching students.',
      tags: ['Django', 'Education'],
    },
  ],
  app: [
    {
      id: 'navrang-foods-app',
      title: 'Navrang Foods Ordering App',
      href: 'https://navrangfoods.example/app',
      image: shot('navrang-foods-app'),
      description:
        'A food ordering app with live order tracking, loyalty points and UPI payments for a chain of twelve restaurants.',
      tags: ['Flutter', 'Payments'],
    },
    {
      id: 'sahyog-driver-app',
      title: 'Sahyog Driver App',
      href: 'https://sahyoglogistics.example/driver',
      image: shot('sahyog-driver-app'),
      description:
        'A delivery app for 300 drivers with route planning, proof of delivery photos and offline sync on highways.',
      tags: ['React Native', 'Offline'],
    },
    {
      id: 'gujarat-agro-advisor',
      title: 'Gujarat Agro Advisor',
      href: 'https://gujaratagro.example/app',
      image: shot('gujarat-agro-advisor'),
      description:
        'A Gujarati-language app that gives farmers crop advice, mandi prices and weather alerts for their village.',
      tags: ['Flutter', 'Agritech'],
    },
    {
      id: 'zari-house-catalogue',
      title: 'Zari House Catalogue App',
      href: 'https://zarihouse.example/app',
      image: shot('zari-house-catalogue'),
      description:
        'A sales catalogue app for field agents with offline product images, order booking and customer ledgers.',
      tags: ['Kotlin', 'Retail'],
    },
    {
      id: 'kiran-clinics-patient',
      title: 'Kiran Clinics Patient App',
      href: 'https://kiranclinics.example/app',
      image: shot('kiran-clinics-patient'),
      description:
        'A patient app for booking visits, reading prescriptions and receiving lab reports securely.',
      tags: ['Flutter', 'Healthcare'],
    },
  ],
};
