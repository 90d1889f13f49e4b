import { and, asc, count, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/database.ts';
import { drives } from '../../../db/schema/assessments.ts';
import { recordAssessmentName } from '../../assessments/assessment-sql.ts';
import { candidates, type Candidate } from '../../../db/schema/candidates.ts';
import { mcqAttempts } from '../../../db/schema/mcq-attempts.ts';
import { practicalRounds, practicalSubmissions } from '../../../db/schema/practical.ts';
import { isAbovePassMark, scorePercent } from '../../../domain/mcq-score.ts';
import { aboveMarkSql } from '../pass-mark-sql.ts';
import type {
  CandidateStatus,
  CandidateView,
  HrTestType,
  Page,
} from '../../../../shared/contract/hr.ts';
import { countWithRecords, currentAttemptOf, roundOf, submissionOf } from '../candidate-records.ts';
import { textSearch } from '../list-order.ts';
import { candidateDetails } from './candidate-details.ts';
import { everyPage, pageOf } from '../paged-list.ts';
import type { MailFilter } from '../../../../shared/contract/hr-mail.ts';
import { latestMailIs, latestMailSql } from '../../candidate-mail/mail-queue.ts';

export const candidateSorts = ['createdAt', 'name', 'email', 'oneTimeId', 'windowStart'] as const;
export type CandidateSort = (typeof candidateSorts)[number];

export interface CandidateFilter {
  q?: string;
  status?: CandidateStatus;
  testType?: HrTestType;
  cohort?: string;
  /** The latest e-mail's status; `none`: never e-mailed. */
  mail?: MailFilter;
}

/**
 * Where a candidate stands, in SQL so the list can filter on it: revoked; finished (every round
 * they can take is done: for `both`, the practical submitted or the MCQ not passed); in progress
 * (something started); not started. "Passed" is the score strictly above the pass mark (`aboveMarkSql`).
 */
export function candidateStatusExpression(passPercent: number): SQL<CandidateStatus> {
  return sql<CandidateStatus>`case
    when ${candidates.revokedAt} is not null then 'revoked'
    when (${candidates.testType} = 'mcqs' and ${mcqAttempts.submittedAt} is not null)
      or (${candidates.testType} <> 'mcqs' and ${practicalSubmissions.submittedAt} is not null)
      or (${candidates.testType} = 'both' and ${mcqAttempts.submittedAt} is not null
          and not ${aboveMarkSql(passPercent)})
      then 'finished'
    when ${mcqAttempts.id} is not null or ${practicalRounds.candidateId} is not null then 'in-progress'
    else 'not-started'
  end`;
}

export function candidateConditions(
  filter: CandidateFilter,
  status: SQL<CandidateStatus>,
): SQL | undefined {
  const parts: (SQL | undefined)[] = [];
  const { fullName, email, oneTimeId, phone } = candidates;
  parts.push(textSearch(filter.q, [fullName, email, oneTimeId, phone]));
  if (filter.testType) parts.push(eq(candidates.testType, filter.testType));
  // Case-insensitive: a label typed in the address or by a script need not match its case.
  if (filter.cohort) parts.push(sql`lower(${candidates.cohort}) = lower(${filter.cohort})`);
  if (filter.status) parts.push(sql`${status} = ${filter.status}`);
  if (filter.mail) parts.push(latestMailIs(filter.mail));
  return parts.length > 0 ? and(...parts) : undefined;
}

const sortColumns = {
  createdAt: candidates.createdAt,
  name: candidates.fullName,
  email: candidates.email,
  oneTimeId: candidates.oneTimeId,
  windowStart: candidates.windowStart,
} as const;

function baseQuery(db: Db, passPercent: number) {
  const status = candidateStatusExpression(passPercent);
  const query = db
    .select({
      candidate: candidates,
      status,
      assessment: recordAssessmentName,
      mail: latestMailSql,
      attempt: {
        id: mcqAttempts.id,
        startedAt: mcqAttempts.startedAt,
        submittedAt: mcqAttempts.submittedAt,
        submitReason: mcqAttempts.submitReason,
        rightCount: mcqAttempts.rightCount,
        totalQuestions: mcqAttempts.totalQuestions,
        scorePercent: mcqAttempts.scorePercent,
        passPercent: mcqAttempts.passPercent,
        currentDeadlineAt: mcqAttempts.currentDeadlineAt,
      },
      retakes: sql<number>`(select count(*)::int from ${mcqAttempts} r where r.candidate_id = ${sql.raw('"candidates"."id"')} and r.retired_at is not null)`,
      round: { startedAt: practicalRounds.startedAt, deadlineAt: practicalRounds.deadlineAt },
      submission: {
        submittedAt: practicalSubmissions.submittedAt,
        lateBySeconds: practicalSubmissions.lateBySeconds,
      },
    })
    .from(candidates)
    .leftJoin(mcqAttempts, currentAttemptOf)
    .leftJoin(practicalRounds, roundOf)
    .leftJoin(practicalSubmissions, submissionOf);
  return { query, status };
}

type Row = Awaited<ReturnType<ReturnType<typeof baseQuery>['query']['execute']>>[number];

function viewOf(row: Row, passPercent: number): CandidateView {
  const c = row.candidate;
  const a = row.attempt;
  const total = a?.totalQuestions ?? 0;
  return {
    id: c.id,
    oneTimeId: c.oneTimeId,
    ...candidateDetails(c),
    status: row.status,
    revokedAt: c.revokedAt?.toISOString() ?? null,
    revokeReason: c.revokeReason,
    cohort: c.cohort,
    assessment: row.assessment,
    createdAt: c.createdAt.toISOString(),
    mail: row.mail,
    mcq:
      a?.id && a.startedAt
        ? {
            startedAt: a.startedAt.toISOString(),
            submittedAt: a.submittedAt?.toISOString() ?? null,
            submitReason: a.submitReason ?? null,
            scorePercent: a.submittedAt ? (a.scorePercent ?? 0) : null,
            passed: a.submittedAt
              ? isAbovePassMark(
                  scorePercent(a.rightCount ?? 0, total),
                  a.passPercent ?? passPercent,
                )
              : null,
            secondsLeftAtClose:
              a.submittedAt && a.currentDeadlineAt
                ? Math.max(
                    0,
                    Math.ceil((a.currentDeadlineAt.getTime() - a.submittedAt.getTime()) / 1000),
                  )
                : null,
            retakes: row.retakes,
          }
        : null,
    practical:
      row.round?.startedAt && row.round.deadlineAt
        ? {
            startedAt: row.round.startedAt.toISOString(),
            deadlineAt: row.round.deadlineAt.toISOString(),
            submittedAt: row.submission?.submittedAt?.toISOString() ?? null,
            lateBySeconds: row.submission?.lateBySeconds ?? null,
          }
        : null,
  };
}

/** One page of candidates, filtered and sorted, with the number matching the filter. */
export async function listCandidates(
  db: Db,
  filter: CandidateFilter,
  page: { offset: number; limit: number; sort: CandidateSort; order: 'asc' | 'desc' },
  passPercent: number,
): Promise<Page<CandidateView>> {
  const { query, status } = baseQuery(db, passPercent);
  const where = candidateConditions(filter, status);
  const direction = page.order === 'asc' ? asc : desc;
  const rows = await query
    .where(where)
    .orderBy(direction(sortColumns[page.sort]), direction(candidates.id))
    .limit(page.limit)
    .offset(page.offset);
  // Counting needs the joins only when the filter reads the status.
  const total = filter.status
    ? await countWithRecords(db, where)
    : (await db.select({ n: count() }).from(candidates).where(where))[0];
  return pageOf(
    rows.map((row) => viewOf(row, passPercent)),
    total,
    page,
  );
}

/** Every candidate matching the filter, in pages of 1,000 (for the CSV export). */
export const allCandidates = (
  db: Db,
  filter: CandidateFilter,
  passPercent: number,
): AsyncGenerator<CandidateView> =>
  everyPage(
    (window) =>
      listCandidates(db, filter, { ...window, sort: 'createdAt', order: 'asc' }, passPercent),
    1000,
  );

export async function candidateById(
  db: Db,
  id: string,
  passPercent: number,
): Promise<CandidateView | null> {
  const { query } = baseQuery(db, passPercent);
  const [row] = await query.where(eq(candidates.id, id));
  return row ? viewOf(row, passPercent) : null;
}

/**
 * Every drive open to candidates (not archived), as the console offers them in its filter and
 * when a candidate is created or moved, in alphabetical order whatever the case. Drives that have
 * candidates but were archived still show in the lists and can still be filtered by name.
 */
export async function knownCohorts(db: Db): Promise<string[]> {
  const rows = await db.select({ name: drives.name }).from(drives).where(isNull(drives.archivedAt));
  return rows.map((r) => r.name).sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' }));
}

/**
 * The candidates a bulk action chose, each with where they stand: those the filter matches, or
 * those of the ids given (`choose` receives the status expression for the filter to use).
 */
export async function candidatesWithStatus(
  db: Db,
  choose: (status: SQL<CandidateStatus>) => SQL | undefined,
  passPercent: number,
): Promise<{ candidate: Candidate; status: CandidateStatus }[]> {
  const status = candidateStatusExpression(passPercent);
  return db
    .select({ candidate: candidates, status })
    .from(candidates)
    .leftJoin(mcqAttempts, currentAttemptOf)
    .leftJoin(practicalRounds, roundOf)
    .leftJoin(practicalSubmissions, submissionOf)
    .where(choose(status))
    .orderBy(candidates.createdAt, candidates.id);
}
