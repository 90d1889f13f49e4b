import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { staffAccounts, type StaffAccount } from '../../db/schema/staff.ts';
import { fail } from '../../domain/errors.ts';
import { generatePassword, hashPassword } from '../../lib/password.ts';
import type { StaffRole, StaffView } from '../../../shared/contract/hr.ts';
import { changedFields, recordAudit, type Actor } from './audit.ts';
import { auditedTable, findRow, updateAudited } from './audited-row.ts';
import { endSessionsOf } from './staff-sessions.ts';
import { staffView } from './staff-view.ts';

/** Staff accounts as admins change them: what the audit log calls them, and the 404's words. */
const staffRows = auditedTable(staffAccounts, 'staff', 'No such staff account.');

export function findStaff(db: Db, id: string): Promise<StaffAccount> {
  return findRow(db, staffRows, id);
}

/** Adds an account with a generated temporary password, which must be changed at first sign-in. */
export async function createStaff(
  db: Db,
  actor: Actor,
  input: { email: string; name: string; role: StaffRole; reason?: string },
  now: Date,
): Promise<{ staff: StaffView; temporaryPassword: string }> {
  const [taken] = await db
    .select({ id: staffAccounts.id })
    .from(staffAccounts)
    .where(eq(staffAccounts.email, input.email));
  if (taken) throw fail.conflict(`A staff account with the e-mail ${input.email} exists.`);
  const temporaryPassword = generatePassword();
  const passwordHash = await hashPassword(temporaryPassword, 'staff');
  return db.transaction(async (tx) => {
    const [created] = await tx
      .insert(staffAccounts)
      .values({
        email: input.email,
        name: input.name,
        role: input.role,
        passwordHash,
        mustChangePassword: true,
        createdAt: now,
      })
      .onConflictDoNothing()
      .returning();
    if (!created) throw fail.conflict(`A staff account with the e-mail ${input.email} exists.`);
    await recordAudit(tx, actor, now, {
      action: 'staff.created',
      entityType: 'staff',
      entityId: created.id,
      reason: input.reason,
      after: { email: created.email, name: created.name, role: created.role },
    });
    return { staff: staffView(created), temporaryPassword };
  });
}

/**
 * Locks every enabled admin's row until the transaction ends, in one order (no deadlock), and
 * returns their ids. Two admins who demote or disable each other at once then take turns: the
 * second waits, and PostgreSQL re-reads the rows the first changed, so it counts what is left.
 */
async function lockEnabledAdmins(tx: Db): Promise<string[]> {
  const rows = await tx
    .select({ id: staffAccounts.id })
    .from(staffAccounts)
    .where(and(eq(staffAccounts.role, 'admin'), isNull(staffAccounts.disabledAt)))
    .orderBy(asc(staffAccounts.id))
    .for('update');
  return rows.map((row) => row.id);
}

/**
 * Renames, changes the role of, disables or re-enables an account. Disabling ends its sessions.
 * Nobody disables or demotes themself, and the last enabled admin stays one (409), also when
 * two admins change each other at once.
 */
export async function updateStaff(
  db: Db,
  actor: NonNullable<Actor>,
  id: string,
  input: { name?: string; role?: StaffRole; disabled?: boolean; reason: string },
  now: Date,
): Promise<StaffView> {
  const losesAdmin =
    (input.role !== undefined && input.role !== 'admin') || input.disabled === true;
  return db.transaction(async (tx) => {
    // Locked before the account is read, so what is read and counted is what the change leaves.
    const admins = losesAdmin ? await lockEnabledAdmins(tx) : [];
    const account = await findStaff(tx, id);
    if (losesAdmin && account.role === 'admin') {
      if (account.id === actor.id)
        throw fail.conflict('You cannot disable or demote your own account.');
      if (!admins.some((adminId) => adminId !== account.id))
        throw fail.conflict('This is the last enabled admin; add another admin first.');
    }
    const disabledAt =
      input.disabled === undefined
        ? account.disabledAt
        : input.disabled
          ? (account.disabledAt ?? now)
          : null;
    const fields = (a: StaffAccount) => ({
      name: a.name,
      role: a.role,
      disabled: a.disabledAt !== null,
    });
    const updated = await updateAudited(tx, actor, now, staffRows, {
      id,
      set: { name: input.name ?? account.name, role: input.role ?? account.role, disabledAt },
      audit: (after) => ({
        action: 'staff.updated',
        reason: input.reason,
        ...changedFields(fields(account), fields(after)),
      }),
    });
    if (updated.disabledAt) await endSessionsOf(tx, id);
    return staffView(updated);
  });
}

/** A new temporary password for an account (to change at next sign-in); its sessions end. */
export async function resetStaffPassword(
  db: Db,
  actor: Actor,
  id: string,
  reason: string,
  now: Date,
): Promise<{ staff: StaffView; temporaryPassword: string }> {
  const temporaryPassword = generatePassword();
  const passwordHash = await hashPassword(temporaryPassword, 'staff');
  return db.transaction(async (tx) => {
    const updated = await updateAudited(tx, actor, now, staffRows, {
      id,
      set: { passwordHash, mustChangePassword: true },
      audit: { action: 'staff.password-reset', reason },
    });
    await endSessionsOf(tx, id);
    return { staff: staffView(updated), temporaryPassword };
  });
}
