import { and, eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { staffAccounts } from '../db/schema/staff.ts';
import { useHrHarness } from '../test-support/hr-harness.ts';
import { testEngine } from '../test-support/test-database.ts';

type Change = { role: 'reviewer' } | { disabled: true };
const demote: Change = { role: 'reviewer' };
const disable: Change = { disabled: true };

describe(`the last enabled admin, under concurrent changes (${testEngine})`, () => {
  const h = useHrHarness({
    staff: [
      ['ana@example.com', 'admin'],
      ['ben@example.com', 'admin'],
    ],
  });

  const enabledAdmins = () =>
    h.database.db
      .select({ email: staffAccounts.email })
      .from(staffAccounts)
      .where(and(eq(staffAccounts.role, 'admin'), isNull(staffAccounts.disabledAt)));

  /** Both accounts admins and enabled again, each signed in on its own console. */
  async function twoAdmins() {
    await h.database.db.update(staffAccounts).set({ role: 'admin', disabledAt: null });
    const ids = await h.database.db
      .select({ id: staffAccounts.id, email: staffAccounts.email })
      .from(staffAccounts);
    const idOf = (email: string) => ids.find((row) => row.email === email)?.id ?? '';
    return {
      ana: await h.signedIn('ana@example.com'),
      ben: await h.signedIn('ben@example.com'),
      anaId: idOf('ana@example.com'),
      benId: idOf('ben@example.com'),
    };
  }

  const pairs: [string, Change, Change][] = [
    ['demote each other', demote, demote],
    ['disable each other', disable, disable],
    ['one demotes while the other disables', demote, disable],
  ];

  it.each(pairs)(
    'two admins who %s at once leave exactly one enabled admin',
    async (_, anaDoes, benDoes) => {
      for (let round = 0; round < 5; round++) {
        const { ana, ben, anaId, benId } = await twoAdmins();
        const reason = 'Concurrency check';
        const answers = await Promise.all([
          ana.patch(`/api/hr/staff/${benId}`, { ...anaDoes, reason }),
          ben.patch(`/api/hr/staff/${anaId}`, { ...benDoes, reason }),
        ]);
        // One change wins. The other is refused: by the last-admin rule when both got past the
        // role check (409), or, when the winner committed first, because its sender is no longer
        // an enabled admin (403 once demoted, 401 once disabled, which ends the session).
        const statuses = answers.map((a) => a.status).sort();
        expect(statuses[0]).toBe(200);
        expect([401, 403, 409]).toContain(statuses[1]);
        const lastAdmin = answers.find((a) => a.status === 409);
        if (lastAdmin)
          expect(lastAdmin.body.message).toBe(
            'This is the last enabled admin; add another admin first.',
          );
        expect(await enabledAdmins()).toHaveLength(1);
      }
    },
  );
});
