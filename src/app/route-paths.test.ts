import { describe, expect, it } from 'vitest';
import {
  chromelessPaths,
  isAppShellPath,
  isCandidateAreaPath,
  prerenderedFileFor,
} from './route-paths.ts';

describe('route paths', () => {
  it("hides the layout chrome on exactly the spec's five pages", () => {
    expect([...chromelessPaths].sort()).toEqual(
      ['/interview', '/login', '/practical-round', '/rule-page', '/rule-page-practical'].sort(),
    );
  });

  it('knows the candidate area', () => {
    expect(isCandidateAreaPath('/test-submitted')).toBe(true);
    expect(isCandidateAreaPath('/services')).toBe(false);
  });

  it('answers the candidate area and the unsubscribe page with the app shell', () => {
    expect(isAppShellPath('/interview')).toBe(true);
    expect(isAppShellPath('/newsletter/unsubscribe')).toBe(true);
    expect(isAppShellPath('/contact')).toBe(false);
  });

  it('maps a route to the file the prerenderer writes', () => {
    expect(prerenderedFileFor('/')).toBe('index.html');
    expect(prerenderedFileFor('/services')).toBe('services.html');
    expect(prerenderedFileFor('/projects/3')).toBe('projects/3.html');
  });
});
