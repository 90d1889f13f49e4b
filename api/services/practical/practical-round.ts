import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { findAttempt } from '../mcq/attempt-store.ts';
import { practicalRounds, practicalSubmissions } from '../../db/schema/practical.ts';
import { practicalTasks } from '../../db/schema/question-bank.ts';
import { fail } from '../../domain/errors.ts';
import type { Candidate } from '../../db/schema/candidates.ts';
import { includesRound, notInTestMessage } from '../../domain/rounds.ts';
import { isAbovePassMark, scorePercent } from '../../domain/mcq-score.ts';
import { formatHoursMinutesSeconds } from '../../../shared/time-format.ts';
import type { PracticalRules } from './practical-rules.ts';
import { assertNoticeAcknowledged } from '../privacy/candidate-notice.ts';

export type PracticalRound = typeof practicalRounds.$inferSelect;

/** `hh:mm:ss` of whole seconds (hours may exceed 24), as the spec's practical timer reads. */
const formatHms = (seconds: number) => formatHoursMinutesSeconds(seconds * 1000);

/**
 * The round's length for a candidate: the test's minutes times their time factor (WCAG 2.2.1),
 * to the second. The one place it is worked out, so the rules a candidate reads before starting
 * (`candidateProgress`) state exactly the time the round then runs for.
 */
export function practicalDurationSeconds(minutes: number, timeFactor: number): number {
  return Math.round(minutes * 60 * timeFactor);
}

/** Seconds left on the round at `now`, by the server's clock, never negative. */
export function secondsLeft(round: PracticalRound, now: Date): number {
  return Math.max(0, Math.ceil((round.deadlineAt.getTime() - now.getTime()) / 1000));
}

/**
 * Who may take the practical (spec §4, §6): `practical` candidates, and `both` candidates whose
 * MCQ result is strictly above the pass mark. Throws a 403 with the reason otherwise.
 */
export async function assertPracticalEligible(
  db: Db,
  candidate: Candidate,
  /** The pass mark in force, for an attempt that kept none (`attempt-settings.ts`). */
  passInForce: number,
): Promise<void> {
  if (!includesRound(candidate.testType, 'practical'))
    throw fail.forbidden(notInTestMessage.practical);
  if (candidate.testType === 'practical') return;
  const attempt = await findAttempt(db, candidate.id);
  const passPercent = attempt?.passPercent ?? passInForce;
  const percent = scorePercent(attempt?.rightCount ?? 0, attempt?.totalQuestions ?? 0);
  if (!attempt?.submittedAt || !isAbovePassMark(percent, passPercent)) {
    throw fail.forbidden(
      `The practical round is open to candidates who scored above ${passPercent}% in the MCQ test.`,
    );
  }
}

export async function findRound(db: Db, candidateId: string): Promise<PracticalRound | undefined> {
  const [round] = await db
    .select()
    .from(practicalRounds)
    .where(eq(practicalRounds.candidateId, candidateId));
  return round;
}

/** The candidate's round, which must have been started (a 409 otherwise). */
export async function startedRound(db: Db, candidateId: string): Promise<PracticalRound> {
  const round = await findRound(db, candidateId);
  if (!round) throw fail.conflict('Start the practical round first.');
  return round;
}

export async function hasSubmitted(db: Db, candidateId: string): Promise<boolean> {
  const rows = await db
    .select({ id: practicalSubmissions.id })
    .from(practicalSubmissions)
    .where(eq(practicalSubmissions.candidateId, candidateId));
  return rows.length > 0;
}

/**
 * Starts the round by the server's clock; the browser's local time is kept for the record. A
 * second call changes nothing (the clock is never restarted).
 */
export async function startPracticalRound(
  db: Db,
  candidate: Candidate,
  clientStartTime: string,
  now: Date,
  rules: PracticalRules,
): Promise<{ started: boolean; round: PracticalRound }> {
  await assertPracticalEligible(db, candidate, rules.passPercent);
  if (await hasSubmitted(db, candidate.id))
    throw fail.conflict('You have already submitted the practical round.');
  // A production install starts with no task: the clock must not start on an empty page.
  const existing = await findRound(db, candidate.id);
  if (!existing && !(await hasActiveTasks(db, rules.taskIds))) {
    throw fail.conflict(practicalNotReadyMessage);
  }
  // Only the first start asks for the privacy notice: a round under way is never refused.
  if (!existing) assertNoticeAcknowledged(candidate);
  const durationSeconds = practicalDurationSeconds(rules.minutes, candidate.timeFactor);
  const [inserted] = await db
    .insert(practicalRounds)
    .values({
      candidateId: candidate.id,
      startedAt: now,
      deadlineAt: new Date(now.getTime() + durationSeconds * 1000),
      durationSeconds,
      clientStartTime,
      // The notice the candidate had acknowledged when the round started (DPDP Act §5).
      noticeVersion: candidate.noticeVersion,
    })
    .onConflictDoNothing()
    .returning();
  if (inserted) return { started: true, round: inserted };
  const started = existing ?? (await findRound(db, candidate.id));
  if (!started) throw new Error('practical round vanished after a conflicting insert');
  return { started: false, round: started };
}

export const practicalNotReadyMessage =
  'Your practical round is not ready yet: its tasks have not been added. Please try again later or contact HR.';

/**
 * Which of the bank's tasks a candidate is set: the active ones their assessment names (`taskIds`,
 * in its order), or every active one when it names none.
 */
function setTasks(taskIds: readonly string[]) {
  return taskIds.length === 0
    ? eq(practicalTasks.active, true)
    : and(eq(practicalTasks.active, true), inArray(practicalTasks.id, [...taskIds]));
}

/** The tasks a candidate is shown, in the order HR set (the assessment's, or the bank's). */
export async function setPracticalTasks(db: Db, taskIds: readonly string[]) {
  const rows = await db
    .select({ id: practicalTasks.id, question: practicalTasks.question })
    .from(practicalTasks)
    .where(setTasks(taskIds))
    .orderBy(asc(practicalTasks.position));
  if (taskIds.length > 0) rows.sort((a, b) => taskIds.indexOf(a.id) - taskIds.indexOf(b.id));
  return rows.map(({ question }) => ({ question }));
}

export async function hasActiveTasks(db: Db, taskIds: readonly string[]): Promise<boolean> {
  const [task] = await db
    .select({ id: practicalTasks.id })
    .from(practicalTasks)
    .where(setTasks(taskIds))
    .limit(1);
  return task !== undefined;
}

/** The round's state for `log-time`, recording when (server and browser time) the page was open. */
export async function practicalStatus(
  db: Db,
  candidate: Candidate,
  clientLogTime: string,
  now: Date,
  uploadMaxMb: number,
  taskIds: readonly string[],
) {
  const round = await startedRound(db, candidate.id);
  await db
    .update(practicalRounds)
    .set({ lastClientLogTime: clientLogTime, lastSeenAt: now })
    .where(eq(practicalRounds.candidateId, candidate.id));
  const tasks = await setPracticalTasks(db, taskIds);
  const left = secondsLeft(round, now);
  return {
    practical_timer: formatHms(round.durationSeconds),
    practical_left_time: formatHms(left),
    questions: tasks,
    // Beyond the spec: what a client needs to run its countdown from the server's clock.
    practical_timer_seconds: round.durationSeconds,
    left_seconds: left,
    deadline_at: round.deadlineAt.toISOString(),
    server_time: now.toISOString(),
    submitted: await hasSubmitted(db, candidate.id),
    // What the page checks before sending (the server refuses bigger uploads with a 413).
    upload_max_mb: uploadMaxMb,
  };
}
