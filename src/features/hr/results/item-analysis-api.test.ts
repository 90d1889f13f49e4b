import { describe, expect, it } from 'vitest';
import { startOfDay } from './item-analysis-api.ts';

describe('the item analysis day range', () => {
  it("starts at midnight of the day in the company's calendar, or of a later one, with a zone", () => {
    // India Standard Time by default: midnight there is 18:30 UTC the day before.
    expect(startOfDay('2026-11-24')).toBe('2026-11-23T18:30:00.000Z');
    expect(startOfDay('2026-11-30', 1)).toBe('2026-11-30T18:30:00.000Z');
    expect(startOfDay('')).toBeUndefined();
  });
});
