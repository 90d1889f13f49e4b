import type { SubmitAndNext } from '../../../shared/contract/interview.ts';
import type { Candidate } from '../../db/schema/candidates.ts';
import type { Db } from '../../db/database.ts';
import { deadlineFor } from '../../domain/answer-timing.ts';
import { fail } from '../../domain/errors.ts';
import { judgeArrival, lateArrivalDetail } from '../../domain/late-answer-policy.ts';
import { answerAndAdvance } from './answer-and-advance.ts';
import { isActiveDevice, type AttemptOutcome } from './attempt-outcome.ts';
import { lockAttempt } from './attempt-store.ts';
import { questionState } from './attempt-view.ts';
import { closeAttempt } from './close-attempt.ts';
import { arrivingAnswer, keepLateAnswer, type ArrivedAnswer } from './late-answers.ts';
import { markAnswer } from './mark-answer.ts';
import type { McqRules } from './mcq-rules.ts';

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
): Promise<AttemptOutcome> {
  return db.transaction(async (tx) => {
    const attempt = await lockAttempt(tx, candidate.id);
    if (!attempt) throw fail.conflict('You have not started the test yet.');
    const index = body.currentQuestionIndex;
    const answer: ArrivedAnswer = {
      questionIndex: index,
      selectedOptionIndex: body.selectedOptionIndex,
      givenAfterMs: body.givenAfterMs ?? null,
      via: 'next',
    };
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
    const marked = markAnswer(
      attempt,
      index,
      verdict.counts ? answer : { selectedOptionIndex: null, givenAfterMs: answer.givenAfterMs },
      now,
      {
        syncedLate:
          verdict.counts && verdict.syncedLate ? lateArrivalDetail(arriving, verdict) : null,
        via: 'next',
      },
    );
    const events = [...marked.events];
    if (index >= attempt.questionIds.length - 1) {
      await answerAndAdvance(tx, attempt, marked.row, null, events, now);
      return { kind: 'question', state: questionState(attempt, true, now, rules) };
    }
    const deadline = deadlineFor(now, rules.secondsPerQuestion, candidate.timeFactor);
    events.push({
      type: 'served',
      questionIndex: index + 1,
      detail: { deadlineAt: deadline.toISOString() },
    });
    const next = { servedAt: now, deadlineAt: deadline };
    await answerAndAdvance(tx, attempt, marked.row, next, events, now);
    const advanced = {
      ...attempt,
      currentIndex: index + 1,
      currentServedAt: now,
      currentDeadlineAt: deadline,
    };
    return { kind: 'question', state: questionState(advanced, false, now, rules) };
  });
}
