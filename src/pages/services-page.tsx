import { CardGridSection } from '../components/card-grid-section.tsx';
import { PageHero } from '../components/page-hero.tsx';
import { SummaryCard } from '../components/summary-card.tsx';
import { services } from '../content/services.ts';

export default function ServicesPage() {
  return (
    <>
      <PageHero
        title="Our Services"
        lead="Seven practices under one roof, so a website, an app, the campaign that promotes them and the people who keep them running all come from one accountable team."
      />
      <CardGridSection label="Services">
        {services.map((service) => (
          <SummaryCard
            key={service.slug}
            title={service.title}
            summary={service.summary}
            to={service.path}
            more="Read More"
          />
        ))}
      </CardGridSection>
    </>
  );
}
