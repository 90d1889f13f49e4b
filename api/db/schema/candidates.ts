import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, real, text, uuid } from 'drizzle-orm/pg-core';
import { timestamptz } from './columns.ts';
import { drives } from './assessments.ts';

import { testTypes } from '../../domain/rounds.ts';

/**
 * A job candidate invited to the test. `oneTimeId` and the password are handed out by HR;
 * the password is stored only as a scrypt hash. `timeFactor` stretches every deadline for
 * candidates granted extra time (1 = the standard time; HR offers 1, 1.25, 1.5 and 2).
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
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    phone: text('phone'),
    // The test window: outside it the login is refused (either side may be open).
    windowStart: timestamptz('window_start'),
    windowEnd: timestamptz('window_end'),
    revokedAt: timestamptz('revoked_at'),
    revokeReason: text('revoke_reason'),
    // The drive the candidate belongs to, by its name (the column keeps the name it had when a drive
    // was a free label, as the API does). None: the default assessment, outside any drive.
    cohort: text('cohort').references(() => drives.name, { onUpdate: 'cascade' }),
    // Seeded demo rows: their logins are refused in production, whatever an old database holds.
    isDemo: boolean('is_demo').notNull().default(false),
    updatedAt: timestamptz('updated_at'),
    /** Tokens carry the epoch they were issued under; a logout moves it on, ending them all. */
    tokenEpoch: integer('token_epoch').notNull().default(0),
    /** When the candidate's last round was submitted: tokens end a little after (TOKEN_MINUTES_AFTER_TEST). */
    testEndedAt: timestamptz('test_ended_at'),
    /** The privacy notice the candidate acknowledged last (`shared/privacy/candidate-notice.ts`), and when. */
    noticeVersion: text('notice_version'),
    noticeAcknowledgedAt: timestamptz('notice_acknowledged_at'),
    /**
     * Set by an erasure (`services/privacy/erase-candidate.ts`): the row stays, naming no one, so
     * the attempts it holds keep counting in the item statistics.
     */
    erasedAt: timestamptz('erased_at'),
  },
  (table) => [
    // The console lists newest first and filters by test type; e-mails are matched case-insensitively.
    index('candidates_created_idx').on(table.createdAt, table.id),
    index('candidates_test_type_idx').on(table.testType, table.createdAt),
    index('candidates_email_lower_idx').on(sql`lower(${table.email})`),
    // A login finds its one-time ID case-insensitively: without this, every login read every
    // candidate (10,000 rows a login in a campus drive; issue 42).
    index('candidates_one_time_id_lower_idx').on(sql`lower(${table.oneTimeId})`),
    index('candidates_cohort_idx').on(table.cohort),
    check('candidates_test_type_check', sql`${table.testType} in ('mcqs', 'practical', 'both')`),
    check('candidates_time_factor_check', sql`${table.timeFactor} > 0`),
  ],
);

/** A candidate as stored: what services receive once the login or token has been checked. */
export type Candidate = typeof candidates.$inferSelect;

/** A column naming the candidate a row belongs to: the row is deleted with its candidate. */
export const candidateRef = (name = 'candidate_id') =>
  uuid(name).references(() => candidates.id, { onDelete: 'cascade' });
