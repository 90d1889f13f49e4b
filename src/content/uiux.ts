import type { ToolId } from './tools.ts';

/** The /uiuxdesign page (spec section 2): its own layout, not the shared service page. */
export const uiux = {
  title: 'UI/UX Design',
  lead: 'Research-led interface design: we learn how your users think, then design screens that are easy to learn, quick to use and consistent across web and mobile.',
  intro:
    'Good design is measured by what users get done. We watch real people use your product, find where they hesitate and design the fix, then test it again before a line of production code is written.',
  offerings: [
    {
      title: 'User research',
      text: 'Interviews, surveys and analytics reviews that show who your users are, what they need and where they struggle today.',
    },
    {
      title: 'Wireframing',
      text: 'Low-fidelity layouts of every key screen to agree structure and flow quickly, before visual details distract.',
    },
    {
      title: 'Visual design',
      text: 'Typography, colour, iconography and components brought together in a design system your developers can build from.',
    },
    {
      title: 'Prototyping',
      text: 'Clickable prototypes that feel like the finished product, for stakeholder reviews and early user testing.',
    },
    {
      title: 'Usability testing',
      text: 'Moderated sessions with five to eight real users per round, with a short report of what to change and why.',
    },
    {
      title: 'Responsive design',
      text: 'Layouts that adapt from a 320 px phone to a wide desktop monitor, with touch targets and contrast that meet WCAG 2.2 AA.',
    },
  ],
  whyItMatters: {
    title: 'Why it matters',
    text: 'Users decide in seconds whether a product is worth their time. A clear interface lowers support calls, raises conversion and makes training new staff faster.',
    points: [
      'Fewer abandoned sign-ups and checkouts',
      'Fewer support tickets about how to do simple things',
      'Faster development, because decisions are made in design, not in code',
      'Accessible products that everyone, including people with disabilities, can use',
    ],
  },
  process: [
    {
      title: 'Discovery',
      text: 'Stakeholder workshops, user interviews and a review of your analytics and competitors. Output: personas, journeys and a prioritised problem list.',
    },
    {
      title: 'Design',
      text: 'Wireframes, then visual designs and a clickable prototype, tested with real users and refined in short rounds.',
    },
    {
      title: 'Delivery',
      text: 'A documented design system and developer-ready specs, and a designer on hand during the build to review what is implemented.',
    },
  ],
  toolsTitle: 'Tools we design with',
  tools: [
    'figma',
    'sketch',
    'framer',
    'penpot',
    'miro',
    'storybook',
    'maze',
    'lottiefiles',
    'inkscape',
    'blender',
  ] satisfies ToolId[],
};

/** Spec section 9: the tool strip scrolls at speed 80 (react-fast-marquee pixels per second). */
export const toolMarqueeSpeed = 80;
