import { count, eq } from 'drizzle-orm';
import type { Database } from '../../db/database.ts';
import { staffAccounts } from '../../db/schema/staff.ts';
import { hashPassword } from '../../lib/password.ts';
import { recordAudit } from './audit.ts';
import { staffPasswordProblem } from './staff-password-rule.ts';

export type FirstAdminOutcome =
  | { kind: 'created' | 'staff-exist' | 'not-configured' }
  /** HR_ADMIN_PASSWORD is common or easy to guess (`problem` says why): no admin was created. */
  | { kind: 'weak-password'; problem: string };

/** What the log says when nobody can sign in to the console yet. */
export const howToCreateFirstAdmin =
  'No HR staff account exists. To create the first admin, set HR_ADMIN_EMAIL and HR_ADMIN_PASSWORD ' +
  '(at least 12 characters, not a common or easily guessed password) in the environment or in .env, ' +
  'and restart the server.';

/**
 * When no staff account exists (demo accounts aside), creates the admin of HR_ADMIN_EMAIL / HR_ADMIN_PASSWORD (the
 * convention of Grafana and Keycloak), under the cluster-wide lock so instances starting together
 * create it once. Once any account exists the variables are ignored (they never reset a password).
 * A password that any staff member would be refused (`staff-password-rule.ts`) creates nobody.
 */
export async function ensureFirstAdmin(
  database: Database,
  admin: { email?: string; password?: string },
  now: Date,
): Promise<FirstAdminOutcome> {
  const { email, password } = admin;
  const passwordHash = email && password ? await hashPassword(password, 'staff') : null;
  return database.withExclusiveLock((db) =>
    db.transaction(async (tx) => {
      // Demo accounts do not count: they are refused in production, where this admin is the way in.
      const [row] = await tx
        .select({ n: count() })
        .from(staffAccounts)
        .where(eq(staffAccounts.isDemo, false));
      if ((row?.n ?? 0) > 0) return { kind: 'staff-exist' };
      if (!email || !password || !passwordHash) return { kind: 'not-configured' };
      const problem = await staffPasswordProblem(password, { email });
      if (problem) return { kind: 'weak-password', problem };
      const [created] = await tx
        .insert(staffAccounts)
        .values({ email, name: 'Administrator', role: 'admin', passwordHash, createdAt: now })
        .returning({ id: staffAccounts.id });
      if (!created) throw new Error('first admin insert returned nothing');
      await recordAudit(tx, null, now, {
        action: 'staff.created',
        entityType: 'staff',
        entityId: created.id,
        reason: 'First admin from HR_ADMIN_EMAIL at start-up',
        after: { email, role: 'admin' },
      });
      return { kind: 'created' };
    }),
  );
}
