/**
 * Our nine in-house products (spec sections 1 and 3), shown on /ourprojects; each has a detail
 * page at /projects/{index}. This list holds what page titles need (the route table, in the main
 * chunk every page loads, reads it); the cover pictures' descriptions are in `project-covers.ts`
 * and the detail pages' copy in `project-details.ts`. Product
 * names and links are fictional (`.example` domains).
 */
export interface ProjectSummary {
  slug: string;
  title: string;
  /** One line for the project card and the page's meta description. */
  summary: string;
}

/** Where the media script writes a product's illustrations. */
export const projectImage = (slug: string, name = 'cover') => `/media/projects/${slug}-${name}.svg`;

export const projects: ProjectSummary[] = [
  {
    slug: 'peoplepulse-hrms',
    title: 'PeoplePulse HRMS',
    summary: 'Attendance, leave, payroll and employee records in one place.',
  },
  {
    slug: 'talentdesk-ats',
    title: 'TalentDesk Recruitment',
    summary: 'Job posts, applicant tracking and online assessments.',
  },
  {
    slug: 'taskforge-pm',
    title: 'TaskForge Projects',
    summary: 'Project management with sprints, time sheets and client portals.',
  },
  {
    slug: 'baatcheet-chat',
    title: 'BaatCheet Chat & Video',
    summary: 'Secure team chat, voice and video calls for organisations.',
  },
  {
    slug: 'reachout-marketing',
    title: 'ReachOut Marketing Suite',
    summary: 'E-mail, SMS and WhatsApp campaigns with lead tracking.',
  },
  {
    slug: 'sitebuild-erp',
    title: 'SiteBuild Construction ERP',
    summary: 'Site progress, materials and labour for construction firms.',
  },
  {
    slug: 'bazaarcart-commerce',
    title: 'BazaarCart E-commerce',
    summary: 'Online store with inventory, GST invoices and delivery tracking.',
  },
  {
    slug: 'crickscore-live',
    title: 'CrickScore Live',
    summary: 'Ball-by-ball scoring, tournaments and player statistics.',
  },
  {
    slug: 'vidyaconnect-school',
    title: 'VidyaConnect School Management',
    summary: 'Admissions, fees, attendance and parent communication for schools.',
  },
];

/** The project at `/projects/{projectId}`: the id is its index in the list (spec section 2). */
export function projectById(projectId: string | undefined): ProjectSummary | undefined {
  if (projectId === undefined || !/^(0|[1-9]\d*)$/.test(projectId)) return undefined;
  return projects[Number(projectId)];
}
