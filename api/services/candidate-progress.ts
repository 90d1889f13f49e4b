import { eq } from 'drizzle-orm';
import type { CandidateProgress } from '../../shared/contract/interview-responses.ts';
import type { Candidate } from '../db/schema/candidates.ts';
import type { Db } from '../db/database.ts';
import { practicalSubmissions } from '../db/schema/practical.ts';
import { includesRound } from '../domain/rounds.ts';
import { findAttempt } from './mcq/attempt-store.ts';
import { ownRules } from './mcq/attempt-settings.ts';
import { drawCount } from './mcq/draw-questions.ts';
import { activeCategories } from './assessments/bank-categories.ts';
import { attemptResult, hasPassed } from './mcq/attempt-view.ts';
import { keptForReviewCount } from './mcq/late-answers.ts';
import type { McqRules } from './mcq/mcq-rules.ts';
import { candidateNoticeFor } from './privacy/candidate-notice.ts';

/**
 * What progress needs: the candidate's assessment (its name, MCQ rules, the practical round's
 * length in minutes and tasks) and the upload pace.
 */
export interface ProgressRules {
  assessmentName: string;
  mcq: McqRules;
  practicalMinutes: number;
  practicalTaskIds: readonly string[];
  uploadMinKbps: number;
}
import {
  findRound,
  hasActiveTasks,
  practicalDurationSeconds,
} from './practical/practical-round.ts';

/** Where the candidate stands in each round of their test (see `CandidateProgress`). */
export async function candidateProgress(
  db: Db,
  candidate: Candidate,
  rules: ProgressRules,
): Promise<CandidateProgress> {
  const attempt = includesRound(candidate.testType, 'mcq')
    ? await findAttempt(db, candidate.id)
    : undefined;
  // What the candidate has: the test's time, stretched by their time factor (WCAG 2.2.1). A test
  // started keeps its own seconds and pass mark (`attempt-settings.ts`); one to come gets those in force.
  const own = attempt ? ownRules(attempt, rules.mcq) : rules.mcq;
  const secondsPerQuestion = Math.round(own.secondsPerQuestion * candidate.timeFactor);
  const { passPercent } = own;
  // The attempt's own questions; before it, what a start would draw from the bank as it is now.
  const questionCount = !includesRound(candidate.testType, 'mcq')
    ? 0
    : attempt
      ? attempt.questions.length
      : drawCount(await activeCategories(db, rules.mcq.difficulties), rules.mcq);
  const figures = { secondsPerQuestion, passPercent, questionCount };
  const mcq: CandidateProgress['mcq'] = !includesRound(candidate.testType, 'mcq')
    ? null
    : !attempt
      ? { state: 'not-started', result: null, ...figures }
      : !attempt.submittedAt
        ? { state: 'in-progress', result: null, ...figures }
        : {
            state: 'submitted',
            result: attemptResult(attempt, rules.mcq, await keptForReviewCount(db, attempt.id)),
            ...figures,
          };
  return {
    assessmentName: rules.assessmentName,
    testType: candidate.testType,
    timeFactor: candidate.timeFactor,
    mcq,
    practical: await practicalProgress(db, candidate, rules, attempt),
    notice: await noticeState(db, candidate),
  };
}

/** The notice in force for the candidate and the version they acknowledged. */
async function noticeState(db: Db, candidate: Candidate): Promise<CandidateProgress['notice']> {
  const { notice, version } = await candidateNoticeFor(db, candidate);
  return {
    version,
    acknowledgedVersion: candidate.noticeVersion,
    acknowledgedAt: candidate.noticeAcknowledgedAt?.toISOString() ?? null,
    content: notice,
  };
}

async function practicalProgress(
  db: Db,
  candidate: Candidate,
  rules: ProgressRules,
  attempt: Awaited<ReturnType<typeof findAttempt>>,
): Promise<CandidateProgress['practical']> {
  if (!includesRound(candidate.testType, 'practical')) return null;
  // A round under way keeps the length it started with; one to come gets what start would give.
  const round = await findRound(db, candidate.id);
  const seconds =
    round?.durationSeconds ??
    practicalDurationSeconds(rules.practicalMinutes, candidate.timeFactor);
  const minutes = Math.round(seconds / 60);
  const none = {
    startedAt: null,
    deadlineAt: null,
    submittedAt: null,
    fileName: null,
    afterDeadlineSeconds: null,
    late: null,
    minutes,
    seconds,
    uploadMinKbps: rules.uploadMinKbps,
  };
  const eligible =
    candidate.testType === 'practical' ||
    (Boolean(attempt?.submittedAt) && attempt !== undefined && hasPassed(attempt, rules.mcq));
  if (!round) {
    if (!eligible) return { state: 'not-eligible', ...none };
    return {
      state: (await hasActiveTasks(db, rules.practicalTaskIds)) ? 'not-started' : 'not-ready',
      ...none,
    };
  }
  const [submission] = await db
    .select()
    .from(practicalSubmissions)
    .where(eq(practicalSubmissions.candidateId, candidate.id));
  const started = {
    startedAt: round.startedAt.toISOString(),
    deadlineAt: round.deadlineAt.toISOString(),
  };
  if (!submission) return { ...none, ...started, state: 'in-progress' };
  return {
    state: 'submitted',
    ...started,
    submittedAt: submission.submittedAt.toISOString(),
    fileName: submission.fileName,
    afterDeadlineSeconds: Math.max(
      0,
      Math.ceil((submission.submittedAt.getTime() - round.deadlineAt.getTime()) / 1000),
    ),
    late: submission.lateBySeconds > 0,
    minutes,
    seconds,
    uploadMinKbps: rules.uploadMinKbps,
  };
}
