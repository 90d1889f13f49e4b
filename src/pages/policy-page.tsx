import { PageHero } from '../components/page-hero.tsx';
import { policy } from '../content/policy.ts';
import { TitledItems } from '../components/titled-items.tsx';

export default function PolicyPage() {
  return (
    <>
      <PageHero title={policy.title} lead={policy.lead} />
      <section className="section" aria-labelledby="policy-principles">
        <h2 id="policy-principles">Our ethical principles</h2>
        <TitledItems items={policy.principles} className="principles" numbered />
      </section>
    </>
  );
}
