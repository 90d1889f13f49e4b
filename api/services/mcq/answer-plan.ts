import type { ServedQuestionState } from './attempt-view.ts';
import type { Candidate } from '../../db/schema/candidates.ts';
import { deadlineFor } from '../../domain/answer-timing.ts';
import type { ArrivingAnswer, Verdict } from '../../domain/late-answer-policy.ts';
import { lateArrivalDetail } from '../../domain/late-answer-policy.ts';
import type { PendingEvent } from './attempt-events.ts';
import type { Attempt } from './attempt-store.ts';
import { questionState } from './attempt-view.ts';
import type { ArrivedAnswer } from './late-answers.ts';
import { markAnswer, type AnswerRow } from './mark-answer.ts';
import type { McqRules } from './mcq-rules.ts';
import { ownRules } from './attempt-settings.ts';

/** What settling the current question writes (`answerAndAdvance`) and the state to return then. */
export interface AnswerPlan {
  row: AnswerRow;
  next: { servedAt: Date; deadlineAt: Date } | null;
  events: PendingEvent[];
  state: ServedQuestionState;
}

/**
 * Settles the current question: counted, with the policy's verdict (synced late or not), or, when
 * it was given after the deadline by the device's account (`counts: false`), as unanswered (the
 * kept answer waits for HR). Then the next question with a fresh deadline, or, after the last,
 * no question. Pure: the same for the locked and the unlocked way.
 */
export function planAnswer(
  attempt: Attempt,
  candidate: Pick<Candidate, 'timeFactor'>,
  answer: ArrivedAnswer,
  arriving: ArrivingAnswer,
  verdict: Verdict,
  now: Date,
  rules: McqRules,
): AnswerPlan {
  const index = answer.questionIndex;
  const marked = markAnswer(
    attempt,
    index,
    verdict.counts
      ? answer
      : { selectedOptionIndex: null, givenAfterMs: answer.givenAfterMs, givenAt: answer.givenAt },
    now,
    {
      syncedLate:
        verdict.counts && verdict.syncedLate ? lateArrivalDetail(arriving, verdict) : null,
      via: 'next',
    },
  );
  const events = [...marked.events];
  if (index >= attempt.questionIds.length - 1) {
    return { row: marked.row, next: null, events, state: questionState(attempt, true, now, rules) };
  }
  // The attempt's own seconds: an edit of the settings mid-test does not change its clock.
  const deadline = deadlineFor(
    now,
    ownRules(attempt, rules).secondsPerQuestion,
    candidate.timeFactor,
  );
  events.push({
    type: 'served',
    questionIndex: index + 1,
    detail: { deadlineAt: deadline.toISOString() },
  });
  const advanced = {
    ...attempt,
    currentIndex: index + 1,
    currentServedAt: now,
    currentDeadlineAt: deadline,
  };
  return {
    row: marked.row,
    next: { servedAt: now, deadlineAt: deadline },
    events,
    state: questionState(advanced, false, now, rules),
  };
}
