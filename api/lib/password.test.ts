import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { guardFormula, toCsv } from '../../shared/csv-writer.ts';
import { generatePassword, hashPassword, verifyPassword } from './password.ts';

describe('password hashing', () => {
  it('accepts the right password and refuses a wrong one', async () => {
    const stored = await hashPassword('Demo@2026');
    expect(stored).toMatch(/^scrypt\$32768\$8\$1\$/);
    expect(stored).not.toContain('Demo@2026');
    await expect(verifyPassword('Demo@2026', stored)).resolves.toBe(true);
    await expect(verifyPassword('demo@2026', stored)).resolves.toBe(false);
  });

  it('salts each hash', async () => {
    expect(await hashPassword('same-password')).not.toBe(await hashPassword('same-password'));
  });

  it('refuses a malformed stored value instead of throwing', async () => {
    await expect(verifyPassword('x', 'plain-text')).resolves.toBe(false);
  });
});

describe('generatePassword', () => {
  it('draws passwords that the CSV formula guard and quoting never change', () => {
    // The credentials CSV guards every cell: a password it changed would not work as written.
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 64 }), (length) => {
        const password = generatePassword(length);
        expect(password).toMatch(/^[A-Za-z0-9]+(-[A-Za-z0-9]+)*$/);
        expect(guardFormula(password)).toBe(password);
        expect(toCsv([], [[password]])).toBe(`\r\n${password}\r\n`);
      }),
      { numRuns: 5000 },
    );
  });
});
