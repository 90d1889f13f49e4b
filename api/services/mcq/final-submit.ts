import type { AutoSubmit } from '../../../shared/contract/interview.ts';
import type { Candidate } from '../../db/schema/candidates.ts';
import { classifyArrival } from '../../domain/answer-timing.ts';
import { fail } from '../../domain/errors.ts';
import { judgeArrival, lateArrivalDetail } from '../../domain/late-answer-policy.ts';
import { logEvents } from './attempt-events.ts';
import { isActiveDevice } from './attempt-outcome.ts';
import { lockAttemptWithAnswers, type Attempt } from './attempt-store.ts';
import { closeAttempt } from './close-attempt.ts';
import { arrivingAnswer, keepLateAnswer, type ArrivedAnswer } from './late-answers.ts';
import { markAnswer, type AnswerRow } from './mark-answer.ts';
import { reportedEvents } from './reported-events.ts';
import type { McqRules } from './mcq-rules.ts';
import type { TestCallCache } from './test-call-cache.ts';
import { keepSnapshot } from './test-call-snapshot.ts';

export type FinalSubmitOutcome = { kind: 'submitted'; attempt: Attempt } | { kind: 'taken-over' };

/** The candidate as HR's notice names them: the request's own (read with the token check). */
function noticeCandidateOf(candidate: Candidate) {
  const { id, oneTimeId, fullName, email, testType } = candidate;
  return { id, oneTimeId, fullName, email, testType };
}

/**
 * `POST /test/auto-submit`, for the manual final submit and every auto-submit alike. Exactly once:
 * the first call records the answers to served questions that have none yet, as the late-answer
 * policy allows (what it does not count is kept for HR), scores on the server and closes the
 * attempt with its reason; every later call returns that same attempt unchanged, keeping what it
 * carried that was never recorded. A window another one took over closes nothing.
 */
export async function finalSubmit(
  cache: TestCallCache,
  candidate: Candidate,
  body: AutoSubmit,
  now: Date,
  rules: McqRules,
  deviceId: string | null = null,
): Promise<FinalSubmitOutcome> {
  if (body.candidateId !== candidate.id) throw fail.forbidden('You can only submit your own test.');
  // The copy kept for the next answer (`keepSnapshot`) is of no use once the test is closed: its
  // write would find the attempt submitted. Forgotten here, it no longer takes a place among the
  // copies kept for those still answering.
  keepSnapshot(cache, candidate.id, null);
  return cache.db.transaction(async (tx) => {
    const locked = await lockAttemptWithAnswers(tx, candidate.id);
    if (!locked) throw fail.conflict('You have not started the test yet.');
    const { answers: recorded, ...attempt } = locked;
    // Its drawn questions too (never stale, so only a read is lost if a late call comes).
    cache.questions.delete(attempt.id);
    const answered = new Set(recorded.map((a) => a.questionIndex));
    const fromActiveDevice = isActiveDevice(attempt, deviceId);
    const arrived = body.answers
      .map((a): ArrivedAnswer => ({
        questionIndex: attempt.questionIds.indexOf(a.questionId),
        selectedOptionIndex: a.selectedOptionIndex,
        givenAfterMs: a.givenAfterMs ?? null,
        givenAt: a.givenAt ?? null,
        via: 'final',
      }))
      // Only questions served to this candidate and not settled yet; the rest are repeats.
      .filter((a) => a.questionIndex >= 0 && a.questionIndex <= attempt.currentIndex)
      .filter((a) => !answered.has(a.questionIndex));

    if (attempt.submittedAt || !fromActiveDevice) {
      // A submit intent after the close, or from a window that no longer drives the test: its
      // answers are kept, its reason and events logged, and nothing changes the result.
      for (const answer of arrived) {
        const arriving = arrivingAnswer(attempt, answer.questionIndex, answer, now, {
          attemptOpen: !attempt.submittedAt,
          fromActiveDevice,
        });
        const why = attempt.submittedAt ? 'attempt-closed' : 'older-window';
        await keepLateAnswer(tx, attempt, answer, arriving, why);
      }
      await logEvents(tx, attempt.id, now, [
        ...reportedEvents(body.events),
        {
          type: 'submit-after-close',
          questionIndex: attempt.currentIndex,
          detail: { reason: body.reason, takenOver: !fromActiveDevice },
        },
      ]);
      return attempt.submittedAt ? { kind: 'submitted', attempt } : { kind: 'taken-over' };
    }

    const events = reportedEvents(body.events);
    const newRows: AnswerRow[] = [];
    // Past the reconnect window the attempt closes as the sweeper would have closed it.
    let expired = classifyArrival(now, attempt.currentDeadlineAt, rules) === 'expired';
    for (const answer of arrived) {
      const arriving = arrivingAnswer(attempt, answer.questionIndex, answer, now, {
        attemptOpen: true,
        fromActiveDevice,
      });
      const verdict = judgeArrival(arriving, rules);
      if (!verdict.counts) {
        await keepLateAnswer(tx, attempt, answer, arriving, verdict.keptBecause);
        expired ||= verdict.keptBecause === 'past-reconnect-window';
        continue;
      }
      const marked = markAnswer(attempt, answer.questionIndex, answer, now, {
        syncedLate: verdict.syncedLate ? lateArrivalDetail(arriving, verdict) : null,
        via: 'final',
      });
      newRows.push(marked.row);
      events.push(...marked.events);
      answered.add(answer.questionIndex);
    }
    // The row lock guarantees none of these exists yet: written with the close, in one statement.
    const extras = { newAnswers: newRows, candidate: noticeCandidateOf(candidate) };
    const all = [
      ...recorded,
      ...newRows.map((r) => ({
        selectedOptionIndex: r.selectedOptionIndex ?? null,
        isCorrect: r.isCorrect,
      })),
    ];
    if (expired) {
      return {
        kind: 'submitted',
        attempt: await closeAttempt(
          tx,
          attempt,
          'connection-lost',
          now,
          rules,
          'server',
          events,
          all,
          extras,
        ),
      };
    }
    return {
      kind: 'submitted',
      attempt: await closeAttempt(
        tx,
        attempt,
        body.reason,
        now,
        rules,
        'client',
        events,
        all,
        extras,
      ),
    };
  });
}
