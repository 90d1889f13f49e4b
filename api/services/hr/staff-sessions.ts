import { createHash, createHmac, randomBytes } from 'node:crypto';
import { and, eq, gt, lt, ne, or } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import { staffAccounts, staffSessions, type StaffAccount } from '../../db/schema/staff.ts';
import { fail } from '../../domain/errors.ts';
import { hashPassword, verifyPassword } from '../../lib/password.ts';
import type { SessionView, SignInRequest } from '../../../shared/contract/hr.ts';
import { recordAudit } from './audit.ts';
import { claimSignIn, signInSucceeded } from './sign-in-throttle.ts';
import { issueDeviceToken, readDeviceToken } from './staff-devices.ts';
import { assertStrongStaffPassword } from './staff-password-rule.ts';
import { staffView } from './staff-view.ts';

export interface SessionRules {
  idleMinutes: number;
  absoluteHours: number;
  /** In production, demo accounts cannot sign in. */
  production: boolean;
}

export function sessionRulesFrom(config: Config): SessionRules {
  return {
    idleMinutes: config.HR_SESSION_IDLE_MINUTES,
    absoluteHours: config.HR_SESSION_ABSOLUTE_HOURS,
    production: config.NODE_ENV === 'production',
  };
}

/** A live session: the account behind it and the values the cookie and the CSRF rule need. */
export interface LiveSession {
  staff: StaffAccount;
  idHash: string;
  csrfToken: string;
  idleExpiresAt: Date;
  absoluteExpiresAt: Date;
}

export const hashSessionId = (token: string) => createHash('sha256').update(token).digest('hex');

/**
 * The CSRF token of a session: derived from its secret id, so it needs no storage, is bound to
 * that session (another session's token does not match), and reveals nothing about the id.
 */
export const csrfTokenOf = (token: string) =>
  createHmac('sha256', token).update('hr-csrf-token').digest('base64url');

export function sessionView(session: LiveSession, timeZone: string): SessionView {
  return {
    staff: staffView(session.staff),
    csrfToken: session.csrfToken,
    idleExpiresAt: session.idleExpiresAt.toISOString(),
    absoluteExpiresAt: session.absoluteExpiresAt.toISOString(),
    timeZone,
  };
}

const idleMs = (rules: SessionRules) => rules.idleMinutes * 60_000;

/** Opens a new session (a fresh random id: signing in always rotates it). Returns the cookie's value. */
export async function openSession(
  db: Db,
  staff: StaffAccount,
  now: Date,
  rules: SessionRules,
): Promise<{ token: string; session: LiveSession }> {
  const token = randomBytes(32).toString('base64url');
  const idHash = hashSessionId(token);
  const absoluteExpiresAt = new Date(now.getTime() + rules.absoluteHours * 3600_000);
  await db
    .insert(staffSessions)
    .values({ idHash, staffId: staff.id, createdAt: now, lastSeenAt: now, absoluteExpiresAt });
  return {
    token,
    session: {
      staff,
      idHash,
      csrfToken: csrfTokenOf(token),
      idleExpiresAt: new Date(now.getTime() + idleMs(rules)),
      absoluteExpiresAt,
    },
  };
}

// Verifying against this when the e-mail is unknown keeps the answer's time the same either way.
let dummyHash: Promise<string> | undefined;

/** Where a sign-in comes from: the client, and the cookies this browser already has. */
export interface SignInFrom {
  clientKey: string;
  /** This browser's session cookie, ended on success (signing in always rotates the id). */
  previousToken?: string;
  /** This browser's device cookie, and the secret device cookies are signed with. */
  deviceToken?: string;
  secret: string;
}

/**
 * Checks an e-mail and password and opens a session. Each try is counted before the password is
 * checked (`sign-in-throttle.ts`): on this device's own failures when the browser shows the
 * account's device cookie, otherwise with growing waits per (e-mail, client) and ceilings per
 * e-mail and per client. A disabled account, or a demo account in production, is refused exactly
 * like a wrong password. On success the browser gets a fresh device cookie for the account.
 */
export async function signIn(
  db: Db,
  input: SignInRequest,
  from: SignInFrom,
  now: Date,
  rules: SessionRules,
): Promise<{ token: string; session: LiveSession; deviceToken: string }> {
  const [account] = await db
    .select()
    .from(staffAccounts)
    .where(eq(staffAccounts.email, input.email));
  const claimed = await claimSignIn(
    db,
    {
      email: input.email,
      client: from.clientKey,
      account,
      device: readDeviceToken(from.secret, from.deviceToken, now),
    },
    now,
  );
  dummyHash ??= hashPassword('not-a-real-password', 'staff');
  const valid = await verifyPassword(input.password, account?.passwordHash ?? (await dummyHash));
  if (!account || !valid || account.disabledAt || (rules.production && account.isDemo)) {
    throw fail.unauthenticated('Wrong e-mail or password.');
  }
  await signInSucceeded(db, claimed);
  const deviceToken = issueDeviceToken(from.secret, account.id, now);
  const { previousToken } = from;
  return db.transaction(async (tx) => {
    // Rotation: the session this browser had (if any) ends; the new id is fresh.
    if (previousToken)
      await tx.delete(staffSessions).where(eq(staffSessions.idHash, hashSessionId(previousToken)));
    const [signedIn] = await tx
      .update(staffAccounts)
      .set({ lastSignInAt: now })
      .where(eq(staffAccounts.id, account.id))
      .returning();
    const opened = await openSession(tx, signedIn ?? account, now, rules);
    await recordAudit(tx, { id: account.id, email: account.email }, now, {
      action: 'staff.sign-in',
      entityType: 'staff',
      entityId: account.id,
    });
    return { ...opened, deviceToken };
  });
}

