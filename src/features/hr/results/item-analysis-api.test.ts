import { describe, expect, it } from 'vitest';
import { startOfDay } from './item-analysis-api.ts';

describe('the item analysis day range', () => {
  it('starts at local midnight of the day, or of a later one, with a zone', () => {
    const start = startOfDay('2026-11-24');
    expect(start).toMatch(/Z$/);
    expect(new Date(start ?? '').getHours()).toBe(0);
    expect(new Date(start ?? '').getDate()).toBe(24);
    expect(new Date(startOfDay('2026-11-30', 1) ?? '').getDate()).toBe(1);
    expect(startOfDay('')).toBeUndefined();
  });
});
