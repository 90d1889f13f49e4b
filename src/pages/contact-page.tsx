import { lazy, Suspense } from 'react';
import '../components/project-enquiry-form-styles.ts';
import { OfficeMap } from '../components/office-map.tsx';
import { PageHero } from '../components/page-hero.tsx';
import type { TypedBeforeLive } from '../components/project-enquiry-form.tsx';
import { contact } from '../content/contact.ts';

/**
 * Resolves once the visitor comes near the enquiry form (100 px) or starts using it (a focus or a
 * press inside it). On a phone the form sits below the fold: its code then never competes with
 * the page's first seconds (it was 150–500 ms of main-thread work, Lighthouse's "total blocking
 * time"). Without a prerendered form in the page (a client-side visit) it resolves at once.
 */
function formWanted(): Promise<void> {
  const section =
    typeof document === 'undefined' ? null : document.querySelector('.enquiry-section');
  if (!section || typeof IntersectionObserver === 'undefined') return Promise.resolve();
  return new Promise((resolve) => {
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) wanted();
      },
      { rootMargin: '100px 0px' },
    );
    function wanted() {
      observer.disconnect();
      section?.removeEventListener('focusin', wanted);
      section?.removeEventListener('pointerdown', wanted);
      resolve();
    }
    observer.observe(section);
    section.addEventListener('focusin', wanted);
    section.addEventListener('pointerdown', wanted);
  });
}

/**
 * What the visitor typed into the prerendered form (focusing it is what loads the code, so they
 * may well have started): the live form starts from it. The phone keeps only its digits, and
 * only when they are more than the dial code the widget shows at first.
 */
function readPrerenderedForm(): TypedBeforeLive | undefined {
  if (typeof document === 'undefined') return undefined; // prerendering at build time
  const form = document.querySelector<HTMLFormElement>('.enquiry-section form');
  if (!form) return undefined;
  const data = new FormData(form);
  const typed: TypedBeforeLive = {};
  for (const name of ['user_name', 'user_email', 'user_subject', 'message'] as const) {
    const value = data.get(name);
    if (typeof value === 'string' && value !== '') typed[name] = value;
  }
  const phone = String(data.get('user_phone') ?? '').replace(/\D/g, '');
  if (phone.length > 2) typed.user_phone = `+${phone}`;
  return typed;
}

/**
 * The form's code (Formik, yup, the phone widget: about 50 kB gzipped) is not needed to paint
 * the page: the prerendered form shows at once, and React hydrates it when its chunk arrives (a
 * lazy component inside Suspense keeps the server's HTML until then), which is when the visitor
 * comes near it. Its styles are the page's own, so it never shows unstyled. Its Send button
 * stays disabled until it is live.
 */
const ProjectEnquiryForm = lazy(async () => {
  await formWanted();
  const { default: Form } = await import('../components/project-enquiry-form.tsx');
  // Read at the last moment before React takes the form over (it renders right after this).
  const typedBeforeLive = readPrerenderedForm();
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
      <section className="section" aria-label="How to reach us">
        <ul className="card-grid">
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
        </ul>
      </section>
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
