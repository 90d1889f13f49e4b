import { describe, expect, it } from 'vitest';
import { documentTitle, metaOfMatches, pageMeta } from './page-meta.ts';

describe('page meta', () => {
  it('titles a page "<page> | <company>" and the home page with the company name alone', () => {
    expect(documentTitle(pageMeta.services)).toBe('Services | Suryaloom Technologies');
    expect(documentTitle(pageMeta.home)).toBe('Suryaloom Technologies');
  });

  it('takes the deepest matched route that declares meta, computing it from params when needed', () => {
    const meta = metaOfMatches([
      { handle: { meta: pageMeta.home }, params: {} },
      { handle: undefined, params: {} },
      {
        handle: {
          meta: (params: Record<string, string | undefined>) => ({
            title: `Project ${params.id}`,
            description: 'x',
          }),
        },
        params: { id: '3' },
      },
    ]);
    expect(meta.title).toBe('Project 3');
  });

  it('falls back to the company name when no route declares meta', () => {
    expect(metaOfMatches([]).title).toBe('Suryaloom Technologies');
  });
});
