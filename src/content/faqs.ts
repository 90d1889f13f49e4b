import { company } from '../../shared/company.ts';

/** The /faqs page: grouped questions (spec sections 2 and 3). */
export interface FaqGroup {
  title: string;
  questions: { question: string; answer: string }[];
}

export const faqIntro = {
  title: 'Frequently Asked Questions',
  lead: 'Straight answers to what clients and candidates ask us most. If yours is not here, write to us.',
};

export const faqGroups: FaqGroup[] = [
  {
    title: 'Working with us',
    questions: [
      {
        question: 'How do we start a project with you?',
        answer: `Send an enquiry from the contact page or call ${company.phone}. We reply within ${company.replyPromiseHours} hours, set up a short call to understand your goals, and then send a written scope with a milestone-based quote.`,
      },
      {
        question: 'How long does a typical project take?',
        answer:
          'A company website usually takes four to six weeks. A customer portal or mobile app takes three to six months, depending on features and integrations. The scope we send includes a week-by-week plan.',
      },
      {
        question: 'How much does a website or app cost?',
        answer:
          'It depends on what it needs to do. Company websites start at about ₹60,000, mobile apps at about ₹4 lakh. We quote a fixed price per milestone after the scoping call, so there are no surprises.',
      },
      {
        question: 'Do you sign a non-disclosure agreement?',
        answer:
          'Yes. We are happy to sign your NDA before you share any details, or we can send you ours.',
      },
      {
        question: 'Do you work with clients outside India?',
        answer:
          'Yes. About a third of our clients are in the Middle East, Europe and North America. We overlap at least four working hours with your time zone and invoice in your currency.',
      },
    ],
  },
  {
    title: 'Technology and ownership',
    questions: [
      {
        question: 'Who owns the source code?',
        answer:
          'You do. Code, designs and all credentials live in your own repositories and accounts from the first day, and full ownership transfers on payment of each milestone.',
      },
      {
        question: 'Which technologies do you use?',
        answer:
          'Mostly React, Next.js, Node.js and Laravel for the web, Flutter and React Native for mobile, and PostgreSQL or MySQL for data. The technologies page lists everything we use and why.',
      },
      {
        question: 'Can you take over a project another company started?',
        answer:
          'Yes. We begin with a paid code audit of one to two weeks, tell you honestly what state the code is in, and propose whether to fix, extend or rebuild.',
      },
      {
        question: 'Will my website work well on phones?',
        answer:
          'Every site we build is designed for phones first, tested on real mid-range Android devices and checked against WCAG 2.2 AA accessibility.',
      },
    ],
  },
  {
    title: 'Support and hosting',
    questions: [
      {
        question: 'What happens after launch?',
        answer:
          'Every project includes 90 days of free bug fixes. After that you can choose a monthly support plan with hosting, updates, backups and a set number of hours for changes.',
      },
      {
        question: 'Can you host our website or app?',
        answer:
          'Yes. We set up and manage hosting on Google Cloud, DigitalOcean or your own account, with daily backups, monitoring and security updates.',
      },
      {
        question: 'How fast do you respond to an outage?',
        answer:
          'On a support plan, critical issues get a response within one hour, around the clock. Other requests are answered within one working day.',
      },
    ],
  },
  {
    title: 'Careers and candidate tests',
    questions: [
      {
        question: 'How does your hiring process work?',
        answer:
          'Shortlisted candidates receive a one-time ID and password to take an online multiple-choice test. Those who score above 75 percent take a timed practical round, followed by a technical and an HR interview.',
      },
      {
        question: 'What if my internet connection drops during the test?',
        answer:
          'Your answers are saved on your device first and sent when the connection returns, so nothing is lost. The timer keeps running, so reconnect as soon as you can.',
      },
      {
        question: 'When will I hear back after my test?',
        answer: `Within three working days, whatever the result. You can also write to ${company.hrEmail}.`,
      },
    ],
  },
];
