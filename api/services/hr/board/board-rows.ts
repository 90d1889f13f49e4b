import { sql, type SQL } from 'drizzle-orm';
import type { HrTestType } from '../../../../shared/contract/hr.ts';
import type { BoardFilter, BoardRowView } from '../../../../shared/contract/hr-board.ts';
import { boardStanding, deviceEventTypes, type BoardRules } from '../../../domain/board-status.ts';

/**
 * One candidate's row of the live board, read in one query for any number of candidates (the
 * snapshot, or the candidates a poll found changed), and what the board shows of it.
 */

/** Which candidates a board shows: a cohort, a day of the office's calendar, or both. */
export interface BoardScope {
  cohort: string | null;
  day: { name: string; start: Date; end: Date } | null;
}

export const filterOfScope = (scope: BoardScope): BoardFilter => ({
  cohort: scope.cohort,
  day: scope.day?.name ?? null,
});

/** A board row as read: times as epoch milliseconds (the same on both engines' drivers). */
export interface BoardRecord {
  candidateId: string;
  name: string;
  oneTimeId: string;
  testType: HrTestType;
  cohort: string | null;
  revoked: boolean;
  windowStartMs: number | null;
  windowEndMs: number | null;
  mcqStartedMs: number | null;
  mcqSubmittedMs: number | null;
  submitReason: string | null;
  currentIndex: number | null;
  questionCount: number | null;
  deadlineMs: number | null;
  lastDeviceType: string | null;
  lastDeviceMs: number | null;
  /** When the attempt's test page last said it is there (`device_presence`). */
  presenceMs: number | null;
  roundStartedMs: number | null;
  roundDeadlineMs: number | null;
  roundSeenMs: number | null;
  submissionMs: number | null;
  lateBySeconds: number | null;
}

const ms = (column: string) => sql.raw(`(extract(epoch from ${column}) * 1000)::float8`);
const deviceTypes = sql.raw(deviceEventTypes.map((t) => `'${t}'`).join(', '));

/**
 * `select … from candidates c` with the current attempt `a`, its latest device event, its page's
 * presence `p`, the practical round `r` and submission `s`. The latest device event is found walking the
 * attempt's log backwards by id (`attempt_events_attempt_idx`): usually one or two rows.
 */
export const boardRecordQuery = sql`select c.id as "candidateId", c.full_name as "name",
    c.one_time_id as "oneTimeId", c.test_type as "testType", c.cohort,
    (c.revoked_at is not null) as "revoked",
    ${ms('c.window_start')} as "windowStartMs", ${ms('c.window_end')} as "windowEndMs",
    ${ms('a.started_at')} as "mcqStartedMs", ${ms('a.submitted_at')} as "mcqSubmittedMs",
    a.submit_reason as "submitReason", a.current_index as "currentIndex",
    jsonb_array_length(a.question_ids) as "questionCount",
    ${ms('a.current_deadline_at')} as "deadlineMs",
    heard.type as "lastDeviceType", ${ms('heard.at')} as "lastDeviceMs",
    ${ms('p.seen_at')} as "presenceMs",
    ${ms('r.started_at')} as "roundStartedMs", ${ms('r.deadline_at')} as "roundDeadlineMs",
    ${ms('r.last_seen_at')} as "roundSeenMs",
    ${ms('s.submitted_at')} as "submissionMs", s.late_by_seconds as "lateBySeconds"
  from candidates c
  left join mcq_attempts a on a.candidate_id = c.id and a.retired_at is null
  left join lateral (
    select e.type, e.at from attempt_events e
    where e.attempt_id = a.id
      and (e.type in (${deviceTypes}) or (e.type = 'submitted' and e.detail->>'source' = 'client'))
    order by e.id desc limit 1
  ) heard on true
  left join device_presence p on p.attempt_id = a.id
  left join practical_rounds r on r.candidate_id = c.id
  left join practical_submissions s on s.candidate_id = c.id`;

const iso = (value: number | null) => (value === null ? null : new Date(value).toISOString());
const date = (value: number | null) => (value === null ? null : new Date(value));

