import { PageHero } from '../components/page-hero.tsx';
import { policy } from '../content/policy.ts';

export default function PolicyPage() {
  return (
    <>
      <PageHero title={policy.title} lead={policy.lead} />
      <section className="section" aria-labelledby="policy-principles">
        <h2 id="policy-principles">Our ethical principles</h2>
        <ol className="principles">
          {policy.principles.map((principle) => (
            <li key={principle.title}>
              <h3>{principle.title}</h3>
              <p>{principle.text}</p>
            </li>
          ))}
        </ol>
      </section>
    </>
  );
}
