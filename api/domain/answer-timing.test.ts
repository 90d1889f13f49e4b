import { describe, expect, it } from 'vitest';
import { classifyArrival, deadlineFor } from './answer-timing.ts';

const deadline = new Date('2026-11-22T10:01:00.000Z');
const rules = { graceMs: 5000, reconnectWindowMs: 120_000 };
const after = (ms: number) => new Date(deadline.getTime() + ms);

describe('classifyArrival', () => {
  it('is on time up to and including the end of the grace period', () => {
    expect(classifyArrival(after(-30_000), deadline, rules)).toBe('on-time');
    expect(classifyArrival(after(0), deadline, rules)).toBe('on-time');
    expect(classifyArrival(after(5000), deadline, rules)).toBe('on-time');
  });

  it('is late from just after the grace to the end of the reconnect window', () => {
    expect(classifyArrival(after(5001), deadline, rules)).toBe('late');
    expect(classifyArrival(after(120_000), deadline, rules)).toBe('late');
  });

  it('has expired after the reconnect window', () => {
    expect(classifyArrival(after(120_001), deadline, rules)).toBe('expired');
  });
});

describe('deadlineFor', () => {
  it('gives 60 s per question, stretched by the candidate time factor', () => {
    const served = new Date('2026-11-22T10:00:00.000Z');
    expect(deadlineFor(served, 60, 1).toISOString()).toBe('2026-11-22T10:01:00.000Z');
    expect(deadlineFor(served, 60, 1.5).toISOString()).toBe('2026-11-22T10:01:30.000Z');
  });
});
