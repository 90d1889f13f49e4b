/**
 * Our nine in-house products (spec sections 1 and 3), shown on /ourprojects; each has a detail
 * page at /projects/{index}. This list holds what cards and page titles need; the detail pages'
 * copy is in `project-details.ts`, so the route table (in the main chunk) stays small. Product
 * names and links are fictional (`.example` domains).
 */
export interface ProjectSummary {
  slug: string;
  title: string;
  /** One line for the project card and the page's meta description. */
  summary: string;
  img: string;
  alt: string;
}

/** Where the media script writes a product's illustrations. */
export const projectImage = (slug: string, name = 'cover') => `/media/projects/${slug}-${name}.svg`;
const image = projectImage;

export const projects: ProjectSummary[] = [
  {
    slug: 'peoplepulse-hrms',
    title: 'PeoplePulse HRMS',
    summary: 'Attendance, leave, payroll and employee records in one place.',
    img: image('peoplepulse-hrms'),
    alt: 'PeoplePulse dashboard showing today’s attendance, pending leave requests and the payroll calendar',
  },
  {
    slug: 'talentdesk-ats',
    title: 'TalentDesk Recruitment',
    summary: 'Job posts, applicant tracking and online assessments.',
    img: image('talentdesk-ats'),
    alt: 'TalentDesk pipeline board with candidates in applied, test, interview and offer columns',
  },
  {
    slug: 'taskforge-pm',
    title: 'TaskForge Projects',
    summary: 'Project management with sprints, time sheets and client portals.',
    img: image('taskforge-pm'),
    alt: 'TaskForge sprint board with tasks, assignees and a burndown chart',
  },
  {
    slug: 'baatcheet-chat',
    title: 'BaatCheet Chat & Video',
    summary: 'Secure team chat, voice and video calls for organisations.',
    img: image('baatcheet-chat'),
    alt: 'BaatCheet chat window with channels on the left and a video call in progress',
  },
  {
    slug: 'reachout-marketing',
    title: 'ReachOut Marketing Suite',
    summary: 'E-mail, SMS and WhatsApp campaigns with lead tracking.',
    img: image('reachout-marketing'),
    alt: 'ReachOut campaign report with open rates, clicks and leads by channel',
  },
  {
    slug: 'sitebuild-erp',
    title: 'SiteBuild Construction ERP',
    summary: 'Site progress, materials and labour for construction firms.',
    img: image('sitebuild-erp'),
    alt: 'SiteBuild site dashboard with progress by floor, material stock and labour count',
  },
  {
    slug: 'bazaarcart-commerce',
    title: 'BazaarCart E-commerce',
    summary: 'Online store with inventory, GST invoices and delivery tracking.',
    img: image('bazaarcart-commerce'),
    alt: 'BazaarCart storefront with product grid, filters and a shopping cart',
  },
  {
    slug: 'crickscore-live',
    title: 'CrickScore Live',
    summary: 'Ball-by-ball scoring, tournaments and player statistics.',
    img: image('crickscore-live'),
    alt: 'CrickScore live scorecard with batting, bowling and a run-rate graph',
  },
  {
    slug: 'vidyaconnect-school',
    title: 'VidyaConnect School Management',
    summary: 'Admissions, fees, attendance and parent communication for schools.',
    img: image('vidyaconnect-school'),
    alt: 'VidyaConnect dashboard with class attendance, fee collection and upcoming exams',
  },
];

/** The project at `/projects/{projectId}`: the id is its index in the list (spec section 2). */
export function projectById(projectId: string | undefined): ProjectSummary | undefined {
  if (projectId === undefined || !/^(0|[1-9]\d*)$/.test(projectId)) return undefined;
  return projects[Number(projectId)];
}
