import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { activeBank } from './active-bank.ts';
import { resumeReopened } from './resume-reopened.ts';
import { notePresenceNetwork } from './device-presence.ts';
import type { TestCallCache } from './test-call-cache.ts';
import type { Db } from '../../db/database.ts';
import { mcqAttempts, type DrawnQuestion } from '../../db/schema/mcq-attempts.ts';
import { fail } from '../../domain/errors.ts';
import type { Candidate } from '../../db/schema/candidates.ts';
import { classifyArrival, deadlineFor } from '../../domain/answer-timing.ts';
import { insertEventsStatement, logEvents, type PendingEvent } from './attempt-events.ts';
import { lockAttempt, notSubmitted, type Attempt, type LockedAttempt } from './attempt-store.ts';
import { questionState } from './attempt-view.ts';
import { closeAttempt } from './close-attempt.ts';
import type { McqRules } from './mcq-rules.ts';
import { drawFrom } from './draw-questions.ts';
import type { AttemptOutcome } from './attempt-outcome.ts';

/**
 * Where a start came from: the window (`X-Test-Device`) and the network address (the client's
 * address as the server sees it, behind a trusted proxy the forwarded one). The address goes into
 * the start's and each resume's event, so HR's report can flag an attempt continued from another
 * network (`domain/integrity-flags.ts`); between them the page's presence calls carry it
 * (`device-presence.ts`). Answers do not (the hot path stays one write).
 */
export interface StartedFrom {
  deviceId: string | null;
  network: string | null;
}

/**
 * Creates the attempt and logs "started" and "served" in one statement (a burst of candidates
 * starting together is the heaviest moment on the embedded engine). Returns null when the
 * candidate already has an attempt.
 */
async function createAttempt(
  db: Db,
  candidate: Candidate,
  questions: DrawnQuestion[],
  now: Date,
  rules: McqRules,
  { deviceId, network }: StartedFrom,
): Promise<Attempt | null> {
  const attempt: Attempt = {
    id: randomUUID(),
    candidateId: candidate.id,
    questionIds: questions.map((q) => q.id),
    questions,
    currentIndex: 0,
    currentServedAt: now,
    currentDeadlineAt: deadlineFor(now, rules.secondsPerQuestion, candidate.timeFactor),
    resumeSeconds: null,
    // Kept for the attempt's life (`attempt-settings.ts`).
    secondsPerQuestion: rules.secondsPerQuestion,
    passPercent: rules.passPercent,
    assessmentId: rules.assessmentId,
    startedAt: now,
    ...notSubmitted,
    activeDeviceId: deviceId,
    retiredAt: null,
    retiredReason: null,
    // The privacy notice the candidate acknowledged before this start (docs/privacy.md).
    noticeVersion: candidate.noticeVersion,
  };
  const at = now.toISOString();
  const events: PendingEvent[] = [
    {
      type: 'started',
      questionIndex: null,
      detail: { questionCount: questions.length, ...(network ? { network } : {}) },
    },
    {
      type: 'served',
      questionIndex: 0,
      detail: { deadlineAt: attempt.currentDeadlineAt.toISOString() },
    },
  ];
  const result = await db.execute(sql`
    with created as (
      insert into mcq_attempts
        (id, candidate_id, question_ids, questions, current_index, current_served_at, current_deadline_at, started_at, active_device_id, seconds_per_question, pass_percent, assessment_id, notice_version)
      values (${attempt.id}, ${candidate.id}, ${JSON.stringify(attempt.questionIds)}::jsonb,
              ${JSON.stringify(questions)}::jsonb, 0, ${at}::timestamptz,
              ${attempt.currentDeadlineAt.toISOString()}::timestamptz, ${at}::timestamptz, ${deviceId},
              ${rules.secondsPerQuestion}, ${rules.passPercent}::float8, ${rules.assessmentId}::uuid,
              ${candidate.noticeVersion})
      on conflict (candidate_id) where retired_at is null do nothing
      returning id
    ), logged as (
      ${insertEventsStatement(events, now, { attemptId: sql`created.id`, from: sql`created` })}
    )
    select id from created
  `);
  // Both engines answer with `{ rows }`; the shared Db type leaves the result untyped.
  return (result as { rows: unknown[] }).rows.length > 0 ? attempt : null;
}

/**
 * `GET /test/start`: creates the candidate's attempt and serves its first question, or resumes an
 * open attempt at its current question and deadline (never resetting the clock). An attempt whose
 * reconnect window has passed is closed first ("connection lost"), exactly as the sweeper would.
 * The window (`deviceId`) that opens the test drives it from then on: the newest takes over, and
 * the log says so (what an older window still sends is kept, not counted).
 */
export async function startOrResumeAttempt(
  cache: TestCallCache,
  candidate: Candidate,
  now: Date,
  rules: McqRules,
  from: StartedFrom = { deviceId: null, network: null },
  /** Read with the candidate: no attempt yet (`attempt: null`) skips the resume's transaction. */
  seen: { attempt: LockedAttempt | null; bankRevision: number } | null = null,
): Promise<AttemptOutcome> {
  const { db } = cache;
  // A candidate seen with an attempt resumes it (below); any other first tries to create one.
  if (!seen?.attempt) {
    const questions = drawFrom(await activeBank(cache, seen?.bankRevision ?? null), rules);
    // Not the candidate's fault nor a server failure: HR has not added questions yet (a new
    // production install starts with an empty bank).
    if (questions.length === 0)
      throw fail.conflict(
        'Your test is not ready yet: its questions have not been added. Please try again later or contact HR.',
      );
    // One atomic statement; a candidate with an attempt (made meanwhile) resumes below.
    const created = await createAttempt(db, candidate, questions, now, rules, from);
    if (created) return { kind: 'question', state: questionState(created, false, now, rules) };
  }
  return db.transaction(async (tx) => {
    const locked = await lockAttempt(tx, candidate.id);
    if (!locked) throw new Error('attempt vanished after a conflicting insert');
    if (locked.submittedAt) return { kind: 'submitted', attempt: locked };
    // A reopened question not yet started waits until `currentDeadlineAt` for the candidate.
    if (classifyArrival(now, locked.currentDeadlineAt, rules) === 'expired') {
      return {
        kind: 'submitted',
        attempt: await closeAttempt(tx, locked, 'connection-lost', now, rules, 'server'),
      };
    }
    const { deviceId, network } = from;
    const events: PendingEvent[] = [
      {
        type: 'resumed',
        questionIndex: locked.currentIndex,
        ...(network ? { detail: { network } } : {}),
      },
    ];
    if (deviceId && deviceId !== locked.activeDeviceId) {
      await tx
        .update(mcqAttempts)
        .set({ activeDeviceId: deviceId })
        .where(eq(mcqAttempts.id, locked.id));
      if (locked.activeDeviceId) {
        events.push({
          type: 'window-taken-over',
          questionIndex: locked.currentIndex,
          detail: { previousDevice: locked.activeDeviceId, device: deviceId },
        });
      }
    }
    await logEvents(tx, locked.id, now, events);
    if (network) await notePresenceNetwork(tx, locked.id, network);
    // Back on a question HR reopened: its time starts now.
    const attempt = await resumeReopened(tx, locked, now);
    return { kind: 'question', state: questionState(attempt, attempt.answeredCurrent, now, rules) };
  });
}
