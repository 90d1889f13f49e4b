import { describe, expect, it } from 'vitest';
import { delayAfter } from './sign-in-throttle.ts';

describe('the sign-in throttle', () => {
  it('lets four failures pass, then doubles the wait up to 15 minutes', () => {
    expect([1, 2, 3, 4].map(delayAfter)).toEqual([0, 0, 0, 0]);
    expect([5, 6, 7, 8].map(delayAfter)).toEqual([1, 2, 4, 8]);
    expect(delayAfter(40)).toBe(15 * 60);
  });
});
