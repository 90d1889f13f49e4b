import { describe, expect, it } from 'vitest';
import { createSlots } from './slots.ts';

describe('createSlots', () => {
  it('gives out at most its size, and a slot again once released (once only)', () => {
    const slots = createSlots(2);
    const a = slots.tryTake();
    const b = slots.tryTake();
    expect(a).not.toBeNull();
    expect(b).not.toBeNull();
    expect(slots.tryTake()).toBeNull();
    a?.();
    a?.();
    expect(slots.inUse).toBe(1);
    expect(slots.tryTake()).not.toBeNull();
    expect(slots.tryTake()).toBeNull();
  });
});
