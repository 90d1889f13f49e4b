import { AboutMedia } from '../components/about-media.tsx';
import { CallToAction } from '../components/call-to-action.tsx';
import { PageHero } from '../components/page-hero.tsx';
import { about } from '../content/about.ts';

export default function AboutPage() {
  return (
    <>
      <PageHero title={about.title} lead={about.lead} />
      <section className="section about-story" aria-labelledby="about-story">
        <AboutMedia showImage={about.showImageInsteadOfVideo} />
        <div>
          <h2 id="about-story">Who we are</h2>
          {about.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      </section>
      <div className="band">
        <section className="section" aria-label="Mission, vision and values">
          <ul className="card-grid">
            {about.cards.map((card) => (
              <li key={card.title} className="card">
                <h2>{card.title}</h2>
                <p>{card.text}</p>
              </li>
            ))}
          </ul>
        </section>
      </div>
      <section className="section" aria-labelledby="about-why">
        <h2 id="about-why">{about.whyChooseUs.title}</h2>
        <ul className="feature-grid">
          {about.whyChooseUs.items.map((item) => (
            <li key={item.title}>
              <h3>{item.title}</h3>
              <p>{item.text}</p>
            </li>
          ))}
        </ul>
      </section>
      <CallToAction {...about.callToAction} />
    </>
  );
}
