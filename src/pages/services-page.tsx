import { AppLink } from '../components/app-link.tsx';
import { PageHero } from '../components/page-hero.tsx';
import { services } from '../content/services.ts';

export default function ServicesPage() {
  return (
    <>
      <PageHero
        title="Our Services"
        lead="Seven practices under one roof, so a website, an app, the campaign that promotes them and the people who keep them running all come from one accountable team."
      />
      <section className="section" aria-label="Services">
        <ul className="card-grid">
          {services.map((service) => (
            <li key={service.slug} className="card">
              <h2>{service.title}</h2>
              <p>{service.summary}</p>
              <AppLink to={service.path} className="card__link">
                Read More<span className="visually-hidden"> about {service.title}</span>
              </AppLink>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
