import { describe, expect, it } from 'vitest';
import { nextSortOrder } from './sortable-header.tsx';

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
