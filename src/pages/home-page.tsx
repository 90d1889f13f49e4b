import { Link } from 'react-router-dom';
import { company } from '../content/company.ts';
import { services } from '../content/services.ts';
import './home-page.css';

export default function HomePage() {
  return (
    <>
      <section className="hero">
        <div className="hero__inner">
          <p className="eyebrow">{company.tagline}</p>
          <h1>We build the software your business runs on</h1>
          <p className="hero__lead">
            {company.name} is a team of engineers and designers in Surat. We plan, build and run
            websites, mobile apps and cloud products for companies across India and abroad, and we
            stay with them long after launch.
          </p>
          <Link to="/contact" className="button button--primary button--large">
            Get Started
          </Link>
        </div>
      </section>
      <section className="section" aria-labelledby="home-services">
        <h2 id="home-services">What we do</h2>
        <ul className="card-grid">
          {services.slice(0, 4).map((service) => (
            <li key={service.slug} className="card">
              <h3>{service.title}</h3>
              <p>{service.summary}</p>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
