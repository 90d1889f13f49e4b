import { afterEach, describe, expect, it } from 'vitest';
import { setCompanyTimeZone } from './company-time.ts';
import { fromLocalInput, toLocalInput } from './local-time.ts';

describe('test window times', () => {
  afterEach(() => setCompanyTimeZone('Asia/Kolkata'));

  it("turns an input value into ISO 8601 and back, in the company's time zone", () => {
    const iso = fromLocalInput('2026-11-24T10:00');
    expect(iso).toBe('2026-11-24T04:30:00.000Z');
    expect(toLocalInput(iso)).toBe('2026-11-24T10:00');
  });

  it('follows the time zone the server names', () => {
    setCompanyTimeZone('Europe/London');
    expect(fromLocalInput('2026-11-24T10:00')).toBe('2026-11-24T10:00:00.000Z');
  });

  it('reads an empty input as no limit on that side', () => {
    expect(fromLocalInput('')).toBeNull();
    expect(toLocalInput(null)).toBe('');
  });
});
