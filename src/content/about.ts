import { company } from '../../shared/company.ts';

/**
 * The /about page (spec section 2). `showImageInsteadOfVideo` is the spec's flag: set it to true
 * to show the still image (e.g. for a lighter page); otherwise a muted, looping video plays.
 */
export const about = {
  title: 'About Us',
  lead: `${company.name} is ${company.description.toLowerCase()}: our own software products, and the websites and apps we build for clients, all from one team in Surat.`,
  showImageInsteadOfVideo: false,
  media: {
    image: {
      src: '/media/about/office.svg',
      width: 960,
      height: 540,
      alt: 'Illustration of our Surat office: designers and developers working at shared desks by tall windows',
    },
    video: {
      webm: '/media/about/studio-loop.webm',
      mp4: '/media/about/studio-loop.mp4',
      poster: '/media/about/studio-poster.svg',
      width: 640,
      height: 360,
      label: 'Short looping animation of the Suryaloom Technologies logo over our brand colours',
    },
  },
  paragraphs: [
    `We started in ${company.founded} as four engineers in a rented room near Athwa Gate, building billing software for textile traders. Today more than thirty people work from our office on the Tapi riverfront, and we have delivered software for 157 clients in India, the Middle East, Europe and North America.`,
    'We build two kinds of software. For clients, we design, develop and run websites, mobile apps and internal systems. For ourselves, we build products for HR, recruitment, project management, communication, marketing, construction, e-commerce, cricket and schools, which hundreds of organisations use every day.',
    'Building our own products keeps us honest: we live with our code for years, so we write it to be tested, documented and easy to change. Clients get the same standards, the same people and a team that answers the phone after launch.',
  ],
  cards: [
    {
      title: 'Our mission',
      text: 'To give growing businesses software as dependable as the tools large enterprises use, at a price and pace that suit them.',
    },
    {
      title: 'Our vision',
      text: 'To be the team businesses in Gujarat and beyond call first when they need software built right, and the employer engineers want to join.',
    },
    {
      title: 'Our values',
      text: 'Say what we will do, do what we said, and tell clients early when something is going wrong. Keep learning, keep it simple.',
    },
  ],
  whyChooseUs: {
    title: 'Why choose us',
    items: [
      {
        title: 'A decade of delivery',
        text: `Building software since ${company.founded}, with clients who have stayed with us for five years and more.`,
      },
      {
        title: 'Product thinking',
        text: 'We build and run our own products, so we think about your users, your costs and the years after launch.',
      },
      {
        title: 'Transparent pricing',
        text: 'Milestone-based quotes, a written scope and no hidden charges for hosting or handover.',
      },
      {
        title: 'Senior people on your project',
        text: 'Every project has a senior engineer who reviews the work, not only a junior team.',
      },
      {
        title: 'Quality you can check',
        text: 'Automated tests, code review and a staging site you can click through every fortnight.',
      },
      {
        title: 'Local and reachable',
        text: `Visit us in ${company.address.locality}, call us in working hours, or meet us on a video call whenever suits you.`,
      },
    ],
  },
  callToAction: {
    title: 'Let’s talk about your project',
    text: `Tell us what you want to build and we will reply within ${company.replyPromiseHours} hours with questions and a plan.`,
    action: 'Contact Us',
  },
};
