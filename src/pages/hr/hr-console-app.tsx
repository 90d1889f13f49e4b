import { lazy, Suspense, type ComponentType } from 'react';
import { useLocation } from 'react-router-dom';
import { HrConsoleFrame } from '../../features/hr/hr-console-frame.tsx';
import { hrSectionTitles, type HrSection } from '../../features/hr/hr-sections.ts';
import { HrSessionProvider } from '../../features/hr/hr-session.tsx';
import { useSectionTitle } from '../../features/hr/use-section-title.ts';
import { loadChunk } from '../../lib/load-chunk.ts';
import HrHomePage from './hr-home-page.tsx';
import './hr-console.css';

// The sections load when first opened, each its own chunk (through `loadChunk`, which waits out a
// dropped connection). They are not routes of the app's route table (the router's chunk, which a
// public page loads on its first navigation, would carry them for every visitor), so the console
// picks its section from the path itself.
const sectionModules = import.meta.glob<{ default: ComponentType }>([
  './*-page.tsx',
  '!./hr-home-page.tsx',
]);

function lazyPage(file: string) {
  const load = sectionModules[`./${file}.tsx`];
  if (!load) throw new Error(`No HR console page src/pages/hr/${file}.tsx`);
  return lazy(() => loadChunk(load));
}

/** Each section by the path segment after /hr (its title is in hr-sections.ts). */
const sections: Record<HrSection, ComponentType> = {
  '': HrHomePage,
  candidates: lazyPage('candidates-page'),
  results: lazyPage('results-page'),
  cohort: lazyPage('cohort-page'),
  board: lazyPage('live-board-page'),
  questions: lazyPage('questions-page'),
  assessments: lazyPage('assessments-page'),
  drives: lazyPage('drives-page'),
  settings: lazyPage('test-settings-page'),
  items: lazyPage('item-analysis-page'),
  enquiries: lazyPage('enquiries-page'),
  newsletter: lazyPage('newsletter-page'),
  audit: lazyPage('audit-log-page'),
  access: lazyPage('access-log-page'),
  staff: lazyPage('staff-page'),
  backups: lazyPage('backups-page'),
  privacy: lazyPage('privacy-page'),
  account: lazyPage('account-page'),
  report: lazyPage('attempt-report-page'),
  preview: lazyPage('assessment-preview-page'),
};
const NotFound = lazyPage('hr-not-found-page');

/** The section a path under /hr names: `/hr` the overview, `/hr/candidates` the candidates. */
function sectionOf(pathname: string): { title: string; Page: ComponentType } {
  const rest = pathname.replace(/^\/hr\/?/, '');
  return rest in sections
    ? { title: hrSectionTitles[rest as HrSection], Page: sections[rest as HrSection] }
    : { title: 'Not found', Page: NotFound };
}

/** The staff console (sign-in, its layout, one page per section); see ../hr-console.tsx. */
export default function HrConsoleApp() {
  const { title, Page: Section } = sectionOf(useLocation().pathname);
  useSectionTitle(title);
  return (
    <HrSessionProvider>
      <HrConsoleFrame>
        <Suspense
          fallback={
            <p className="hr-muted" role="status">
              Loading...
            </p>
          }
        >
          <Section />
        </Suspense>
      </HrConsoleFrame>
    </HrSessionProvider>
  );
}
