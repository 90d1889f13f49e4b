import { afterEach, describe, expect, it } from 'vitest';
import {
  companyClock,
  companyDay,
  companyWhen,
  companyZoneName,
  setCompanyTimeZone,
} from './company-time.ts';

describe("the console's times", () => {
  afterEach(() => setCompanyTimeZone('Asia/Kolkata'));

  it('are India Standard Time by default, whatever the machine runs in', () => {
    expect(companyWhen('2026-11-23T09:05:00Z')).toBe('23 Nov 2026, 2:35 pm');
    expect(companyClock('2026-11-23T09:05:07Z')).toBe('2:35:07 pm');
    expect(companyDay(new Date('2026-11-23T19:00:00Z'))).toBe('2026-11-24');
    expect(companyZoneName()).toBe('India Standard Time');
  });

  it('follow the zone the session names', () => {
    setCompanyTimeZone('America/New_York');
    expect(companyWhen('2026-11-23T09:05:00Z')).toBe('23 Nov 2026, 4:05 am');
  });
});
