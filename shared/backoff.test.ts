import { describe, expect, it } from 'vitest';
import { backoffDelay } from './backoff.ts';

describe('backoffDelay', () => {
  it('starts at the first wait and doubles up to the ceiling', () => {
    expect([1, 2, 3, 4, 5, 6, 7].map((n) => backoffDelay(n, 1000, 30_000))).toEqual([
      1000, 2000, 4000, 8000, 16_000, 30_000, 30_000,
    ]);
  });

  it('treats no failure yet as the first wait, and never overflows', () => {
    expect(backoffDelay(0, 5000, 300_000)).toBe(5000);
    expect(backoffDelay(10_000, 5000, 300_000)).toBe(300_000);
  });
});
