import { and, asc, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import type { App } from '../app.ts';
import type { Database } from '../db/database.ts';
import { auditLog } from '../db/schema/audit-log.ts';
import { practicalTasks } from '../db/schema/question-bank.ts';
import type { staffAccounts } from '../db/schema/staff.ts';
import type { StaffRole } from '../../shared/contract/hr.ts';
import { seedQuestionBank } from './candidates.ts';
import { createStaffAccount, hrClient } from './hr-client.ts';
import { createTestApp } from './test-app.ts';
import { testClock } from './test-clock.ts';
import { createTestDatabase } from './test-database.ts';

/** A staff account as `createStaffAccount` takes it. */
type StaffAccount = [
  email: string,
  role?: StaffRole,
  extra?: Partial<typeof staffAccounts.$inferInsert>,
];

/** The two accounts most HR files sign in with: an admin and a reviewer. */
export const adminAndReviewer: StaffAccount[] = [
  ['admin@example.com', 'admin'],
  ['reviewer@example.com', 'reviewer'],
];

export interface HrHarnessOptions {
  /** Where the app's clock starts; it moves only when the test moves it. Absent: the real time. */
  now?: Date;
  /** The configuration every app of the file gets (each `app(env)` may add to it). */
  env?: NodeJS.ProcessEnv;
  /** Loads the demo bank and its practical task before anything else. */
  bank?: boolean;
  /** One practical task of this text (for files that need the round without the bank). */
  practicalTask?: string;
  /** The staff accounts, as `createStaffAccount` takes them, created in this order. */
  staff?: StaffAccount[];
  /** Whatever else the file's tests share, written once the staff exist. */
  seed?: (database: Database & { url?: string }) => Promise<unknown>;
}

/**
 * For a test file of the HR API: one database for the file (the tests share it, as each file's
 * tests always have), seeded once; the real app over it with a clock the test moves; and a staff
 * member's console signed in.
 */
export function useHrHarness(options: HrHarnessOptions = {}) {
  let database: (Database & { url?: string }) | undefined;
  const { clock, advance } = testClock(options.now ?? new Date());

  beforeAll(async () => {
    database = await createTestDatabase();
    if (options.bank) await seedQuestionBank(database);
    if (options.practicalTask)
      await database.db
        .insert(practicalTasks)
        .values([{ position: 1, question: options.practicalTask }]);
    for (const account of options.staff ?? []) await createStaffAccount(database, ...account);
    await options.seed?.(database);
  });
  afterAll(() => database?.close());

  const db = () => {
    if (!database) throw new Error('the database opens before the first test');
    return database;
  };
  /** An app (one API instance) over the file's database and clock. */
  const app = (env: NodeJS.ProcessEnv = {}): App =>
    createTestApp(db(), {
      now: options.now ? () => clock.now : undefined,
      env: { ...options.env, ...env },
    }).app;

  return {
    /** The file's database (open from the first test on). */
    get database() {
      return db();
    },
    clock,
    advance,
    app,
    /** The audit rows about `entityId` whose action matches `action` (`%`: any run), oldest first. */
    auditOf: (entityId: string, action: string) =>
      db()
        .db.select()
        .from(auditLog)
        .where(and(eq(auditLog.entityId, entityId), like(auditLog.action, action)))
        .orderBy(asc(auditLog.id)),
    /** The console of `email` (an account of `staff`), signed in; fails the test otherwise. */
    signedIn: async (email: string, on: App = app()) => {
      const hr = hrClient(on);
      await hr.as(email);
      return hr;
    },
  };
}
