import ProjectEnquiryForm from '../components/project-enquiry-form.tsx';
import { OfficeMap } from '../components/office-map.tsx';
import { PageHero } from '../components/page-hero.tsx';
import { contact } from '../content/contact.ts';

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
        <ProjectEnquiryForm />
      </section>
      <section className="section" aria-labelledby="contact-map">
        <h2 id="contact-map">{contact.mapTitle}</h2>
        <OfficeMap />
      </section>
    </>
  );
}
