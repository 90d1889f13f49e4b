import type { SubmitAndNext } from '../../../shared/contract/interview.ts';
import type { Candidate } from '../../db/schema/candidates.ts';
import type { Db } from '../../db/database.ts';
import { fail } from '../../domain/errors.ts';
import { judgeArrival } from '../../domain/late-answer-policy.ts';
import { answerAndAdvance } from './answer-and-advance.ts';
import { isActiveDevice, type AttemptOutcome } from './attempt-outcome.ts';
import { lockAttempt } from './attempt-store.ts';
import { planAnswer } from './answer-plan.ts';
import { questionState } from './attempt-view.ts';
import { closeAttempt } from './close-attempt.ts';
import { arrivingAnswer, keepLateAnswer, type ArrivedAnswer } from './late-answers.ts';
import type { McqRules } from './mcq-rules.ts';
import { keepSnapshot, type TestCallSnapshot } from './test-call-snapshot.ts';

/**
 * `POST /test/submit-and-next`: records the answer to the current question and serves the next
 * one with a fresh deadline. Whether the answer counts is the late-answer policy's call
 * (`domain/late-answer-policy.ts`); one that does not is kept for HR, never dropped. A call for
 * any other question (a retry whose response was lost) changes nothing and returns the state.
 */
export async function submitAndNext(
  db: Db,
  candidate: Candidate,
  body: SubmitAndNext,
  now: Date,
  rules: McqRules,
  deviceId: string | null = null,
  /** The attempt as read with the candidate (unlocked): the common case needs no transaction. */
  seen: TestCallSnapshot | null = null,
): Promise<AttemptOutcome> {
  if (seen) {
    const answered = await answerAsSeen(db, seen, body, now, rules, deviceId);
    if (answered) return answered;
  }
  return db.transaction(async (tx) => {
    const attempt = await lockAttempt(tx, candidate.id);
    if (!attempt) throw fail.conflict('You have not started the test yet.');
    const index = body.currentQuestionIndex;
    const answer = arrivedAnswer(body);
    const fromActiveDevice = isActiveDevice(attempt, deviceId);
    const isCurrent = index === attempt.currentIndex && !attempt.answeredCurrent;
    const arriving = arrivingAnswer(attempt, index, answer, now, {
      attemptOpen: !attempt.submittedAt,
      fromActiveDevice,
    });

    if (attempt.submittedAt) {
      const kept =
        index === attempt.currentIndex &&
        !attempt.answeredCurrent &&
        (await keepLateAnswer(tx, attempt, answer, arriving, 'attempt-closed'));
      return { kind: 'submitted', attempt, kept };
    }
    // A window that was taken over is told so whatever question it thinks it is on (were it a
    // question the newer window has passed, serving it the current one would let both drive the
    // attempt); what it sends is kept, never counted.
    if (!fromActiveDevice) {
      await keepLateAnswer(tx, attempt, answer, arriving, 'older-window');
      return { kind: 'taken-over' };
    }
    if (!isCurrent) {
      return {
        kind: 'question',
        state: questionState(attempt, attempt.answeredCurrent, now, rules),
      };
    }
    const verdict = judgeArrival(arriving, rules);
    if (!verdict.counts) {
      await keepLateAnswer(tx, attempt, answer, arriving, verdict.keptBecause);
      if (verdict.keptBecause === 'older-window') return { kind: 'taken-over' };
      if (verdict.keptBecause === 'past-reconnect-window') {
        const closed = await closeAttempt(tx, attempt, 'connection-lost', now, rules, 'server');
        return { kind: 'submitted', attempt: closed, kept: true };
      }
    }
    // Counted, or given after the deadline by the device's account: then the question is settled
    // as unanswered (the kept answer waits for HR) and the test moves on.
    const plan = planAnswer(attempt, candidate, answer, arriving, verdict, now, rules);
    await answerAndAdvance(tx, attempt, plan.row, plan.next, plan.events, now);
    return { kind: 'question', state: plan.state };
  });
}

function arrivedAnswer(body: SubmitAndNext): ArrivedAnswer {
  return {
    questionIndex: body.currentQuestionIndex,
    selectedOptionIndex: body.selectedOptionIndex,
    givenAfterMs: body.givenAfterMs ?? null,
    via: 'next',
  };
}

/**
 * The common case without a transaction: an answer to the current question of an open attempt,
 * from the window that drives it, that counts. Judged on the candidate and attempt as read (or as
 * kept from this server's last answer, `keptSnapshot`), then written in one statement that checks
 * both are still as read. Null when the call is not the common case or either changed meanwhile
 * (nothing written): the caller reads afresh, and the locked way decides. After a write, the
 * snapshot is kept as the write left it, for the candidate's next answer.
 */
export async function answerAsSeen(
  db: Db,
  snapshot: TestCallSnapshot,
  body: SubmitAndNext,
  now: Date,
  rules: McqRules,
  deviceId: string | null,
): Promise<AttemptOutcome | null> {
  const { candidate, attempt: seen } = snapshot;
  if (!seen) return null;
  const answer = arrivedAnswer(body);
  const fromActiveDevice = isActiveDevice(seen, deviceId);
  const isCurrent = answer.questionIndex === seen.currentIndex && !seen.answeredCurrent;
  if (seen.submittedAt || !fromActiveDevice || !isCurrent) return null;
  const arriving = arrivingAnswer(seen, answer.questionIndex, answer, now, {
    attemptOpen: true,
    fromActiveDevice,
  });
  const verdict = judgeArrival(arriving, rules);
  if (!verdict.counts) return null;
  const plan = planAnswer(seen, candidate, answer, arriving, verdict, now, rules);
  const recorded = await answerAndAdvance(db, seen, plan.row, plan.next, plan.events, now, {
    candidateVersion: snapshot.candidateVersion,
  });
  const { next } = plan;
  keepSnapshot(
    db,
    candidate.id,
    recorded && next
      ? {
          ...snapshot,
          attempt: {
            ...seen,
            currentIndex: answer.questionIndex + 1,
            currentServedAt: next.servedAt,
            currentDeadlineAt: next.deadlineAt,
            answeredCurrent: false,
          },
        }
      : null,
  );
  return recorded ? { kind: 'question', state: plan.state } : null;
}
