import { sql } from 'drizzle-orm';
import { check, pgTable, real, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const testTypes = ['mcqs', 'practical', 'both'] as const;
export type TestType = (typeof testTypes)[number];

/**
 * A job candidate invited to the test. `oneTimeId` and the password are handed out by HR;
 * the password is stored only as a scrypt hash. `timeFactor` stretches every deadline for
 * candidates granted extra time (1 = the standard 60 s a question).
 */
export const candidates = pgTable(
  'candidates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    oneTimeId: text('one_time_id').notNull().unique(),
    passwordHash: text('password_hash').notNull(),
    fullName: text('full_name').notNull(),
    email: text('email'),
    testType: text('test_type', { enum: testTypes }).notNull(),
    timeFactor: real('time_factor').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check('candidates_test_type_check', sql`${table.testType} in ('mcqs', 'practical', 'both')`),
    check('candidates_time_factor_check', sql`${table.timeFactor} > 0`),
  ],
);
