import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { queryRows } from '../../db/query-rows.ts';
import { backupStatus, type BackupStatus } from '../backup/backup-status.ts';

/** How far back `lateAnswers.arrivedRecently` counts. */
export const recentLateAnswersMs = 5 * 60_000;

/** What the metrics report of the database's contents, read at each scrape. */
export interface OperationsFigures {
  /** Attempts under way: MCQ attempts not submitted; practical rounds started, not submitted, before their deadline. */
  openAttempts: { mcq: number; practical: number };
  lateAnswers: {
    /** Kept late answers no one has accepted yet (`late_answers.status = 'kept'`). */
    awaitingHr: number;
    /** Answers that arrived after their deadline (from a device's buffer) in the last `recentLateAnswersMs`. */
    arrivedRecently: { counted: number; kept: number };
  };
  /** E-mails waiting to leave (`pending`: not yet sent, or waiting to be tried again). */
  outbox: { waiting: number; oldestAt: Date | null };
  backup: BackupStatus;
}

interface CountsRow {
  mcq_open: string | number;
  practical_open: string | number;
  late_awaiting_hr: string | number;
  late_counted: string | number;
  late_kept: string | number;
  outbox_waiting: string | number;
  outbox_oldest_at: string | Date | null;
}

/**
 * The figures, in one statement of counts (and one read of the backup record). Each count keeps
 * to an index at 10,000 candidates: the open MCQ attempts to `mcq_attempts_open_idx` (partial,
 * `submitted_at is null`), the recent late arrivals to `attempt_events_buffered_at_idx`, the
 * waiting mail to `mail_outbox_due_idx`; practical rounds are one row per candidate, each looked
 * up in the submissions' unique index; `late_answers` holds only answers that did not count.
 */
export async function readOperationsFigures(
  db: Db,
  now: Date,
  practicalGraceMs: number,
): Promise<OperationsFigures> {
  const roundsOpenAfter = new Date(now.getTime() - practicalGraceMs).toISOString();
  const recentSince = new Date(now.getTime() - recentLateAnswersMs).toISOString();
  const [row] = await queryRows<CountsRow>(
    db,
    sql`select
      (select count(*) from mcq_attempts where submitted_at is null) as mcq_open,
      (select count(*) from practical_rounds r
        where r.deadline_at > ${roundsOpenAfter}::timestamptz
          and not exists (select 1 from practical_submissions s where s.candidate_id = r.candidate_id)
      ) as practical_open,
      (select count(*) from late_answers where status = 'kept') as late_awaiting_hr,
      (select count(*) from attempt_events
        where type in ('synced-late', 'late-answer-kept') and at >= ${recentSince}::timestamptz
          and type = 'synced-late') as late_counted,
      (select count(*) from attempt_events
        where type in ('synced-late', 'late-answer-kept') and at >= ${recentSince}::timestamptz
          and type = 'late-answer-kept') as late_kept,
      (select count(*) from mail_outbox where status = 'pending') as outbox_waiting,
      (select min(created_at) from mail_outbox where status = 'pending') as outbox_oldest_at`,
  );
  if (!row) throw new Error('the figures query returned no row');
  return {
    openAttempts: { mcq: Number(row.mcq_open), practical: Number(row.practical_open) },
    lateAnswers: {
      awaitingHr: Number(row.late_awaiting_hr),
      arrivedRecently: { counted: Number(row.late_counted), kept: Number(row.late_kept) },
    },
    outbox: {
      waiting: Number(row.outbox_waiting),
      oldestAt: row.outbox_oldest_at === null ? null : new Date(row.outbox_oldest_at),
    },
    backup: await backupStatus(db),
  };
}
