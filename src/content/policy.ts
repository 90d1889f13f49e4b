import { company } from '../../shared/company.ts';

/** The /ourpolicy page: the ethical principles every employee signs (spec section 2). */
export interface Principle {
  title: string;
  text: string;
}

export const policy = {
  title: 'Our Ethics Policy',
  lead: `The principles every person at ${company.name} agrees to when they join, and that clients, candidates and partners can hold us to.`,
  principles: [
    {
      title: 'Non-discrimination',
      text: 'We hire, pay, promote and serve people on merit alone, never on caste, religion, gender, age, disability, sexual orientation, marital status or origin.',
    },
    {
      title: 'No harassment',
      text: 'Harassment of any kind, in person or online, is not tolerated. Our Internal Committee handles complaints confidentially, as the POSH Act requires, and retaliation is a dismissible offence.',
    },
    {
      title: 'Client satisfaction',
      text: 'We promise only what we can deliver, report progress honestly and raise problems early. A client who is unhappy with our work gets a senior person’s attention within one working day.',
    },
    {
      title: 'Confidentiality',
      text: 'Client code, data and business information are used only for the work we were hired for, kept on company-managed devices and never shared without written permission.',
    },
    {
      title: 'Data protection',
      text: 'We collect the least personal data a product needs, protect it with encryption and access controls, and follow the Digital Personal Data Protection Act, 2023.',
    },
    {
      title: 'Integrity and anti-bribery',
      text: 'We neither offer nor accept bribes, kickbacks or gifts meant to influence a decision. Conflicts of interest are declared to management in writing.',
    },
    {
      title: 'Fair hiring and assessment',
      text: 'Every candidate takes the same test under the same rules, is scored by the system rather than by opinion, and hears back from us whatever the result.',
    },
    {
      title: 'Honest marketing',
      text: 'Our case studies, figures and testimonials are real and used with permission. We do not buy reviews or followers for ourselves or our clients.',
    },
    {
      title: 'Open-source respect',
      text: 'We follow the licences of the open-source software we use, credit its authors and contribute fixes back where we can.',
    },
    {
      title: 'Safe and healthy workplace',
      text: 'Reasonable working hours, paid overtime when it is unavoidable, ergonomic equipment and mental-health leave for everyone.',
    },
    {
      title: 'Environmental care',
      text: 'We prefer efficient hosting, keep hardware in use for as long as it is safe, and recycle electronics through certified handlers.',
    },
    {
      title: 'Speaking up',
      text: `Anyone can report a breach of this policy to ${company.hrEmail} or directly to a director, in confidence and without fear of reprisal.`,
    },
  ] satisfies Principle[],
};
