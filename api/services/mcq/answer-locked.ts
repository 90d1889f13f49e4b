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
import { resumeReopened } from './resume-reopened.ts';

/** An answer as it arrives (`POST /test/submit-and-next`) and what judging it needs. */
export interface AnswerInput {
  body: SubmitAndNext;
  now: Date;
  /**
   * The rules, or how to find them from the candidate read for the call (their drive's
   * assessment): the answer's route reads the candidate only with the attempt.
   */
  rules: McqRules | ((candidate: Candidate) => McqRules);
  /** The window that sent it (`X-Test-Device`), or null. */
  deviceId: string | null;
}

/** The rules of `candidate`'s test, as given or found from them. */
export function rulesFor(given: AnswerInput['rules'], candidate: Candidate): McqRules {
  return typeof given === 'function' ? given(candidate) : given;
}

export function arrivedAnswer(body: SubmitAndNext): ArrivedAnswer {
  return {
    questionIndex: body.currentQuestionIndex,
    selectedOptionIndex: body.selectedOptionIndex,
    givenAfterMs: body.givenAfterMs ?? null,
    givenAt: body.givenAt ?? null,
    via: 'next',
  };
}

/**
 * The answer the one guarded write could not take (`answer-question.ts`), decided under the
 * attempt's lock: whether it counts is the late-answer policy's call
 * (`domain/late-answer-policy.ts`); one that does not is kept for HR, never dropped. A call for
 * any other question (a retry whose response was lost) changes nothing and returns the state.
 */
export async function answerLocked(
  db: Db,
  candidate: Candidate,
  { body, now, rules: given, deviceId }: AnswerInput,
): Promise<AttemptOutcome> {
  const rules = rulesFor(given, candidate);
  return db.transaction(async (tx) => {
    const locked = await lockAttempt(tx, candidate.id);
    if (!locked) throw fail.conflict('You have not started the test yet.');
    // A window that answers a question HR reopened is back on it: its time starts now.
    const attempt = await resumeReopened(tx, locked, now);
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
