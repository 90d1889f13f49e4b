import { describe, expect, it } from 'vitest';
import { oneTimeIdFromLink } from './login-link.ts';

describe('oneTimeIdFromLink', () => {
  it("reads the one-time ID of the invitation's link", () => {
    expect(oneTimeIdFromLink('?id=K7Q2-9XHM-4PTA')).toBe('K7Q2-9XHM-4PTA');
    expect(oneTimeIdFromLink('?id=%20K7Q2-9XHM%20&utm=mail')).toBe('K7Q2-9XHM');
  });

  it('fills in nothing without an ID, or with one a mail program mangled', () => {
    expect(oneTimeIdFromLink('')).toBeNull();
    expect(oneTimeIdFromLink('?id=')).toBeNull();
    expect(oneTimeIdFromLink('?id=K7Q2%3Cscript%3E')).toBeNull();
    expect(oneTimeIdFromLink(`?id=${'A'.repeat(65)}`)).toBeNull();
  });
});
