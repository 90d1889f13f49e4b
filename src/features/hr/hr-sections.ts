import type { StaffRole } from '../../../shared/contract/hr.ts';

/**
 * The console's sections: the path segment under /hr and the title (the page's heading, its
 * navigation link and its tab title).
 */
export const hrSectionTitles = {
  '': 'HR console',
  candidates: 'Candidates',
  board: 'Live board',
  results: 'Results',
  cohort: 'Cohort',
  questions: 'Question bank',
  assessments: 'Assessments',
  drives: 'Drives',
  // The address of the page that held the one test's settings, kept for bookmarks and the docs:
  // each assessment's settings are on Assessments now, and this page holds the task bank.
  settings: 'Practical tasks',
  items: 'Item analysis',
  enquiries: 'Enquiries',
  newsletter: 'Newsletter',
  audit: 'Audit log',
  access: 'Access log',
  staff: 'Staff',
  backups: 'Backups',
  privacy: 'Personal data',
  account: 'Your account',
  // Not in the navigation: opened from a candidate (`/hr/report?candidate=ID`).
  report: 'Attempt report',
  // Not in the navigation: opened from an assessment (`/hr/preview?assessment=ID`).
  preview: 'Assessment preview',
} as const;

export type HrSection = keyof typeof hrSectionTitles;

export interface HrSectionLink {
  to: string;
  label: string;
  /** What the overview says the section is for. */
  summary: string;
  /** Only admins see it (reviewers see no admin controls). */
  adminOnly?: boolean;
}

const link = (
  section: Exclude<HrSection, '' | 'report' | 'preview'>,
  summary: string,
  adminOnly = false,
): HrSectionLink => ({
  to: `/hr/${section}`,
  label: hrSectionTitles[section],
  summary,
  ...(adminOnly && { adminOnly }),
});

/** The console's sections, in the order of its navigation. */
export const hrSections: readonly HrSectionLink[] = [
  link(
    'candidates',
    'Create and import candidates; their one-time logins, time, window and attempts.',
  ),
  link(
    'board',
    'Every candidate of a drive or a day as they take their tests, updated as it happens.',
  ),
  link(
    'results',
    'Every candidate’s score, ending, flags and decision; results.csv and answers.csv.',
  ),
  link(
    'cohort',
    'A drive at a glance: scores against the pass mark, the pass rate, a what-if cut, endings.',
  ),
  link('questions', 'Questions by category and difficulty; Aiken, GIFT and CSV import and export.'),
  link(
    'assessments',
    'A test per role: questions per category, time per question, pass mark, rounds; try one.',
  ),
  link('drives', 'Groups of candidates taking one assessment, with their window and time zone.'),
  link('settings', 'The practical round’s task bank, in the order candidates see it.'),
  link(
    'items',
    'How each question performed: share right, discrimination, options chosen, dubious keys.',
  ),
  link('enquiries', 'Project enquiries from the contact page.'),
  link('newsletter', 'Newsletter subscribers.'),
  link('audit', 'Every staff action: who, when, what and why.'),
  link('access', 'Who read or exported whose personal data; the breach view.', true),
  link('staff', 'Staff accounts and their roles.', true),
  link(
    'backups',
    'Snapshots of the hiring record: the last good one, take one now, download.',
    true,
  ),
  link(
    'privacy',
    'What the product holds about a person: notices, export, correction, erasure, retention.',
    true,
  ),
  link('account', 'Change your password.'),
];

export function sectionsFor(role: StaffRole): HrSectionLink[] {
  return hrSections.filter((section) => role === 'admin' || !section.adminOnly);
}
