import { describe, expect, it } from 'vitest';
import { candidateExportHref, enquirerExportHref, subscriberExportHref } from './people-api.ts';

describe('personal data export links', () => {
  it('carry an address whole, plus sign and all, in the query', () => {
    const href = enquirerExportHref('asha+leads@example.com');
    expect(href).toBe('/api/hr/people/enquirers/export?email=asha%2Bleads%40example.com');
    expect(new URL(href, 'http://x').searchParams.get('email')).toBe('asha+leads@example.com');
  });

  it('name a candidate or a subscriber by their record ID', () => {
    const id = '0b8f2a4e-1c2d-4e5f-8a9b-0c1d2e3f4a5b';
    expect(candidateExportHref(id)).toBe(`/api/hr/people/candidates/${id}/export`);
    expect(subscriberExportHref(id)).toBe(`/api/hr/people/subscribers/${id}/export`);
  });
});
