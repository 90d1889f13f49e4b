import { describe, expect, it } from 'vitest';
import { countUpValue } from './count-up.ts';

describe('countUpValue', () => {
  it('starts at zero and ends exactly on the target when the time is up', () => {
    expect(countUpValue(157, 0, 8000)).toBe(0);
    expect(countUpValue(157, 8000, 8000)).toBe(157);
    expect(countUpValue(157, 9000, 8000)).toBe(157);
  });

  it('climbs in whole numbers, never past the target, faster at the start', () => {
    const values = [1000, 2000, 4000, 6000, 7999].map((t) => countUpValue(180, t, 8000));
    expect(values.every(Number.isInteger)).toBe(true);
    expect(values).toEqual([...values].sort((a, b) => a - b));
    expect(Math.max(...values)).toBeLessThan(180);
    expect(values[0]).toBeGreaterThan(180 / 8);
  });

  it('shows the target at once when there is no animation time', () => {
    expect(countUpValue(30, 0, 0)).toBe(30);
  });
});
