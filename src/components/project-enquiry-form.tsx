import { company } from '../content/company.ts';

/**
 * Placeholder for the Project Enquiry form. The real form (Formik + yup, POST
 * /api/contcatUs/create) is built in issue 4 in this same file (default export, no props) and
 * replaces this one when the branches are merged. Until then it points to the other channels.
 */
export default function ProjectEnquiryForm() {
  return (
    <p className="enquiry-placeholder">
      Write to us at <a href={`mailto:${company.email}`}>{company.email}</a> or call{' '}
      <a href={`tel:${company.phone.replace(/\s/g, '')}`}>{company.phone}</a>.
    </p>
  );
}
