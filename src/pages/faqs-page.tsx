import { AppLink } from '../components/app-link.tsx';
import { FaqAccordion } from '../components/faq-accordion.tsx';
import { PageHero } from '../components/page-hero.tsx';
import { company } from '../../shared/company.ts';
import { faqGroups, faqIntro } from '../content/faqs.ts';

export default function FaqsPage() {
  return (
    <>
      <PageHero title={faqIntro.title} lead={faqIntro.lead} />
      <div className="section">
        <FaqAccordion groups={faqGroups} />
        <p className="section__outro">
          Still have a question? <AppLink to="/contact">Contact us</AppLink> and we will answer
          within {company.replyPromiseHours} hours.
        </p>
      </div>
    </>
  );
}
