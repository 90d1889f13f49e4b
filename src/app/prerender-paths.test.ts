import { describe, expect, it } from 'vitest';
import { prerenderPaths } from './prerender-paths.ts';
import { routes } from './routes.tsx';

describe('prerenderPaths', () => {
  it('lists the static public routes and leaves out browser-only pages and the catch-all', () => {
    const paths = prerenderPaths(routes);
    expect(paths).toContain('/');
    expect(paths).toContain('/services');
    expect(paths).toContain('/contact');
    expect(paths).not.toContain('/login');
    expect(paths).not.toContain('/newsletter/unsubscribe');
    expect(paths.some((p) => p.includes('*') || p.includes(':'))).toBe(false);
  });

  it('joins nested paths and skips parameterised ones', () => {
    const paths = prerenderPaths([
      {
        path: '/',
        children: [
          { index: true },
          { path: 'projects', children: [{ index: true }, { path: ':projectId' }] },
          { path: 'interview' },
        ],
      },
    ]);
    expect(paths).toEqual(['/', '/projects']);
  });
});
