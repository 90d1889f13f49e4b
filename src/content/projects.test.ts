import { describe, expect, it } from 'vitest';
import { projectCoverAlt } from './project-covers.ts';
import { projectDetails } from './project-details.ts';
import { projectById, projects } from './projects.ts';

describe('projects', () => {
  it('are the nine in-house products of the spec, each with its detail copy', () => {
    expect(projects).toHaveLength(9);
    for (const project of projects) {
      expect(projectDetails[project.slug]).toBeDefined();
      expect(projectCoverAlt[project.slug]).toBeTruthy();
    }
  });

  it('are found by their index in the list, and only by a plain whole number', () => {
    expect(projectById('0')?.title).toBe('PeoplePulse HRMS');
    expect(projectById('8')?.title).toBe('VidyaConnect School Management');
    for (const id of ['9', '-1', '01', '1.0', 'abc', '', undefined])
      expect(projectById(id)).toBeUndefined();
  });
});
