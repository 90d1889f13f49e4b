import { describe, expect, it } from 'vitest';
import { staffPassword } from '../test-support/hr-client.ts';
import { useHrHarness } from '../test-support/hr-harness.ts';
import { testEngine } from '../test-support/test-database.ts';

describe(`choosing a staff password (${testEngine})`, () => {
  const h = useHrHarness({
    staff: [['priya.shah@example.com', 'reviewer', { name: 'Priya Shah' }]],
  });

  const change = async (newPassword: string) => {
    const hr = await h.signedIn('priya.shah@example.com');
    return hr.post('/api/hr/session/password', { currentPassword: staffPassword, newPassword });
  };

  it.each([
    ['aaaaaaaaaaaa', 'it repeats characters or a pattern, like aaa or abcabc'],
    ['password1234', 'it is, or is close to, a password found in lists of breached passwords'],
    ['priya.shah2026', "it contains your e-mail, your name or the company's name"],
  ])('refuses %s long enough but easy to guess, and says why', async (password, why) => {
    const res = await change(password);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      success: false,
      message: `This password is too common or easy to guess (${why}). Choose a longer phrase of unrelated words.`,
    });
    // The old password still signs in: nothing was changed.
    expect((await h.signedIn('priya.shah@example.com')).cookie).toBeDefined();
  });

  it('accepts a phrase of unrelated words', async () => {
    const res = await change('lantern orbit pickle meadow');
    expect(res.status).toBe(200);
    const hr = h.signedIn('priya.shah@example.com');
    await expect(hr).rejects.toThrow(/sign-in failed/);
  });
});