/** The scope as SQL over the aliases of `boardRecordQuery` (the same rule as `inScope`). */
export function scopeCondition(scope: BoardScope): SQL {
  const parts: SQL[] = [];
  if (scope.cohort !== null) parts.push(sql`c.cohort = ${scope.cohort}`);
  if (scope.day) {
    const start = scope.day.start.toISOString();
    const end = scope.day.end.toISOString();
    parts.push(sql`(
      ((c.window_start is not null or c.window_end is not null)
        and (c.window_start is null or c.window_start < ${end}::timestamptz)
        and (c.window_end is null or c.window_end > ${start}::timestamptz))
      or (a.started_at >= ${start}::timestamptz and a.started_at < ${end}::timestamptz)
      or (r.started_at >= ${start}::timestamptz and r.started_at < ${end}::timestamptz))`);
  }
  return sql.join(parts, sql` and `);
}

/**
 * Whether a candidate is on a board: in its cohort, and on its day: a test window that overlaps
 * the day (at least one side set; an open side reaches on), or a round started that day.
 */
export function inScope(record: BoardRecord, scope: BoardScope): boolean {
  if (scope.cohort !== null && record.cohort !== scope.cohort) return false;
  if (!scope.day) return true;
  const start = scope.day.start.getTime();
  const end = scope.day.end.getTime();
  const within = (at: number | null) => at !== null && at >= start && at < end;
  const { windowStartMs: ws, windowEndMs: we } = record;
  const windowOverlaps =
    (ws !== null || we !== null) && (ws === null || ws < end) && (we === null || we > start);
  return windowOverlaps || within(record.mcqStartedMs) || within(record.roundStartedMs);
}

/** The latest time the server heard from the candidate's device, from the MCQ log and the round. */
function lastHeardMs(record: BoardRecord): number | null {
  const times = [
    record.lastDeviceMs,
    record.presenceMs,
    record.roundStartedMs,
    record.roundSeenMs,
  ].filter((t): t is number => t !== null);
  return times.length > 0 ? Math.max(...times) : null;
}

/** What the board shows of a candidate at `now`. */
export function boardRowView(record: BoardRecord, now: Date, rules: BoardRules): BoardRowView {
  const hasAttempt = record.mcqStartedMs !== null && record.deadlineMs !== null;
  const standing = boardStanding(
    {
      revoked: record.revoked,
      mcq: hasAttempt
        ? {
            submittedAt: date(record.mcqSubmittedMs),
            submitReason: record.submitReason,
            deadlineAt: new Date(record.deadlineMs ?? 0),
            lastDeviceEvent:
              record.lastDeviceType !== null && record.lastDeviceMs !== null
                ? { type: record.lastDeviceType, at: new Date(record.lastDeviceMs) }
                : null,
            presenceSeenAt: date(record.presenceMs),
          }
        : null,
      practical: record.roundStartedMs !== null ? { submittedAt: date(record.submissionMs) } : null,
    },
    now,
    rules,
  );
  const roundDeadline = record.roundDeadlineMs;
  return {
    candidateId: record.candidateId,
    name: record.name,
    oneTimeId: record.oneTimeId,
    testType: record.testType,
    cohort: record.cohort,
    status: standing.status,
    lastHeardAt: iso(lastHeardMs(record)),
    silentSince: standing.silentSince?.toISOString() ?? null,
    mcq: hasAttempt
      ? {
          questionNumber: (record.currentIndex ?? 0) + 1,
          questionCount: Number(record.questionCount ?? 0),
          deadlineAt: iso(record.deadlineMs) ?? '',
          startedAt: iso(record.mcqStartedMs) ?? '',
          submittedAt: iso(record.mcqSubmittedMs),
          submitReason: record.submitReason,
        }
      : null,
    practical:
      record.roundStartedMs !== null && roundDeadline !== null
        ? {
            startedAt: iso(record.roundStartedMs) ?? '',
            deadlineAt: iso(roundDeadline) ?? '',
            secondsLeft: Math.max(0, Math.ceil((roundDeadline - now.getTime()) / 1000)),
            submittedAt: iso(record.submissionMs),
            lateBySeconds: record.submissionMs !== null ? record.lateBySeconds : null,
          }
        : null,
  };
}
