import type { ClientEventType, ClientSubmitReason } from '../../shared/contract/interview.ts';
import type { GivenAnswer, QuestionView } from './interview-types.ts';
import { answerKey, submitKey, type NewOutboxEntry } from './outbox-entry.ts';

/** Who is taking the test, and this device's monotonic clock (ms). */
export interface TestIdentity {
  candidateId: string;
  token: string;
  deviceId: string;
  monotonicNow: () => number;
}

/** The current question's choice, with the monotonic times of its appearing and of the choice. */
export interface CurrentChoice {
  selected: number | null;
  shownAt: number;
  selectedAt: number;
}

/** The current question's answer: the choice, and when the device says it was given. */
export function currentAnswer(
  identity: TestIdentity,
  view: QuestionView,
  choice: CurrentChoice,
): GivenAnswer {
  // A choice counts from when it was made; no choice, from now (the time ran out or Next).
  const now = identity.monotonicNow();
  const givenAt = choice.selected === null ? now : choice.selectedAt;
  return {
    questionId: view.questionId,
    selectedOptionIndex: choice.selected,
    givenAfterMs: Math.max(0, Math.round(givenAt - choice.shownAt)),
    // The device's wall clock then, for HR's "device time" (the monotonic clock has no date).
    givenAt: Math.round(Date.now() - (now - givenAt)),
  };
}

/** A choice given on this device replaces an earlier one for the same question. */
export const withAnswer = (answers: GivenAnswer[], answer: GivenAnswer) => [
  ...answers.filter((a) => a.questionId !== answer.questionId),
  answer,
];

export function answerEntry(
  identity: TestIdentity,
  view: QuestionView,
  answer: GivenAnswer,
): NewOutboxEntry {
  return {
    key: answerKey(identity.candidateId, view.index),
    candidateId: identity.candidateId,
    token: identity.token,
    deviceId: identity.deviceId,
    kind: 'answer',
    payload: {
      currentQuestionIndex: view.index,
      selectedOptionIndex: answer.selectedOptionIndex,
      givenAfterMs: answer.givenAfterMs,
      givenAt: answer.givenAt ?? null,
      questionId: view.questionId,
    },
  };
}

/** The one final submission: its reason, every answer the device knows, what the browser saw. */
export function submitEntry(
  identity: TestIdentity,
  view: QuestionView | null,
  answers: GivenAnswer[],
  start: { reason: ClientSubmitReason; observed: { type: ClientEventType; at: number }[] },
): NewOutboxEntry {
  return {
    key: submitKey(identity.candidateId),
    candidateId: identity.candidateId,
    token: identity.token,
    deviceId: identity.deviceId,
    kind: 'submit',
    payload: {
      candidateId: identity.candidateId,
      reason: start.reason,
      answers,
      events: start.observed.map((e) => ({
        type: e.type,
        at: e.at,
        questionIndex: view?.index ?? null,
      })),
    },
  };
}
