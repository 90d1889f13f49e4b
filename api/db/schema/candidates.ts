import { sql } from 'drizzle-orm';
import { check, pgTable, real, text, timestamp, uuid } from 'drizzle-orm/pg-core';

import { testTypes } from '../../domain/rounds.ts';

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

/** A candidate as stored: what services receive once the login or token has been checked. */
export type Candidate = typeof candidates.$inferSelect;
