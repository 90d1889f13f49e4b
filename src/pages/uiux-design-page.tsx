import { CallToAction } from '../components/call-to-action.tsx';
import { LogoMarquee } from '../components/logo-marquee.tsx';
import { PageHero, servicesTrail } from '../components/page-hero.tsx';
import { toolLogoSrc, tools } from '../content/tools.ts';
import { toolMarqueeSpeed, uiux } from '../content/uiux.ts';
import { TitledItems } from '../components/titled-items.tsx';

const toolLogos = uiux.tools.map((id) => ({
  src: toolLogoSrc(id),
  name: tools[id].name,
  width: 56,
  height: 56,
}));

export default function UiuxDesignPage() {
  return (
    <>
      <PageHero title={uiux.title} lead={uiux.lead} eyebrow="Services" breadcrumb={servicesTrail} />
      <section className="section" aria-labelledby="uiux-offerings">
        <p className="section__intro section__intro--wide">{uiux.intro}</p>
        <h2 id="uiux-offerings">What we offer</h2>
        <TitledItems items={uiux.offerings} className="card-grid" itemClassName="card" />
      </section>
      <div className="band">
        <section className="section" aria-labelledby="uiux-why">
          <h2 id="uiux-why">{uiux.whyItMatters.title}</h2>
          <p>{uiux.whyItMatters.text}</p>
          <ul className="check-list">
            {uiux.whyItMatters.points.map((point) => (
              <li key={point}>{point}</li>
            ))}
          </ul>
        </section>
      </div>
      <section className="section" aria-labelledby="uiux-process">
        <h2 id="uiux-process">Our process</h2>
        <TitledItems items={uiux.process} className="process-steps" numbered />
      </section>
      <section className="section" aria-labelledby="uiux-tools">
        <h2 id="uiux-tools">{uiux.toolsTitle}</h2>
        <LogoMarquee logos={toolLogos} speed={toolMarqueeSpeed} label={uiux.toolsTitle} />
      </section>
      <CallToAction
        title="Let’s make your product easy to use"
        text="Send us a link or a sketch. We will suggest a research plan and a first round of improvements."
        action="Contact us"
      />
    </>
  );
}
