import type { AutoSubmit } from '../../../shared/contract/interview.ts';
import type { Db } from '../../db/database.ts';
import { fail } from '../../domain/errors.ts';
import type { Candidate } from '../../db/schema/candidates.ts';
import { classifyArrival } from './answer-timing.ts';
import type { PendingEvent } from './attempt-events.ts';
import { lockAttempt, recordedAnswers, type Attempt } from './attempt-store.ts';
import { mcqAnswers } from '../../db/schema/mcq-attempts.ts';
import { closeAttempt } from './close-attempt.ts';
import type { McqRules } from './mcq-rules.ts';
import { markAnswer, type AnswerRow } from './mark-answer.ts';

/**
 * `POST /test/auto-submit`, for the manual final submit and every auto-submit alike. Exactly once:
 * the first call records the answers to served questions that have none yet (anything else is
 * ignored), scores on the server and closes the attempt with its reason; every later call returns
 * that same attempt unchanged.
 */
export async function finalSubmit(
  db: Db,
  candidate: Candidate,
  body: AutoSubmit,
  now: Date,
  rules: McqRules,
): Promise<Attempt> {
  if (body.candidateId !== candidate.id) throw fail.forbidden('You can only submit your own test.');
  return db.transaction(async (tx) => {
    const attempt = await lockAttempt(tx, candidate.id);
    if (!attempt) throw fail.conflict('You have not started the test yet.');
    if (attempt.submittedAt) return attempt;

    const events: PendingEvent[] = body.events.map((event) => ({
      type: event.type,
      questionIndex: event.questionIndex ?? null,
      detail: { clientAt: event.at },
    }));
    const timing = classifyArrival(now, attempt.currentDeadlineAt, rules);
    if (timing === 'expired') {
      events.push({
        type: 'late-answer-ignored',
        questionIndex: attempt.currentIndex,
        detail: { answers: body.answers },
      });
      return closeAttempt(tx, attempt, 'connection-lost', now, 'server', events);
    }
    const recorded = await recordedAnswers(tx, attempt.id);
    const answered = new Set(recorded.map((a) => a.questionIndex));
    const newRows: AnswerRow[] = [];
    for (const answer of body.answers) {
      const index = attempt.questionIds.indexOf(answer.questionId);
      if (index < 0 || index > attempt.currentIndex) continue; // never served to this candidate
      if (answered.has(index)) continue;
      const marked = markAnswer(attempt, index, answer.selectedOptionIndex, now, {
        syncedLate: timing === 'late',
        via: 'final',
      });
      newRows.push(marked.row);
      events.push(...marked.events);
      answered.add(index);
    }
    // The row lock guarantees none of these exists yet: one insert for all of them.
    if (newRows.length > 0) await tx.insert(mcqAnswers).values(newRows);
    const all = [
      ...recorded,
      ...newRows.map((r) => ({
        selectedOptionIndex: r.selectedOptionIndex ?? null,
        isCorrect: r.isCorrect,
      })),
    ];
    return closeAttempt(tx, attempt, body.reason, now, 'client', events, all);
  });
}
