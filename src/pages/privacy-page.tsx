import { NoticeSections } from '../components/notice-sections.tsx';
import { PageHero } from '../components/page-hero.tsx';
import { usePrivacyNotice } from '../features/privacy/use-privacy-notice.ts';

/**
 * `/privacy` (issue 40): how the company handles personal data, under India's DPDP Act: what the
 * public forms keep, the notice candidates read before their test, and whom to write to. Built
 * from the default settings; the company's own settings replace them once the API answers.
 */
export default function PrivacyPage() {
  const { candidate, publicLines, company, grievance } = usePrivacyNotice();
  return (
    <>
      <PageHero
        title="How we handle your data"
        lead={`What ${company.name} keeps about you, why, for how long, and how to ask us to show, correct or erase it.`}
      />
      <section className="section privacy-page" aria-labelledby="privacy-forms">
        <h2 id="privacy-forms">Enquiries and the newsletter</h2>
        <p>
          A project enquiry (your name, e-mail address, phone number, subject and message) is read
          by our team to answer it. {publicLines.enquiry}
        </p>
        <p>
          A newsletter subscription keeps only your e-mail address, to send you the newsletter.{' '}
          {publicLines.newsletter}
        </p>
      </section>
      <section className="section privacy-page" aria-labelledby="privacy-candidates">
        <h2 id="privacy-candidates">Candidates taking our recruitment test</h2>
        <p>{candidate.intro}</p>
        <NoticeSections sections={candidate.sections} idPrefix="privacy-candidates" Heading="h3" />
      </section>
      <section className="section privacy-page" aria-labelledby="privacy-contact">
        <h2 id="privacy-contact">Whom to write to</h2>
        <p>
          To see, correct or erase your data, or to raise a grievance, write to {grievance.officer}{' '}
          at <a href={`mailto:${grievance.email}`}>{grievance.email}</a> or call{' '}
          <a href={`tel:${grievance.phone.replace(/[^\d+]/g, '')}`}>{grievance.phone}</a>.
        </p>
        <p>
          The Data Fiduciary is {company.name}, {company.address}.
        </p>
      </section>
    </>
  );
}
