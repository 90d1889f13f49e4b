import { describe, expect, it, vi } from 'vitest';
import { queryFields } from './query-fields.ts';

describe('queryFields', () => {
  it('shows the value the query keeps for a key and changes only that key', () => {
    const update = vi.fn();
    const field = queryFields({ q: 'ada', status: '' }, update);

    const status = field('status');
    expect(field('q').value).toBe('ada');
    expect(status.value).toBe('');

    status.onChange('invited');
    expect(update).toHaveBeenCalledExactlyOnceWith({ status: 'invited' });
  });
});