/**
 * The live session of a cookie value, or null: unknown, idle too long, past its absolute
 * expiry, or of a disabled (or, in production, demo) account. A live session's idle clock
 * restarts.
 */
export async function findSession(
  db: Db,
  token: string,
  now: Date,
  rules: SessionRules,
): Promise<LiveSession | null> {
  const idHash = hashSessionId(token);
  const idleCutoff = new Date(now.getTime() - idleMs(rules));
  const [row] = await db
    .update(staffSessions)
    .set({ lastSeenAt: now })
    .where(
      and(
        eq(staffSessions.idHash, idHash),
        gt(staffSessions.lastSeenAt, idleCutoff),
        gt(staffSessions.absoluteExpiresAt, now),
      ),
    )
    .returning();
  if (!row) {
    // Expired: forget it now rather than at the next prune.
    await db.delete(staffSessions).where(eq(staffSessions.idHash, idHash));
    return null;
  }
  const [staff] = await db.select().from(staffAccounts).where(eq(staffAccounts.id, row.staffId));
  if (!staff || staff.disabledAt || (rules.production && staff.isDemo)) return null;
  return {
    staff,
    idHash,
    csrfToken: csrfTokenOf(token),
    idleExpiresAt: new Date(now.getTime() + idleMs(rules)),
    absoluteExpiresAt: row.absoluteExpiresAt,
  };
}

/**
 * Whether a session is still live, without restarting its idle clock: a long request (the live
 * board's stream) checks now and then that its session has not ended (idle or absolute expiry,
 * signed out, password changed, account disabled) without keeping it alive by itself.
 */
export async function sessionIsLive(
  db: Db,
  token: string,
  now: Date,
  rules: SessionRules,
): Promise<boolean> {
  const idleCutoff = new Date(now.getTime() - idleMs(rules));
  const [row] = await db
    .select({ disabledAt: staffAccounts.disabledAt, isDemo: staffAccounts.isDemo })
    .from(staffSessions)
    .innerJoin(staffAccounts, eq(staffAccounts.id, staffSessions.staffId))
    .where(
      and(
        eq(staffSessions.idHash, hashSessionId(token)),
        gt(staffSessions.lastSeenAt, idleCutoff),
        gt(staffSessions.absoluteExpiresAt, now),
      ),
    );
  return !!row && !row.disabledAt && !(rules.production && row.isDemo);
}

export async function endSession(db: Db, token: string): Promise<void> {
  await db.delete(staffSessions).where(eq(staffSessions.idHash, hashSessionId(token)));
}

/** Ends every session of an account, or every other one (`keepIdHash`). */
export async function endSessionsOf(db: Db, staffId: string, keepIdHash?: string): Promise<void> {
  await db
    .delete(staffSessions)
    .where(
      keepIdHash
        ? and(eq(staffSessions.staffId, staffId), ne(staffSessions.idHash, keepIdHash))
        : eq(staffSessions.staffId, staffId),
    );
}

/**
 * Changes the signed-in account's password: checks the current one, refuses a new one that is
 * common or easy to guess (`staff-password-rule.ts`), ends every session of the
 * account (this one included) and opens a fresh one, so a stolen cookie dies with the old password.
 */
export async function changeOwnPassword(
  db: Db,
  session: LiveSession,
  input: { currentPassword: string; newPassword: string },
  now: Date,
  rules: SessionRules,
): Promise<{ token: string; session: LiveSession }> {
  if (!(await verifyPassword(input.currentPassword, session.staff.passwordHash)))
    throw fail.invalid('The current password is wrong.');
  if (input.currentPassword === input.newPassword)
    throw fail.invalid('The new password must differ from the current one.');
  await assertStrongStaffPassword(input.newPassword, session.staff);
  const passwordHash = await hashPassword(input.newPassword, 'staff');
  return db.transaction(async (tx) => {
    const [updated] = await tx
      .update(staffAccounts)
      .set({ passwordHash, mustChangePassword: false })
      .where(eq(staffAccounts.id, session.staff.id))
      .returning();
    if (!updated) throw fail.unauthenticated('Your account no longer exists.');
    await endSessionsOf(tx, updated.id);
    await recordAudit(tx, { id: updated.id, email: updated.email }, now, {
      action: 'staff.password-changed',
      entityType: 'staff',
      entityId: updated.id,
    });
    return openSession(tx, updated, now, rules);
  });
}

/** Sessions past either expiry: removed by a periodic job (they are refused anyway). */
export async function pruneSessions(db: Db, now: Date, rules: SessionRules): Promise<void> {
  await db
    .delete(staffSessions)
    .where(
      or(
        lt(staffSessions.absoluteExpiresAt, now),
        lt(staffSessions.lastSeenAt, new Date(now.getTime() - idleMs(rules))),
      ),
    );
}
