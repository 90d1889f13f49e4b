import { PageHero } from '../components/page-hero.tsx';
import { PortfolioTabs } from '../components/portfolio-tabs.tsx';

export default function PortfolioPage() {
  return (
    <>
      <PageHero
        title="Success Stories"
        eyebrow="Our portfolio"
        lead="Websites, portals and mobile apps we designed, built and still look after for clients across India. Each card opens the live work in a new tab."
      />
      <section className="section" aria-label="Portfolio">
        <PortfolioTabs />
      </section>
    </>
  );
}
