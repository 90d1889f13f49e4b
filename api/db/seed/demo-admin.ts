import { count } from 'drizzle-orm';
import { hashPassword } from '../../lib/password.ts';
import type { Database } from '../database.ts';
import { staffAccounts } from '../schema/staff.ts';

/** The demo console login; listed in the README and printed at start-up (never in production). */
export const demoAdmin = {
  email: 'demo-admin@suryaloom.example',
  password: 'DemoAdmin@2026',
  name: 'Demo Admin',
} as const;

/**
 * Adds the demo admin to a database without any staff account (so an older demo database gets
 * one too). Marked `isDemo`: its sign-in is refused in production.
 */
export async function seedDemoAdmin(database: Database, now: Date): Promise<boolean> {
  const passwordHash = await hashPassword(demoAdmin.password, 'staff');
  return database.withExclusiveLock((db) =>
    db.transaction(async (tx) => {
      const [row] = await tx.select({ n: count() }).from(staffAccounts);
      if ((row?.n ?? 0) > 0) return false;
      await tx.insert(staffAccounts).values({
        email: demoAdmin.email,
        name: demoAdmin.name,
        role: 'admin',
        passwordHash,
        isDemo: true,
        createdAt: now,
      });
      return true;
    }),
  );
}
