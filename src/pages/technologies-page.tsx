import { PageHero } from '../components/page-hero.tsx';
import { technologySections } from '../content/technologies.ts';
import { toolLogoSrc } from '../content/tools.ts';

export default function TechnologiesPage() {
  return (
    <>
      <PageHero
        title="Technologies We Use"
        lead="Proven, well-supported technologies chosen for each job: fast front ends, dependable back ends and infrastructure that is easy to run."
      />
      {technologySections.map((section, index) => (
        <div key={section.id} className={index % 2 === 1 ? 'band' : undefined}>
          <section className="section" aria-labelledby={`tech-${section.id}`}>
            <h2 id={`tech-${section.id}`}>{section.title}</h2>
            <p className="section__intro">{section.intro}</p>
            <ul className="card-grid">
              {section.cards.map((card) => (
                <li key={card.title} className="card tech-card">
                  <img
                    src={toolLogoSrc(card.tool)}
                    width="48"
                    height="48"
                    alt=""
                    loading={index === 0 ? undefined : 'lazy'}
                    decoding="async"
                  />
                  <h3>{card.title}</h3>
                  <p>{card.description}</p>
                </li>
              ))}
            </ul>
          </section>
        </div>
      ))}
    </>
  );
}
