import type { SubmitAndNext } from '../../../shared/contract/interview.ts';
import type { Db } from '../../db/database.ts';
import { fail } from '../../domain/errors.ts';
import type { Candidate } from '../../db/schema/candidates.ts';
import { classifyArrival, deadlineFor } from './answer-timing.ts';
import type { AttemptOutcome } from './attempt-outcome.ts';
import type { PendingEvent } from './attempt-events.ts';
import { lockAttempt } from './attempt-store.ts';
import { questionState } from './attempt-view.ts';
import { closeAttempt } from './close-attempt.ts';
import type { McqRules } from './mcq-rules.ts';
import { answerAndAdvance } from './answer-and-advance.ts';
import { markAnswer } from './mark-answer.ts';

/**
 * `POST /test/submit-and-next`: records the answer to the current question and serves the next
 * one with a fresh deadline. A call for any other question (a retry whose response was lost, a
 * stale tab) changes nothing and returns the current state.
 */
export async function submitAndNext(
  db: Db,
  candidate: Candidate,
  body: SubmitAndNext,
  now: Date,
  rules: McqRules,
): Promise<AttemptOutcome> {
  return db.transaction(async (tx) => {
    const attempt = await lockAttempt(tx, candidate.id);
    if (!attempt) throw fail.conflict('You have not started the test yet.');
    if (attempt.submittedAt) return { kind: 'submitted', attempt };

    const index = attempt.currentIndex;
    if (body.currentQuestionIndex !== index || attempt.answeredCurrent) {
      return {
        kind: 'question',
        state: questionState(attempt, attempt.answeredCurrent, now, rules),
      };
    }

    const events: PendingEvent[] = [];
    const timing = classifyArrival(now, attempt.currentDeadlineAt, rules);
    if (timing === 'expired') {
      events.push({
        type: 'late-answer-ignored',
        questionIndex: index,
        detail: { selectedOptionIndex: body.selectedOptionIndex },
      });
      return {
        kind: 'submitted',
        attempt: await closeAttempt(tx, attempt, 'connection-lost', now, 'server', events),
      };
    }
    const marked = markAnswer(attempt, index, body.selectedOptionIndex, now, {
      syncedLate: timing === 'late',
      via: 'next',
    });
    events.push(...marked.events);
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
    await answerAndAdvance(
      tx,
      attempt,
      marked.row,
      { servedAt: now, deadlineAt: deadline },
      events,
      now,
    );
    const advanced = {
      ...attempt,
      currentIndex: index + 1,
      currentServedAt: now,
      currentDeadlineAt: deadline,
    };
    return { kind: 'question', state: questionState(advanced, false, now, rules) };
  });
}
