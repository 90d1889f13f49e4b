import { asc, desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../../db/database.ts';
import { hrDecisions } from '../../../db/schema/hr-decisions.ts';
import { lateAnswers } from '../../../db/schema/late-answers.ts';
import { attemptEvents, mcqAnswers, mcqAttempts } from '../../../db/schema/mcq-attempts.ts';
import { mcqQuestions } from '../../../db/schema/question-bank.ts';
import {
  arrivalWorthSaying,
  buildTimeline,
  endingSentence,
} from '../../../domain/attempt-story.ts';
import type { AttemptReportView } from '../../../../shared/contract/hr.ts';
import { decisionsWithDecider } from '../candidate-decision.ts';
import { checkEventChain } from './event-chain.ts';
import { integrityFlags } from '../../../domain/integrity-flags.ts';
import { optionLetter } from '../../../../shared/option-letter.ts';

/** Milliseconds as seconds to a tenth, as the answer table shows them. */
const seconds = (ms: number | null) => (ms === null ? null : Math.round(ms / 100) / 10);

/** The decisions on a candidate, newest first, with who made them. */
async function decisionsOf(db: Db, candidateId: string) {
  const rows = await decisionsWithDecider(db)
    .where(eq(hrDecisions.candidateId, candidateId))
    .orderBy(desc(hrDecisions.id));
  return rows.map((r) => ({ ...r, decidedAt: r.decidedAt.toISOString() }));
}

/**
 * The report of a candidate's current MCQ attempt (or, after a retake with no new start yet, the
 * newest retired one): how it ended in words, its timeline, each question's answer, the late
 * answers with their two times, the decisions, and whether the event chain verifies.
 * Options are letters of the order the candidate saw them in.
 */
export async function attemptReport(
  db: Db,
  candidateId: string,
  timeZone: string,
): Promise<Omit<AttemptReportView, 'candidate' | 'practical' | 'practicalHistory'>> {
  const [attempt] = await db
    .select()
    .from(mcqAttempts)
    .where(eq(mcqAttempts.candidateId, candidateId))
    .orderBy(
      // The current (not retired) attempt first, then the newest.
      desc(isNull(mcqAttempts.retiredAt)),
      desc(mcqAttempts.startedAt),
    )
    .limit(1);
  const decisions = await decisionsOf(db, candidateId);
  if (!attempt)
    return {
      attempt: null,
      ending: null,
      flags: [],
      timeline: [],
      answers: [],
      chain: null,
      decisions,
    };

  const events = await db
    .select()
    .from(attemptEvents)
    .where(eq(attemptEvents.attemptId, attempt.id))
    .orderBy(asc(attemptEvents.id));
  const answers = await db
    .select({ answer: mcqAnswers, version: mcqQuestions.version })
    .from(mcqAnswers)
    .innerJoin(mcqQuestions, eq(mcqQuestions.id, mcqAnswers.questionId))
    .where(eq(mcqAnswers.attemptId, attempt.id));
  const kept = await db.select().from(lateAnswers).where(eq(lateAnswers.attemptId, attempt.id));
  const timeline = buildTimeline(events, timeZone);
  const servedAt = new Map<number, Date>();
  for (const e of events)
    if (e.type === 'served' && e.questionIndex !== null) servedAt.set(e.questionIndex, e.at);

  const reportAnswers = attempt.questions.map((drawn, index) => {
    const row = answers.find((a) => a.answer.questionIndex === index);
    const late = kept.find((k) => k.questionIndex === index);
    const served = servedAt.get(index) ?? null;
    // The same reckoning as the timeline's (`attempt-story.ts`): the device's account first.
    const arrived = row && served ? row.answer.recordedAt.getTime() - served.getTime() : null;
    const given = row?.answer.givenAfterMs ?? null;
    const taken = given ?? arrived;
    const arrivedLater = arrivalWorthSaying(given, arrived);
    return {
      questionNumber: index + 1,
      questionId: drawn.id,
      version: row?.version ?? drawn.version ?? 1,
      question: drawn.question,
      options: drawn.options,
      image: drawn.image ?? null,
      correctOption: optionLetter(drawn.correctOptionIndex) ?? 'A',
      chosenOption: row ? optionLetter(row.answer.selectedOptionIndex) : null,
      correct: row ? row.answer.isCorrect : null,
      settled: row !== undefined,
      secondsTaken: seconds(taken),
      arrivedAfterSeconds: seconds(arrivedLater),
      syncedLate: row?.answer.syncedLate ?? false,
      acceptedByHr: row?.answer.via === 'hr',
      lateAnswer: late
        ? {
            id: late.id,
            chosenOption: optionLetter(late.selectedOptionIndex),
            status: late.status,
            keptBecause: late.keptBecause,
            givenAt:
              late.givenAfterMs === null
                ? null
                : new Date(late.servedAt.getTime() + late.givenAfterMs).toISOString(),
            arrivedAt: late.arrivedAt.toISOString(),
          }
        : null,
    };
  });
  return {
    attempt: {
      id: attempt.id,
      startedAt: attempt.startedAt.toISOString(),
      submittedAt: attempt.submittedAt?.toISOString() ?? null,
      submitReason: attempt.submitReason ?? null,
      totalQuestions: attempt.questions.length,
      attempted: attempt.submittedAt ? attempt.attemptedCount : null,
      right: attempt.submittedAt ? attempt.rightCount : null,
      wrong: attempt.submittedAt ? attempt.wrongCount : null,
      scorePercent: attempt.submittedAt ? attempt.scorePercent : null,
      secondsPerQuestion: attempt.secondsPerQuestion,
      passPercent: attempt.passPercent,
      retiredAt: attempt.retiredAt?.toISOString() ?? null,
      retiredReason: attempt.retiredReason ?? null,
      noticeVersion: attempt.noticeVersion ?? null,
    },
    ending: endingSentence(
      {
        submitReason: attempt.submitReason ?? null,
        submittedAt: attempt.submittedAt,
        questionIndex: attempt.currentIndex,
      },
      timeZone,
    ),
    timeline,
    flags: integrityFlags(
      reportAnswers.map((a) => ({
        questionNumber: a.questionNumber,
        question: a.question,
        secondsTaken: a.secondsTaken,
        answered: a.chosenOption !== null,
      })),
      events,
    ),
    answers: reportAnswers,
    chain: await checkEventChain(db, attempt.id),
    decisions,
  };
}
