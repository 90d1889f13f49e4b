import { projectImage as image } from './projects.ts';

/** The detail page copy of each in-house product, by slug (spec section 3's project fields). */
export interface ProjectDetails {
  description: string;
  features: string[];
  additionalInfo: string;
  /** The product's own site (external), when it has one. */
  link?: string;
  /** Extra screenshots for the detail page. */
  images?: { src: string; alt: string }[];
}

export const projectDetails: Record<string, ProjectDetails> = {
  'peoplepulse-hrms': {
    description:
      'PeoplePulse is an HR management system for companies of 20 to 2,000 people. It replaces attendance registers, leave spreadsheets and payroll workbooks with one system that employees reach from their phones and HR runs from a browser.',
    features: [
      'Geo-fenced mobile attendance and biometric device integration',
      'Leave policies with approvals by e-mail or app',
      'Payroll with PF, ESI, professional tax and TDS calculations',
      'Employee self-service for payslips, Form 16 and documents',
      'Reports for headcount, attrition and overtime',
    ],
    additionalInfo:
      'Used by more than 120 companies across Gujarat and Maharashtra. Hosted in India, with data exports available at any time.',
    link: 'https://peoplepulse.example/',
    images: [
      {
        src: image('peoplepulse-hrms', 'mobile'),
        alt: 'PeoplePulse mobile app with the check-in button and this month’s attendance summary',
      },
    ],
  },
  'talentdesk-ats': {
    description:
      'TalentDesk takes a vacancy from job post to offer letter. Applications from job boards and your careers page land in one pipeline, candidates take timed online tests, and interviewers leave structured feedback.',
    features: [
      'One-click posting to job boards and your careers page',
      'Kanban pipeline with bulk actions and e-mail templates',
      'Timed MCQ and practical assessments with automatic scoring',
      'Interview scheduling with calendar invites',
      'Offer letters generated from templates',
    ],
    additionalInfo:
      'Our own hiring runs on TalentDesk, including the candidate tests on this website.',
    link: 'https://talentdesk.example/',
  },
  'taskforge-pm': {
    description:
      'TaskForge helps agencies and software teams plan work, track time and keep clients informed. Boards, sprints and time sheets sit next to a client portal where customers see progress and approve milestones.',
    features: [
      'Boards, lists and sprints with story points',
      'Time sheets linked to tasks and invoices',
      'Client portal for approvals and file sharing',
      'Gantt view with dependencies',
      'Integrations with GitHub, GitLab and Slack',
    ],
    additionalInfo: 'Available as a hosted service or installed on your own servers.',
    images: [
      {
        src: image('taskforge-pm', 'timeline'),
        alt: 'TaskForge timeline view with milestones across three months',
      },
    ],
  },
  'baatcheet-chat': {
    description:
      'BaatCheet is a messaging and meeting platform for companies that want their conversations on servers they control. Channels, direct messages, file sharing and video meetings work on web, Android and iOS.',
    features: [
      'Channels, threads and direct messages',
      'Group video calls with screen sharing',
      'End-to-end encrypted one-to-one chats',
      'Single sign-on and role-based access',
      'Self-hosting on your own cloud account',
    ],
    additionalInfo: 'Built on WebRTC; works on low bandwidth by adapting video quality.',
  },
  'reachout-marketing': {
    description:
      'ReachOut lets small businesses run e-mail, SMS and WhatsApp campaigns from one place, capture leads from forms and ads, and see which campaign brought in which customer.',
    features: [
      'Drag-and-drop e-mail builder',
      'WhatsApp Business and SMS broadcasts with opt-out handling',
      'Lead capture forms and landing pages',
      'Automated follow-up journeys',
      'Attribution reports by campaign and channel',
    ],
    additionalInfo: 'Complies with TRAI’s commercial communication rules and DLT registration.',
    link: 'https://reachout.example/',
  },
  'sitebuild-erp': {
    description:
      'SiteBuild gives builders and contractors a live view of every site: daily progress reports with photos, material requests and stock, labour attendance and bills against each contract.',
    features: [
      'Daily progress reports with photos from the site',
      'Material indents, purchase orders and stock by site',
      'Labour attendance and contractor bills',
      'Budget versus actual cost for each project',
      'Offline mobile app for site engineers',
    ],
    additionalInfo:
      'Designed with two Surat developers who use it on residential and commercial projects.',
    images: [
      {
        src: image('sitebuild-erp', 'mobile'),
        alt: 'SiteBuild mobile app showing a daily progress report with photos',
      },
    ],
  },
  'bazaarcart-commerce': {
    description:
      'BazaarCart is an online store platform for Indian retailers and wholesalers: a fast storefront, inventory shared with your shop counter, GST-compliant invoices and shipping with the major couriers.',
    features: [
      'Storefront that loads fast on mobile networks',
      'UPI, cards, net banking and cash on delivery',
      'GST invoices and e-way bills',
      'Courier integrations with live tracking',
      'B2B price lists and minimum order quantities',
    ],
    additionalInfo: 'Powers stores for textile, jewellery and grocery businesses in Surat.',
    link: 'https://bazaarcart.example/',
  },
  'crickscore-live': {
    description:
      'CrickScore lets clubs and tournament organisers score matches ball by ball from a phone, publish live scorecards and keep player statistics across seasons.',
    features: [
      'Ball-by-ball scoring that works offline',
      'Live scorecards and commentary for spectators',
      'Tournament fixtures, points tables and net run rate',
      'Player profiles with career statistics',
      'Streaming overlays for YouTube broadcasts',
    ],
    additionalInfo: 'Used in more than 300 local tournaments each season.',
  },
  'vidyaconnect-school': {
    description:
      'VidyaConnect runs the administration of a school: admissions, fee collection, attendance, timetables, exams and report cards, with a parent app that keeps families informed.',
    features: [
      'Online admissions and document collection',
      'Fee collection with reminders and receipts',
      'Attendance and homework from a teacher app',
      'Exams, marks entry and report cards',
      'Parent app with notices, diary and transport tracking',
    ],
    additionalInfo: 'Supports CBSE, GSEB and ICSE report card formats.',
    link: 'https://vidyaconnect.example/',
    images: [
      {
        src: image('vidyaconnect-school', 'mobile'),
        alt: 'VidyaConnect parent app showing today’s homework and a fee reminder',
      },
    ],
  },
};
