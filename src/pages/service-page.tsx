import { usePathname } from '../hooks/use-navigation.ts';
import { CallToAction } from '../components/call-to-action.tsx';
import { PageHero, servicesTrail } from '../components/page-hero.tsx';
import { ToolLogoList } from '../components/tool-logo-list.tsx';
import { company } from '../../shared/company.ts';
import { servicePageFor } from '../content/service-pages.ts';
import NotFoundPage from './not-found-page.tsx';

/** The six service pages that share a layout (/webdevelopment, /appdevelopmemt, …). */
export default function ServicePage() {
  const page = servicePageFor(usePathname());
  if (!page) return <NotFoundPage />;
  return (
    <>
      <PageHero title={page.title} lead={page.lead} eyebrow="Services" breadcrumb={servicesTrail} />
      <div className="section prose-sections">
        {page.sections.map((section) => (
          <section key={section.heading}>
            <h2>{section.heading}</h2>
            <p>{section.text}</p>
            {section.points && (
              <ul className="check-list">
                {section.points.map((point) => (
                  <li key={point}>{point}</li>
                ))}
              </ul>
            )}
          </section>
        ))}
      </div>
      <div className="band">
        <section className="section" aria-labelledby="service-tools">
          <h2 id="service-tools">Tools we use</h2>
          {page.toolGroups.map((group) => (
            <div key={group.heading} className="tool-group">
              <h3>{group.heading}</h3>
              <ToolLogoList ids={group.tools} label={group.heading} />
            </div>
          ))}
        </section>
      </div>
      <CallToAction
        title={page.ctaTitle}
        text={`Tell us what you need and a senior engineer will reply within ${company.replyPromiseHours} hours with questions and a rough plan.`}
        action="Contact us"
      />
    </>
  );
}
