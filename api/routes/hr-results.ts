import { Hono } from 'hono';
import type { Context } from 'hono';
import { candidateStatuses, hrTestTypes, resultSorts } from '../../shared/contract/hr.ts';
import { fail } from '../domain/errors.ts';
import { csvResponse } from '../http/csv-response.ts';
import { loggedExportRows } from '../http/access-logging.ts';
import { cohortQuery, idQuery, listQuery, oneOfQuery, timeQuery } from '../http/list-query.ts';
import { requireStaff, type StaffEnv } from '../http/staff-session.ts';
import { allAnswers } from '../services/hr/results/answers-export.ts';
import { cohortSummary } from '../services/hr/results/cohort-summary.ts';
import { itemAnalysis } from '../services/hr/results/item-analysis.ts';
import {
  allResults,
  listResults,
  type ResultFilter,
} from '../services/hr/results/results-query.ts';
import { passPercentOf } from './candidate-answer.ts';

function booleanQuery(c: Context, name: string): boolean | undefined {
  const value = oneOfQuery(c, name, ['true', 'false'] as const);
  return value === undefined ? undefined : value === 'true';
}

function filterOf(c: Context): ResultFilter {
  const filter: ResultFilter = {
    testType: oneOfQuery(c, 'testType', hrTestTypes),
    cohort: cohortQuery(c),
    assessment: idQuery(c, 'assessment', 'assessment'),
    from: timeQuery(c, 'from'),
    to: timeQuery(c, 'to'),
    status: oneOfQuery(c, 'status', candidateStatuses),
    passed: booleanQuery(c, 'passed'),
    flagged: booleanQuery(c, 'flagged'),
  };
  if (filter.from && filter.to && filter.from >= filter.to)
    throw fail.invalid('from must be before to');
  return filter;
}

/** What every read of the results takes: the filter from the query string, and the pass mark in force. */
async function resultsScope(c: Context<StaffEnv>) {
  const filter = filterOf(c);
  return { db: c.var.deps.database.db, filter, passPercent: await passPercentOf(c) };
}

export const resultColumns = [
  'candidate_id',
  'name',
  'email',
  'test_type',
  'started_at',
  'submitted_at',
  'submit_reason',
  'attempted',
  'right',
  'wrong',
  'score_pct',
  'passed',
  'late_answers',
  'offline_seconds',
  'practical_status',
  'practical_late',
  'decision',
  'reviewer',
  // Added after the first release: at the end, so scripts reading columns by position still work.
  'one_time_id',
  'drive',
  'assessment',
] as const;

export const answerColumns = [
  'candidate_id',
  'question_id',
  'question_version',
  'served_at',
  'answered_at',
  'seconds_taken',
  'chosen_option',
  'correct',
  'synced_late',
  // Added after the first release: at the end, so scripts reading columns by position still work.
  'one_time_id',
  'drive',
  'assessment',
] as const;

/**
 * `/api/hr/results`, `/results.csv`, `/answers.csv`, `/item-analysis` and `/cohort`
 * (docs/hr-api.md, "Results", "Item analysis", "Cohort"): every staff member may read them
 * (reviewers too). The exports are streamed a batch at a time.
 */
export const hrResultRoutes = new Hono<StaffEnv>()
  // Per route, not `use('*')`: this app is mounted on /api/hr itself, beside the session routes.
  .get('/results', requireStaff(), async (c) => {
    const page = listQuery(c, resultSorts);
    const { db, filter, passPercent } = await resultsScope(c);
    return c.json(await listResults(db, filter, page, passPercent));
  })
  .get('/results.csv', requireStaff(), async (c) => {
    const { db, filter, passPercent } = await resultsScope(c);
    const all = allResults(db, filter, passPercent);
    const rows = loggedExportRows(c, 'results-export', all, (r) => r.candidateId);
    return csvResponse(c, 'results.csv', resultColumns, rows, (r) => [
      r.candidateId,
      r.name,
      r.email,
      r.testType,
      r.startedAt,
      r.submittedAt,
      r.submitReason,
      r.attempted,
      r.right,
      r.wrong,
      r.scorePercent,
      r.passed,
      r.lateAnswers,
      r.offlineSeconds,
      r.practicalStatus,
      r.practicalLateSeconds,
      r.decision,
      r.reviewer,
      r.oneTimeId,
      r.cohort,
      r.assessment,
    ]);
  })
  .get('/answers.csv', requireStaff(), async (c) => {
    const { db, filter, passPercent } = await resultsScope(c);
    const all = allAnswers(db, filter, passPercent);
    const rows = loggedExportRows(c, 'answers-export', all, (a) => a.candidateId);
    return csvResponse(c, 'answers.csv', answerColumns, rows, (a) => [
      a.candidateId,
      a.questionId,
      a.questionVersion,
      a.servedAt,
      a.answeredAt,
      a.secondsTaken,
      a.chosenOption,
      a.correct,
      a.syncedLate,
      a.oneTimeId,
      a.drive,
      a.assessment,
    ]);
  })
  .get('/item-analysis', requireStaff(), async (c) => {
    const { db, filter, passPercent } = await resultsScope(c);
    return c.json(await itemAnalysis(db, filter, passPercent));
  })
  .get('/cohort', requireStaff(), async (c) => {
    const { db, filter, passPercent } = await resultsScope(c);
    return c.json(await cohortSummary(db, filter, passPercent));
  });
