import { Link } from 'react-router-dom';
import { services } from '../content/services.ts';

export default function ServicesPage() {
  return (
    <>
      <section className="page-hero">
        <h1>Our Services</h1>
        <p>
          Seven practices under one roof, so a website, an app, the campaign that promotes them and
          the people who keep them running all come from one accountable team.
        </p>
      </section>
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
