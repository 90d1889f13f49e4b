import ProjectEnquiryForm from '../components/project-enquiry-form.tsx';
import { company } from '../content/company.ts';

/**
 * A minimal contact page: intro, heading and the Project Enquiry form. The full page (info cards,
 * map) is built separately and renders the same `<ProjectEnquiryForm />`.
 */
export default function ContactPage() {
  return (
    <>
      <section className="page-hero">
        <h1>Contact Us</h1>
        <p>
          Tell us about your project and we will reply within {company.replyPromiseHours} hours.
        </p>
      </section>
      <section className="section" aria-labelledby="project-enquiry">
        <h2 id="project-enquiry">Project Enquiry</h2>
        <ProjectEnquiryForm />
      </section>
    </>
  );
}
