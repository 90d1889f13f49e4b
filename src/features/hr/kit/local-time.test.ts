import { describe, expect, it } from 'vitest';
import { fromLocalInput, toLocalInput } from './local-time.ts';

describe('test window times', () => {
  it('turns an input value into ISO 8601 and back, in this time zone', () => {
    const iso = fromLocalInput('2026-11-24T10:00');
    expect(iso).toBe(new Date(2026, 10, 24, 10, 0).toISOString());
    expect(toLocalInput(iso)).toBe('2026-11-24T10:00');
  });

  it('reads an empty input as no limit on that side', () => {
    expect(fromLocalInput('')).toBeNull();
    expect(toLocalInput(null)).toBe('');
  });
});
