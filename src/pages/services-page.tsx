import { Link } from 'react-router-dom';
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
              <Link to={service.path} className="card__link">
                Read More<span className="visually-hidden"> about {service.title}</span>
              </Link>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
