import { describe, expect, it } from 'vitest';
import { prerenderPaths } from './prerender-paths.ts';
import { routes } from './routes.tsx';
import { specServicePaths } from '../test-support/spec-service-paths.ts';

describe('prerenderPaths', () => {
  it('lists every public page of the spec and the login page, and leaves out browser-only pages and the catch-all', () => {
    const paths = prerenderPaths(routes);
    expect([...paths].sort()).toEqual(
      [
        '/',
        '/services',
        ...specServicePaths,
        '/technologies',
        '/contact',
        '/about',
        '/ourprojects',
        ...Array.from({ length: 9 }, (_, i) => `/projects/${i}`),
        '/ourportfolio',
        '/sitemap',
        '/faqs',
        '/ourpolicy',
        '/privacy',
        '/login',
      ].sort(),
    );
    expect(paths).not.toContain('/newsletter/unsubscribe');
  });

  it('joins nested paths, skips parameterised ones and redirects, keeps declared paths', () => {
    const paths = prerenderPaths([
      {
        path: '/',
        children: [
          { index: true },
          {
            path: 'projects',
            children: [
              { index: true },
              { path: ':projectId', handle: { prerenderPaths: ['/projects/0'] } },
            ],
          },
          { path: 'interview' },
          { path: 'itservices', loader: () => null },
        ],
      },
    ]);
    expect(paths).toEqual(['/', '/projects', '/projects/0']);
  });
});
