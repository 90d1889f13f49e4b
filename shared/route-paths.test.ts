import { describe, expect, it } from 'vitest';
import {
  chromelessPaths,
  isAppShellPath,
  isCandidateAreaPath,
  isHrConsolePath,
  legacyRedirects,
  notFoundPages,
  prerenderedFileFor,
} from './route-paths.ts';

describe('route paths', () => {
  // Issue 39, item 16: the spec's five pages, and the two after a round (the whole candidate area).
  it("hides the layout chrome on the spec's five pages and the pages after a round", () => {
    expect([...chromelessPaths].sort()).toEqual(
      [
        '/interview',
        '/login',
        '/practical-round',
        '/rule-page',
        '/rule-page-practical',
        '/test-submitted',
        '/practical-submit',
      ].sort(),
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

  it('answers the HR console, and every section under it, with the app shell', () => {
    expect(isHrConsolePath('/hr')).toBe(true);
    expect(isAppShellPath('/hr')).toBe(true);
    expect(isAppShellPath('/hr/candidates')).toBe(true);
    expect(isHrConsolePath('/hrm')).toBe(false);
    expect(isAppShellPath('/hrm')).toBe(false);
  });

  it('maps a route to the file the prerenderer writes', () => {
    expect(prerenderedFileFor('/')).toBe('index.html');
    expect(prerenderedFileFor('/services')).toBe('services.html');
    expect(prerenderedFileFor('/projects/3')).toBe('projects/3.html');
  });

  it("sends the spec's sitemap paths that are not routes to the pages they mean", () => {
    expect(legacyRedirects).toEqual({
      '/itservices': '/services',
      '/appdevelopment': '/appdevelopmemt',
      '/ourproject': '/ourprojects',
    });
  });

  it('has a "not found" page for unknown project ids only', () => {
    const projectNotFound = notFoundPages.find((p) => p.pattern.test('/projects/42'));
    expect(projectNotFound?.file).toBe('project-not-found.html');
    expect(notFoundPages.some((p) => p.pattern.test('/projects/1/extra'))).toBe(false);
    expect(notFoundPages.some((p) => p.pattern.test('/services'))).toBe(false);
  });
});
