import { describe, expect, it } from 'vitest';
import { counters } from './counters.ts';
import { cloudHosting, designDevelopment, featureCards, featureList } from './home.ts';
import { portfolioTabs } from './portfolio.ts';
import { projects } from './projects.ts';
import { services } from './services.ts';
import { team } from './team.ts';
import { technologySections } from './technologies.ts';
import { uiux } from './uiux.ts';
import { specServicePaths } from '../test-support/spec-service-paths.ts';

/** The counts and lists the spec fixes (sections 1, 2 and 9); pages map these modules. */
describe('the content the spec counts', () => {
  it('gives the home page 4 feature cards, 8 cloud hosting items, 8 design items and 6 features', () => {
    expect(featureCards).toHaveLength(4);
    expect(cloudHosting.items).toHaveLength(8);
    expect(designDevelopment.items).toHaveLength(8);
    expect(featureList.items).toHaveLength(6);
  });

  it('lists 7 services whose Read More goes to the spec’s routes, in the spec’s order', () => {
    expect(services.map((service) => service.path)).toEqual(specServicePaths);
  });

  it('gives UI/UX design its six offerings and the Discovery, Design, Delivery process', () => {
    expect(uiux.offerings.map((offering) => offering.title)).toEqual([
      'User research',
      'Wireframing',
      'Visual design',
      'Prototyping',
      'Usability testing',
      'Responsive design',
    ]);
    expect(uiux.process.map((step) => step.title)).toEqual(['Discovery', 'Design', 'Delivery']);
  });

  it('has the six technology sections: web, mobile app, backend, cloud, database, cloud tools', () => {
    expect(technologySections.map((section) => section.id)).toEqual([
      'web',
      'mobile',
      'backend',
      'cloud',
      'database',
      'devtools',
    ]);
    for (const section of technologySections) expect(section.cards.length).toBeGreaterThan(0);
  });

  it('has 9 team members with distinct ids', () => {
    expect(team).toHaveLength(9);
    expect(new Set(team.map((member) => member.id)).size).toBe(9);
  });

  it('shows the headline figures 157, 30+ and 180+', () => {
    expect(counters.map((counter) => `${counter.number}${counter.suffix}`)).toEqual([
      '157',
      '30+',
      '180+',
    ]);
  });

  it('has the nine in-house products of spec section 1, one of each kind', () => {
    const kinds = [
      /HRMS/,
      /Recruitment/,
      /Project management/i,
      /Chat & Video/,
      /Marketing/,
      /Construction/,
      /E-commerce/,
      /Cricket|Ball-by-ball/i,
      /School Management/,
    ];
    expect(projects).toHaveLength(9);
    projects.forEach((project, index) =>
      expect(`${project.title} ${project.summary}`).toMatch(kinds[index] ?? /^$/),
    );
  });

  it('has two portfolio tabs, web development and app development', () => {
    expect(portfolioTabs).toEqual([
      { id: 'web', label: 'Web Development' },
      { id: 'app', label: 'App Development' },
    ]);
  });
});
