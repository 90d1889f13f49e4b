import { describe, expect, it } from 'vitest';
import { fieldChanges } from './audit-changes.ts';

describe('fieldChanges', () => {
  it('lists each changed field with its value before and after', () => {
    expect(fieldChanges({ timeFactor: 1 }, { timeFactor: 1.5 })).toEqual([
      { field: 'timeFactor', before: '1', after: '1.5' },
    ]);
  });

  it('shows a creation (nothing before) and a cleared value', () => {
    expect(fieldChanges(null, { name: 'Asha', windowEnd: null })).toEqual([
      { field: 'name', before: '—', after: 'Asha' },
      { field: 'windowEnd', before: '—', after: 'none' },
    ]);
  });

  it('shows anything that is not an object whole', () => {
    expect(fieldChanges(['a'], 'b')).toEqual([{ field: '(value)', before: '["a"]', after: 'b' }]);
  });
});
