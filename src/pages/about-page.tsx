import { AboutMedia } from '../components/about-media.tsx';
import { CallToAction } from '../components/call-to-action.tsx';
import { PageHero } from '../components/page-hero.tsx';
import { about } from '../content/about.ts';
import { TitledItems } from '../components/titled-items.tsx';

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
          <TitledItems
            items={about.cards}
            className="card-grid"
            itemClassName="card"
            heading="h2"
          />
        </section>
      </div>
      <section className="section" aria-labelledby="about-why">
        <h2 id="about-why">{about.whyChooseUs.title}</h2>
        <TitledItems items={about.whyChooseUs.items} className="feature-grid" />
      </section>
      <CallToAction {...about.callToAction} />
    </>
  );
}
