import { Link } from 'react-router-dom';
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
          Still have a question? <Link to="/contact">Contact us</Link> and we will answer within{' '}
          {company.replyPromiseHours} hours.
        </p>
      </div>
    </>
  );
}
