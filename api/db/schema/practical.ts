import {
  boolean,
  customType,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { candidates } from './candidates.ts';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/**
 * A candidate's practical round. The clock is the server's: `startedAt` and `deadlineAt` are
 * server time; `clientStartTime` is the browser's local time as sent, kept for the record only.
 */
export const practicalRounds = pgTable('practical_rounds', {
  candidateId: uuid('candidate_id')
    .primaryKey()
    .references(() => candidates.id, { onDelete: 'cascade' }),
  startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
  deadlineAt: timestamp('deadline_at', { withTimezone: true }).notNull(),
  durationSeconds: integer('duration_seconds').notNull(),
  clientStartTime: text('client_start_time').notNull(),
  lastClientLogTime: text('last_client_log_time'),
  lastSeenAt: timestamp('last_seen_at', { withTimezone: true }),
});

/**
 * The one submission of a practical round: what the reviewer needs (timing, lateness and its
 * reason, what the archive's directory says) without ever unpacking the archive.
 */
export const practicalSubmissions = pgTable('practical_submissions', {
  id: uuid('id').primaryKey().defaultRandom(),
  candidateId: uuid('candidate_id')
    .notNull()
    .unique()
    .references(() => candidates.id, { onDelete: 'cascade' }),
  submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull(),
  fileName: text('file_name').notNull(),
  sizeBytes: integer('size_bytes').notNull(),
  sha256: text('sha256').notNull(),
  timeTakenSeconds: integer('time_taken_seconds').notNull(),
  lateBySeconds: integer('late_by_seconds').notNull(),
  reasonForDelay: text('reason_for_delay'),
  clientTimer: text('client_timer'),
  entryCount: integer('entry_count').notNull(),
  containsNodeModules: boolean('contains_node_modules').notNull(),
  archiveIssues: jsonb('archive_issues').$type<string[]>().notNull(),
  sampleEntries: jsonb('sample_entries').$type<string[]>().notNull(),
});

/**
 * The uploaded file, in 1 MiB pieces in the database, so any API instance can serve it. Pieces
 * are written as the upload streams in, under the id its submission row will get once the upload
 * is complete and accepted (so no upload is ever held whole in memory); until then, and for an
 * upload that fails or is refused, they belong to no submission, hence no foreign key. Pieces
 * that never got their submission are removed (`removeAbandonedPieces`).
 */
export const practicalSubmissionChunks = pgTable(
  'practical_submission_chunks',
  {
    submissionId: uuid('submission_id').notNull(),
    seq: integer('seq').notNull(),
    data: bytea('data').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.submissionId, table.seq] })],
);
