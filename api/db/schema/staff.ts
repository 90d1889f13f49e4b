import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { timestamptz } from './columns.ts';
import { staffRoles } from '../../../shared/contract/hr.ts';

/**
 * An HR staff account. `email` is stored lower-cased (one account per address); the password only
 * as a memory-hard hash. A disabled account cannot sign in and has no sessions.
 */
export const staffAccounts = pgTable(
  'staff_accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull().unique(),
    name: text('name').notNull(),
    role: text('role', { enum: staffRoles }).notNull(),
    passwordHash: text('password_hash').notNull(),
    mustChangePassword: boolean('must_change_password').notNull().default(false),
    disabledAt: timestamptz('disabled_at'),
    // The seeded demo admin: refused in production, whatever an old database holds.
    isDemo: boolean('is_demo').notNull().default(false),
    createdAt: timestamptz('created_at').notNull(),
    lastSignInAt: timestamptz('last_sign_in_at'),
  },
  (table) => [check('staff_accounts_role_check', sql`${table.role} in ('admin', 'reviewer')`)],
);

export type StaffAccount = typeof staffAccounts.$inferSelect;

/**
 * A signed-in browser. The cookie holds a random id; only its SHA-256 is stored, so a copy of
 * the database gives no live session. Idle expiry is `lastSeenAt` + the idle setting.
 */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    idHash: text('id_hash').primaryKey(),
    staffId: uuid('staff_id')
      .notNull()
      .references(() => staffAccounts.id, { onDelete: 'cascade' }),
    createdAt: timestamptz('created_at').notNull(),
    lastSeenAt: timestamptz('last_seen_at').notNull(),
    absoluteExpiresAt: timestamptz('absolute_expires_at').notNull(),
  },
  (table) => [index('staff_sessions_staff_idx').on(table.staffId)],
);
