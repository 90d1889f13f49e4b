import type { ToolId } from './tools.ts';

/** The /technologies page: six sections of technology cards (spec sections 2 and 3). */
export interface TechnologyCard {
  tool: ToolId;
  title: string;
  description: string;
}

export interface TechnologySection {
  id: string;
  title: string;
  intro: string;
  cards: TechnologyCard[];
}

export const technologySections: TechnologySection[] = [
  {
    id: 'web',
    title: 'Web technologies',
    intro:
      'Standards-based front ends that load fast, work with assistive technology and stay maintainable.',
    cards: [
      {
        tool: 'react',
        title: 'React',
        description:
          'Our default for interactive interfaces, from dashboards to progressive web apps.',
      },
      {
        tool: 'nextjs',
        title: 'Next.js',
        description:
          'Server rendering and static generation for content-heavy, search-friendly sites.',
      },
      {
        tool: 'angular',
        title: 'Angular',
        description: 'Large enterprise front ends where strict structure helps big teams.',
      },
      {
        tool: 'vue',
        title: 'Vue.js',
        description: 'Lightweight, approachable interfaces and gradual upgrades of older sites.',
      },
      {
        tool: 'typescript',
        title: 'TypeScript',
        description:
          'Typed JavaScript on every project, so mistakes surface before users see them.',
      },
      {
        tool: 'tailwind',
        title: 'Tailwind CSS',
        description: 'Consistent, responsive styling built from a shared design system.',
      },
    ],
  },
  {
    id: 'mobile',
    title: 'Mobile app technologies',
    intro: 'One codebase for Android and iOS where it makes sense, native code where it matters.',
    cards: [
      {
        tool: 'flutter',
        title: 'Flutter',
        description:
          'Pixel-perfect cross-platform apps with smooth animations and offline storage.',
      },
      {
        tool: 'reactNative',
        title: 'React Native',
        description: 'Cross-platform apps that share business logic with a React web app.',
      },
      {
        tool: 'kotlin',
        title: 'Kotlin',
        description: 'Native Android modules for hardware access, background work and widgets.',
      },
      {
        tool: 'swift',
        title: 'Swift',
        description: 'Native iOS features such as widgets, HealthKit and Apple Pay.',
      },
      {
        tool: 'firebase',
        title: 'Firebase',
        description: 'Push notifications, crash reporting and remote configuration.',
      },
    ],
  },
  {
    id: 'backend',
    title: 'Backend technologies',
    intro: 'APIs and services that are secure, observable and easy to scale.',
    cards: [
      {
        tool: 'nodejs',
        title: 'Node.js',
        description: 'Fast JSON APIs and real-time services such as chat and live tracking.',
      },
      {
        tool: 'nestjs',
        title: 'NestJS',
        description: 'Structured Node.js services for larger teams and long-lived products.',
      },
      {
        tool: 'laravel',
        title: 'Laravel',
        description: 'Productive PHP for portals, admin panels and e-commerce back offices.',
      },
      {
        tool: 'python',
        title: 'Python',
        description: 'Data processing, reporting and machine learning integrations.',
      },
      {
        tool: 'django',
        title: 'Django',
        description: 'Content-rich platforms that need a solid admin from day one.',
      },
      {
        tool: 'go',
        title: 'Go',
        description: 'High-throughput services where every millisecond and megabyte counts.',
      },
    ],
  },
  {
    id: 'cloud',
    title: 'Cloud platforms',
    intro: 'We choose hosting by your traffic, budget and data-residency needs, not by habit.',
    cards: [
      {
        tool: 'googlecloud',
        title: 'Google Cloud',
        description:
          'Managed databases, Kubernetes and serverless in the Mumbai and Delhi regions.',
      },
      {
        tool: 'digitalocean',
        title: 'DigitalOcean',
        description:
          'Simple, affordable droplets and managed databases for small and mid-sized apps.',
      },
      {
        tool: 'cloudflare',
        title: 'Cloudflare',
        description: 'DNS, CDN, DDoS protection and edge caching in front of every site we host.',
      },
      {
        tool: 'vercel',
        title: 'Vercel',
        description: 'Preview deployments and edge hosting for Next.js projects.',
      },
      {
        tool: 'hetzner',
        title: 'Hetzner',
        description: 'Cost-efficient dedicated and cloud servers for steady workloads.',
      },
    ],
  },
  {
    id: 'database',
    title: 'Databases',
    intro: 'The right store for each job, with backups and restores we actually test.',
    cards: [
      {
        tool: 'postgresql',
        title: 'PostgreSQL',
        description: 'Our default relational database: reliable, powerful and open source.',
      },
      {
        tool: 'mysql',
        title: 'MySQL',
        description: 'For WordPress, WooCommerce and existing systems built on it.',
      },
      {
        tool: 'mongodb',
        title: 'MongoDB',
        description: 'Flexible documents for catalogues and content with changing shapes.',
      },
      {
        tool: 'redis',
        title: 'Redis',
        description: 'Caching, queues and rate limiting that keep busy apps responsive.',
      },
      {
        tool: 'elasticsearch',
        title: 'Elasticsearch',
        description: 'Fast full-text and faceted search across large catalogues.',
      },
    ],
  },
  {
    id: 'devtools',
    title: 'Cloud development tools',
    intro: 'Automation that makes every release repeatable and every server reproducible.',
    cards: [
      {
        tool: 'docker',
        title: 'Docker',
        description: 'The same container runs on a laptop, in testing and in production.',
      },
      {
        tool: 'kubernetes',
        title: 'Kubernetes',
        description: 'Self-healing, auto-scaling deployments for our larger products.',
      },
      {
        tool: 'terraform',
        title: 'Terraform',
        description: 'Infrastructure written as code, reviewed and versioned like the app.',
      },
      {
        tool: 'githubactions',
        title: 'GitHub Actions',
        description: 'Tests, builds and deployments that run on every change.',
      },
      {
        tool: 'grafana',
        title: 'Grafana',
        description: 'Dashboards and alerts for uptime, errors and response times.',
      },
      {
        tool: 'sentry',
        title: 'Sentry',
        description: 'Error tracking that tells us about a bug before a user reports it.',
      },
    ],
  },
];
