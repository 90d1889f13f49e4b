import { and, asc, desc, gt, inArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/database.ts';
import { recordAssessmentId, recordAssessmentName } from '../../assessments/assessment-sql.ts';
import { candidates } from '../../../db/schema/candidates.ts';
import { mcqAttempts } from '../../../db/schema/mcq-attempts.ts';
import { practicalRounds, practicalSubmissions } from '../../../db/schema/practical.ts';
import type {
  CandidateStatus,
  HrTestType,
  Page,
  PracticalStatus,
  ResultRowView,
  ResultSort,
} from '../../../../shared/contract/hr.ts';
import { candidateStatusExpression } from '../candidates/candidate-query.ts';
import { aboveMarkSql } from '../pass-mark-sql.ts';
import { countWithRecords, currentAttemptOf, roundOf, submissionOf } from '../candidate-records.ts';
import { pageOf } from '../paged-list.ts';

/** The filters shared by `GET /results`, `/results.csv` and `/answers.csv`. */
export interface ResultFilter {
  testType?: HrTestType;
  /** The test's start (the MCQ attempt's, else the practical round's) in [from, to). */
  from?: Date;
  to?: Date;
  status?: CandidateStatus;
  passed?: boolean;
  flagged?: boolean;
  /** A drive: the candidates whose cohort is this label, matched as the candidates list does (any case). */
  cohort?: string;
  /** An assessment's id: the candidates whose record is of it (`recordAssessmentId`). */
  assessment?: string;
}

/** When the candidate started: the current MCQ attempt, or else the practical round. */
const startedAt = sql<Date | null>`coalesce(${mcqAttempts.startedAt}, ${practicalRounds.startedAt})`;

/** Passed, as everywhere (`aboveMarkSql`), for a submitted attempt; null before. */
function passedExpression(passPercent: number): SQL<boolean | null> {
  return sql<boolean | null>`case when ${mcqAttempts.submittedAt} is null then null
    else ${aboveMarkSql(passPercent)} end`;
}

/** Answers kept for HR by the late-answer policy and not accepted yet. */
const keptLateAnswers = sql<number>`(select count(*)::int from late_answers l
  where l.attempt_id = ${mcqAttempts.id} and l.status = 'kept')`;

/**
 * Time the device was cut off from the server, in seconds: the offline periods its test page
 * reported (each `online` event carries its period's length, by the device's clock), or, when the
 * gaps between when answers were given and when they reached the server add up to more (a page
 * that did not report its periods, or a network up but unable to reach the server), those gaps.
 * The larger, not the sum: an answer given offline waits inside a reported period. Rounded as
 * numeric (half away from zero), as the report words lengths, not as float8 (half to even).
 */
const offlineSeconds = sql<number>`(select round(greatest(
    coalesce(sum((e.detail->>'offlineMs')::float8) filter (where e.type = 'online'), 0),
    coalesce(sum((e.detail->>'offlineGapMs')::float8)
      filter (where e.type in ('synced-late', 'late-answer-kept')), 0)
  )::numeric / 1000)::int
  from attempt_events e where e.attempt_id = ${mcqAttempts.id}
  and ((e.type = 'online' and e.detail->>'offlineMs' is not null)
    or (e.type in ('synced-late', 'late-answer-kept') and e.detail->>'offlineGapMs' is not null)))`;

/**
 * Needs a person's look: a late answer waits for a decision, or the test ended for a reason other
 * than finishing or running out of time (tab hidden, focus lost, navigation, reload, connection lost).
 */
const flaggedExpression = sql<boolean>`(${keptLateAnswers} > 0 or coalesce(${mcqAttempts.submitReason} not in ('completed', 'time-up'), false))`;

/** The newest decision on the candidate and who made it. */
export const lastDecision = sql<string | null>`(select d.kind from hr_decisions d
  where d.candidate_id = ${candidates.id} order by d.id desc limit 1)`;
const lastReviewer = sql<string | null>`(select s.email from hr_decisions d
  join staff_accounts s on s.id = d.decided_by
  where d.candidate_id = ${candidates.id} order by d.id desc limit 1)`;

function baseQuery(db: Db, passPercent: number) {
  const status = candidateStatusExpression(passPercent);
  const passed = passedExpression(passPercent);
  const query = db
    .select({
      id: candidates.id,
      oneTimeId: candidates.oneTimeId,
      name: candidates.fullName,
      email: candidates.email,
      cohort: candidates.cohort,
      assessmentId: recordAssessmentId,
      assessment: recordAssessmentName,
      testType: candidates.testType,
      status,
      startedAt: mcqAttempts.startedAt,
      submittedAt: mcqAttempts.submittedAt,
      submitReason: mcqAttempts.submitReason,
      attempted: mcqAttempts.attemptedCount,
      right: mcqAttempts.rightCount,
      wrong: mcqAttempts.wrongCount,
      scorePercent: mcqAttempts.scorePercent,
      passed,
      lateAnswers: sql<number>`coalesce(${keptLateAnswers}, 0)`,
      offlineSeconds: sql<number>`coalesce(${offlineSeconds}, 0)`,
      flagged: flaggedExpression,
      roundStartedAt: practicalRounds.startedAt,
      practicalSubmittedAt: practicalSubmissions.submittedAt,
      practicalLateSeconds: practicalSubmissions.lateBySeconds,
      decision: lastDecision,
      reviewer: lastReviewer,
    })
    .from(candidates)
    .leftJoin(mcqAttempts, currentAttemptOf)
    .leftJoin(practicalRounds, roundOf)
    .leftJoin(practicalSubmissions, submissionOf);
  return { query, status, passed };
}

type Row = Awaited<ReturnType<ReturnType<typeof baseQuery>['query']['execute']>>[number];

/** The filter as a WHERE clause over candidates joined to their current attempt and practical round. */
export function resultWhere(filter: ResultFilter, passPercent: number): SQL | undefined {
  return conditions(filter, candidateStatusExpression(passPercent), passedExpression(passPercent));
}

function conditions(
  filter: ResultFilter,
  status: SQL<CandidateStatus>,
  passed: SQL<boolean | null>,
): SQL | undefined {
  const parts: SQL[] = [];
  if (filter.testType) parts.push(sql`${candidates.testType} = ${filter.testType}`);
  if (filter.cohort) parts.push(sql`lower(${candidates.cohort}) = lower(${filter.cohort})`);
  if (filter.assessment) parts.push(sql`${recordAssessmentId} = ${filter.assessment}::uuid`);
  if (filter.from) parts.push(sql`${startedAt} >= ${filter.from.toISOString()}::timestamptz`);
  if (filter.to) parts.push(sql`${startedAt} < ${filter.to.toISOString()}::timestamptz`);
  if (filter.status) parts.push(sql`${status} = ${filter.status}`);
  if (filter.passed !== undefined) parts.push(sql`${passed} is ${sql.raw(String(filter.passed))}`);
  if (filter.flagged !== undefined)
    parts.push(filter.flagged ? flaggedExpression : sql`not ${flaggedExpression}`);
  return parts.length > 0 ? and(...parts) : undefined;
}

function practicalStatusOf(row: Row): PracticalStatus | null {
  if (row.testType === 'mcqs') return null;
  if (row.practicalSubmittedAt) return 'submitted';
  return row.roundStartedAt ? 'in-progress' : 'not-started';
}

function viewOf(row: Row): ResultRowView {
  return {
    candidateId: row.id,
    oneTimeId: row.oneTimeId,
    name: row.name,
    email: row.email,
    cohort: row.cohort,
    assessmentId: row.assessmentId,
    assessment: row.assessment,
    testType: row.testType,
    status: row.status,
    startedAt: row.startedAt?.toISOString() ?? null,
    submittedAt: row.submittedAt?.toISOString() ?? null,
    submitReason: row.submitReason ?? null,
    attempted: row.submittedAt ? row.attempted : null,
    right: row.submittedAt ? row.right : null,
    wrong: row.submittedAt ? row.wrong : null,
    scorePercent: row.submittedAt ? (row.scorePercent ?? 0) : null,
    passed: row.passed,
    lateAnswers: Number(row.lateAnswers),
    offlineSeconds: Number(row.offlineSeconds),
    flagged: Boolean(row.flagged),
    practicalStatus: practicalStatusOf(row),
    practicalLateSeconds: row.practicalSubmittedAt ? row.practicalLateSeconds : null,
    decision: row.decision,
    reviewer: row.reviewer,
  };
}

const sortColumns: Record<ResultSort, SQL | typeof candidates.fullName> = {
  startedAt,
  submittedAt: sql`${mcqAttempts.submittedAt}`,
  name: candidates.fullName,
  scorePercent: sql`case when ${mcqAttempts.submittedAt} is null then null else ${mcqAttempts.scorePercent} end`,
};

/** One page of results, filtered and sorted (candidates not started yet sort last either way). */
export async function listResults(
  db: Db,
  filter: ResultFilter,
  page: { offset: number; limit: number; sort: ResultSort; order: 'asc' | 'desc' },
  passPercent: number,
): Promise<Page<ResultRowView>> {
  const { query, status, passed } = baseQuery(db, passPercent);
  const where = conditions(filter, status, passed);
  const column = sortColumns[page.sort];
  const direction = page.order === 'asc' ? asc : desc;
  const order = [sql`${column} is null`, direction(column), direction(candidates.id)];
  // The page's candidates first, by the joins the filter and the sort need; then the row's other
  // columns for those alone. In one query the planner computed the per-row subqueries (late
  // answers, the last decision) for every candidate before sorting: 10,000 candidates, whole
  // season, took p95 257 ms for a first page (bench:hr, one drive among 20).
  const pageIds = db
    .select({ id: candidates.id })
    .from(candidates)
    .leftJoin(mcqAttempts, currentAttemptOf)
    .leftJoin(practicalRounds, roundOf)
    .leftJoin(practicalSubmissions, submissionOf)
    .where(where)
    .orderBy(...order)
    .limit(page.limit)
    .offset(page.offset);
  const rows = await query.where(inArray(candidates.id, pageIds)).orderBy(...order);
  return pageOf(rows.map(viewOf), await countWithRecords(db, where), page);
}

export const exportBatchSize = 500;

/**
 * Every result matching the filter, for the CSV export: batches of `exportBatchSize` read by
 * keyset on the candidate id (each batch a fresh indexed query, never an offset scan or the whole
 * set in memory), in candidate id order.
 */
export async function* allResults(
  db: Db,
  filter: ResultFilter,
  passPercent: number,
): AsyncGenerator<ResultRowView> {
  let after: string | null = null;
  for (;;) {
    const { query, status, passed } = baseQuery(db, passPercent);
    const where = conditions(filter, status, passed);
    const rows: Row[] = await query
      .where(after ? and(where, gt(candidates.id, after)) : where)
      .orderBy(asc(candidates.id))
      .limit(exportBatchSize);
    for (const row of rows) yield viewOf(row);
    const last = rows.at(-1);
    if (!last || rows.length < exportBatchSize) return;
    after = last.id;
  }
}

/** A current attempt of a candidate the results filter selects, with whose it is and of what test. */
export interface AttemptOfRecord {
  candidateId: string;
  oneTimeId: string;
  cohort: string | null;
  assessmentId: string;
  assessment: string;
  attemptId: string;
}

/** The current attempts of the candidates matching the filter, in id order, by keyset batches. */
export async function* filteredAttemptIds(
  db: Db,
  filter: ResultFilter,
  passPercent: number,
): AsyncGenerator<AttemptOfRecord[]> {
  let after: string | null = null;
  for (;;) {
    const { status, passed } = baseQuery(db, passPercent);
    const where = conditions(filter, status, passed);
    const rows: (Omit<AttemptOfRecord, 'attemptId'> & { attemptId: string | null })[] = await db
      .select({
        candidateId: candidates.id,
        oneTimeId: candidates.oneTimeId,
        cohort: candidates.cohort,
        assessmentId: recordAssessmentId,
        assessment: recordAssessmentName,
        attemptId: mcqAttempts.id,
      })
      .from(candidates)
      .leftJoin(mcqAttempts, currentAttemptOf)
      .leftJoin(practicalRounds, roundOf)
      .leftJoin(practicalSubmissions, submissionOf)
      .where(after ? and(where, gt(candidates.id, after)) : where)
      .orderBy(asc(candidates.id))
      .limit(exportBatchSize);
    const withAttempt = rows.flatMap((r) =>
      r.attemptId ? [{ ...r, attemptId: r.attemptId }] : [],
    );
    if (withAttempt.length > 0) yield withAttempt;
    const last = rows.at(-1);
    if (!last || rows.length < exportBatchSize) return;
    after = last.candidateId;
  }
}
