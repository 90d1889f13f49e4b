import { describe, expect, it } from 'vitest';
import { thinned } from './chart-ticks.ts';

describe('chart ticks', () => {
  const tenths = [0, 10, 20, 30, 40, 50, 60, 70, 80, 90, 100];

  it('keeps every tick where there is room and every other one on a phone', () => {
    expect(thinned(tenths, 600)).toEqual(tenths);
    expect(thinned(tenths, 250)).toEqual([0, 20, 40, 60, 80, 100]);
    expect(thinned(tenths, 100)).toEqual([0, 40, 80]);
  });
});
