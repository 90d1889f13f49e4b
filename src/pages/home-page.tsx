import { AppLink } from '../components/app-link.tsx';
import { CallToAction } from '../components/call-to-action.tsx';
import { FeatureIcon } from '../components/feature-icon.tsx';
import { LogoMarquee } from '../components/logo-marquee.tsx';
import { StatCounters } from '../components/stat-counters.tsx';
import { TeamCarousel } from '../components/team-carousel.tsx';
import { clientLogoSrc, clients } from '../content/clients.ts';
import {
  clientsIntro,
  cloudHosting,
  contactCallToAction,
  designDevelopment,
  featureCards,
  featureList,
  homeHero,
  teamIntro,
} from '../content/home.ts';
import './home-page.css';
import { TitledItems } from '../components/titled-items.tsx';

/** Spec section 9: the client logo marquee moves at speed 50. */
const clientMarqueeSpeed = 50;
const clientLogos = clients.map((client) => ({
  src: clientLogoSrc(client),
  name: client.name,
  width: 200,
  height: 80,
}));

function CheckList({ items }: { items: string[] }) {
  return (
    <ul className="check-list">
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}

export default function HomePage() {
  return (
    <>
      <section className="hero">
        <div className="hero__inner">
          <p className="eyebrow">{homeHero.eyebrow}</p>
          <h1>{homeHero.title}</h1>
          <p className="hero__lead">{homeHero.lead}</p>
          <AppLink to="/contact" className="button button--primary button--large">
            Get Started
          </AppLink>
        </div>
      </section>

      <section className="section" aria-labelledby="home-features">
        <h2 id="home-features">What we do</h2>
        <ul className="card-grid card-grid--four">
          {featureCards.map((card) => (
            <li key={card.title} className="card">
              <FeatureIcon name={card.icon} />
              <h3>{card.title}</h3>
              <p>{card.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <div className="band">
        <div className="section two-lists">
          <section aria-labelledby="home-hosting">
            <h2 id="home-hosting">{cloudHosting.title}</h2>
            <p>{cloudHosting.intro}</p>
            <CheckList items={cloudHosting.items} />
          </section>
          <section aria-labelledby="home-design">
            <h2 id="home-design">{designDevelopment.title}</h2>
            <p>{designDevelopment.intro}</p>
            <CheckList items={designDevelopment.items} />
          </section>
        </div>
      </div>

      <section className="section" aria-labelledby="home-why">
        <h2 id="home-why">{featureList.title}</h2>
        <TitledItems items={featureList.items} className="feature-grid feature-grid--wide" />
      </section>

      <section className="section" aria-labelledby="home-team">
        <h2 id="home-team">{teamIntro.title}</h2>
        <p className="section__intro">{teamIntro.text}</p>
        <TeamCarousel />
      </section>

      <section className="section" aria-labelledby="home-numbers">
        <h2 id="home-numbers" className="visually-hidden">
          Our numbers
        </h2>
        <StatCounters />
      </section>

      <CallToAction {...contactCallToAction} />

      <section className="section" aria-labelledby="home-clients">
        <h2 id="home-clients">{clientsIntro.title}</h2>
        <p className="section__intro">{clientsIntro.text}</p>
        <LogoMarquee logos={clientLogos} speed={clientMarqueeSpeed} label="Our clients" />
      </section>
    </>
  );
}
