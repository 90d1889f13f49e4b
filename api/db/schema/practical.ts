import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uuid,
} from 'drizzle-orm/pg-core';
import { bytea, timestamptz } from './columns.ts';
import { candidateRef } from './candidates.ts';

/**
 * What a practical round records of its clock, in the current round and, after a retake, in its
 * history alike. The clock is the server's: `startedAt` and `deadlineAt` are server time;
 * `clientStartTime` is the browser's local time as sent, kept for the record only. A function,
 * because each table needs columns of its own.
 */
export const practicalRoundColumns = () => ({
  startedAt: timestamptz('started_at').notNull(),
  deadlineAt: timestamptz('deadline_at').notNull(),
  durationSeconds: integer('duration_seconds').notNull(),
  clientStartTime: text('client_start_time').notNull(),
  lastClientLogTime: text('last_client_log_time'),
  lastSeenAt: timestamptz('last_seen_at'),
});

/**
 * A candidate's current practical round (`practicalRoundColumns`). A retake moves the row to
 * `practical_round_history` (`practical-history.ts`).
 */
export const practicalRounds = pgTable('practical_rounds', {
  candidateId: candidateRef().primaryKey(),
  ...practicalRoundColumns(),
  // The privacy notice the candidate had acknowledged when the round started.
  noticeVersion: text('notice_version'),
  /**
   * Time the round stood closed between a submission and HR reopening it: not the candidate's
   * working time, so the next submission's time taken leaves it out.
   */
  pausedSeconds: integer('paused_seconds').notNull().default(0),
});

/**
 * A submission of a practical round: what the reviewer needs (timing, lateness and its reason,
 * what the archive's directory says) without ever unpacking the archive. `candidate_id` names
 * the candidate's one current submission (unique); HR reopening the round or granting a retake
 * retires it: `candidate_id` moves to `retired_candidate_id`, so every query of "the candidate's
 * submission" by `candidate_id` no longer sees it, while the row, its pieces, tree, scores and
 * decisions stay whole for the record.
 */
export const practicalSubmissions = pgTable(
  'practical_submissions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    candidateId: candidateRef().unique(),
    submittedAt: timestamptz('submitted_at').notNull(),
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
    retiredCandidateId: candidateRef('retired_candidate_id'),
    retiredAt: timestamptz('retired_at'),
    retiredReason: text('retired_reason'),
  },
  (table) => [
    index('practical_submissions_retired_candidate_idx').on(table.retiredCandidateId),
    // Current (a candidate, never retired) or retired (a former candidate, when and why).
    check(
      'practical_submissions_current_or_retired_check',
      sql`(${table.candidateId} is not null and ${table.retiredCandidateId} is null and ${table.retiredAt} is null)
        or (${table.candidateId} is null and ${table.retiredCandidateId} is not null and ${table.retiredAt} is not null)`,
    ),
  ],
);

/** A column naming the submission a row is about: the row is deleted with its submission. */
export const submissionRef = (name = 'submission_id') =>
  uuid(name).references(() => practicalSubmissions.id, { onDelete: 'cascade' });

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
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.submissionId, table.seq] })],
);
