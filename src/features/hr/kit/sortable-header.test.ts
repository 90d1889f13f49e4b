import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { nextSortOrder, sortableHeaders } from './sortable-header.tsx';

describe('nextSortOrder', () => {
  it('sorts a new column ascending', () => {
    expect(nextSortOrder({ key: 'createdAt', direction: 'desc' }, 'name')).toEqual({
      key: 'name',
      direction: 'asc',
    });
  });

  it('turns the sorted column the other way round', () => {
    expect(nextSortOrder({ key: 'name', direction: 'asc' }, 'name')).toEqual({
      key: 'name',
      direction: 'desc',
    });
    expect(nextSortOrder({ key: 'name', direction: 'desc' }, 'name')).toEqual({
      key: 'name',
      direction: 'asc',
    });
  });
});

describe('sortableHeaders', () => {
  it('heads each column it is asked for with a button, and marks the sorted one', () => {
    const header = sortableHeaders<'name' | 'email'>({
      order: { key: 'name', direction: 'desc' },
      onSort: () => undefined,
    });
    const html = renderToStaticMarkup(
      createElement('tr', null, header('Name', 'name'), header('E-mail', 'email')),
    );
    expect(html).toContain('<th scope="col" aria-sort="descending"><button');
    expect(html).toContain('<th scope="col"><button type="button" class="hr-sort">E-mail');
  });
});
