import { lazy, Suspense } from 'react';
import '../features/enquiry/project-enquiry-form-styles.ts';
import { CardGridSection } from '../components/card-grid-section.tsx';
import { OfficeMap } from '../components/office-map.tsx';
import { PageHero } from '../components/page-hero.tsx';
import { contact } from '../content/contact.ts';
import { loadChunk } from '../lib/load-chunk.ts';
import {
  enquiryFormWanted,
  readPrerenderedEnquiry,
} from '../features/enquiry/prerendered-enquiry-form.ts';

/**
 * The form's code (Formik, yup, the phone widget: about 50 kB gzipped) is not needed to paint
 * the page: the prerendered form shows at once, and React hydrates it when its chunk arrives (a
 * lazy component inside Suspense keeps the server's HTML until then), which is when the visitor
 * comes near it. Its styles are the page's own, so it never shows unstyled. Its Send button
 * stays disabled until it is live.
 */
const ProjectEnquiryForm = lazy(async () => {
  await enquiryFormWanted();
  const { default: Form } = await loadChunk(
    () => import('../features/enquiry/project-enquiry-form.tsx'),
  );
  // Read at the last moment before React takes the form over (it renders right after this).
  const typedBeforeLive = readPrerenderedEnquiry();
  return { default: () => <Form typedBeforeLive={typedBeforeLive} /> };
});

/** Shown only when arriving by a link from another page, while the form's code loads. */
function EnquiryFormLoading() {
  return (
    <p className="enquiry-form enquiry-form--loading" role="status">
      Loading the form…
    </p>
  );
}

export default function ContactPage() {
  return (
    <>
      <PageHero title={contact.title} lead={contact.lead} />
      <CardGridSection label="How to reach us">
        {contact.infoCards.map((card) => (
          <li key={card.id} className="card info-card">
            <h2>{card.title}</h2>
            {card.lines.map((line) => (
              <p key={line} className="info-card__line">
                {card.href ? <a href={card.href}>{line}</a> : line}
              </p>
            ))}
            <p>{card.note}</p>
          </li>
        ))}
      </CardGridSection>
      <section className="section enquiry-section" aria-labelledby="contact-enquiry">
        <h2 id="contact-enquiry">{contact.enquiryTitle}</h2>
        <p>{contact.enquiryIntro}</p>
        <Suspense fallback={<EnquiryFormLoading />}>
          <ProjectEnquiryForm />
        </Suspense>
      </section>
      <section className="section" aria-labelledby="contact-map">
        <h2 id="contact-map">{contact.mapTitle}</h2>
        <OfficeMap />
      </section>
    </>
  );
}
