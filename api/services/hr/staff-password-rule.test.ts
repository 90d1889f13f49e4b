import { describe, expect, it } from 'vitest';
import { DomainError } from '../../domain/errors.ts';
import { assertStrongStaffPassword } from './staff-password-rule.ts';

const account = { email: 'asha.mehta@example.com', name: 'Asha Mehta' };

/** The refusal's message, or 'accepted'. */
const verdict = (password: string) =>
  assertStrongStaffPassword(password, account).then(
    () => 'accepted',
    (error: unknown) => {
      if (error instanceof DomainError && error.kind === 'invalid') return error.message;
      throw error;
    },
  );

describe('the staff password rule', () => {
  it.each([
    ['aaaaaaaaaaaa', 'repeats characters'],
    ['password1234', 'lists of breached passwords'],
    ['Password123!', 'lists of breached passwords'],
    ['qwertyuiop12', 'lists of breached passwords'],
    ['iloveyou1234', 'lists of breached passwords'],
    ['abcdefghijklmnop', 'sequence'],
    ['asha.mehta@example.com', 'your e-mail, your name'],
    ['suryaloom2026', "company's name"],
  ])('refuses %s, saying why (%s)', async (password, why) => {
    const message = await verdict(password);
    expect(message).toMatch(/^This password is too common or easy to guess \(/);
    expect(message).toContain(why);
    expect(message).toMatch(/Choose a longer phrase of unrelated words\.$/);
  });

  it.each(['correct horse battery staple', 'x7Kp2mQ9vL4w', 'a reviewer passphrase'])(
    'accepts %s',
    async (password) => {
      expect(await verdict(password)).toBe('accepted');
    },
  );

  it('judges a long password quickly, whatever it repeats', async () => {
    await verdict('warm-up passphrase');
    const started = performance.now();
    expect(await verdict('ab1!'.repeat(32))).toContain('repeats');
    expect(performance.now() - started).toBeLessThan(1000);
  });
});
