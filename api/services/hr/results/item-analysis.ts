import { inArray } from 'drizzle-orm';
import type { Db } from '../../../db/database.ts';
import { mcqQuestions } from '../../../db/schema/question-bank.ts';
import {
  itemStatistics,
  minimumAnswers,
  type ItemResponse,
} from '../../../domain/item-statistics.ts';
import { optionLetter } from '../../../../shared/option-letter.ts';
import type { ItemAnalysisView } from '../../../../shared/contract/hr.ts';
import { allAnswers } from './answers-export.ts';
import type { ResultFilter } from './results-query.ts';

/**
 * Item analysis (docs/hr-api.md, "Item analysis") of the current, submitted attempts of the
 * candidates the results filter selects: every answer the answers export counts, grouped by
 * assessment and question version, with the attempt's result to rank candidates by. Attempts
 * still running are left out (their result is not known yet). A question two assessments share
 * gets a row for each: their candidates, cut-offs and upper and lower groups differ, so their
 * figures are kept apart, never blended. Rows come by assessment name, then in bank order of
 * topic, text, version.
 */
export async function itemAnalysis(
  db: Db,
  filter: ResultFilter,
  passPercent: number,
): Promise<ItemAnalysisView> {
  // Keyed by assessment id and question id.
  const byItem = new Map<string, ItemResponse[]>();
  const assessments = new Map<string, string>();
  const attempts = new Set<string>();
  const keyOf = (assessmentId: string, questionId: string) => `${assessmentId} ${questionId}`;
  for await (const answer of allAnswers(db, filter, passPercent)) {
    if (answer.attemptRight === null || answer.attemptTotal === null) continue;
    attempts.add(answer.attemptId);
    assessments.set(answer.assessmentId, answer.assessment);
    const key = keyOf(answer.assessmentId, answer.questionId);
    const list = byItem.get(key) ?? [];
    list.push({
      attemptId: answer.attemptId,
      chosen: answer.chosenIndex,
      correct: answer.correct,
      secondsTaken: answer.secondsTaken,
      attemptRight: answer.attemptRight,
      attemptTotal: answer.attemptTotal,
      attemptPassPercent: answer.attemptPassPercent,
    });
    byItem.set(key, list);
  }
  const questionIds = [...new Set([...byItem.keys()].map((key) => key.split(' ')[1] ?? ''))];
  const questions = new Map(
    (questionIds.length === 0
      ? []
      : await db.select().from(mcqQuestions).where(inArray(mcqQuestions.id, questionIds))
    ).map((q) => [q.id, q]),
  );
  const items = [...byItem.keys()].flatMap((key) => {
    const [assessmentId = '', questionId = ''] = key.split(' ');
    const question = questions.get(questionId);
    return question
      ? [{ assessmentId, assessment: assessments.get(assessmentId) ?? '', question }]
      : [];
  });
  items.sort(
    (a, b) =>
      a.assessment.localeCompare(b.assessment) ||
      a.assessmentId.localeCompare(b.assessmentId) ||
      a.question.topic.localeCompare(b.question.topic) ||
      a.question.question.localeCompare(b.question.question) ||
      a.question.version - b.question.version,
  );
  return {
    attempts: attempts.size,
    minimumAnswers,
    passPercent,
    assessments: [...assessments].map(([id, name]) => ({ id, name })),
    items: items.map(({ assessmentId, assessment, question }) => {
      const stats = itemStatistics(
        byItem.get(keyOf(assessmentId, question.id)) ?? [],
        question.correctOptionIndex,
        question.options.length,
        passPercent,
      );
      return {
        assessmentId,
        assessment,
        questionId: question.id,
        familyId: question.familyId,
        version: question.version,
        topic: question.topic,
        question: question.question,
        options: question.options,
        correctOption: optionLetter(question.correctOptionIndex) ?? 'A',
        ...stats,
        regradePreview: stats.regradePreview && {
          ...stats.regradePreview,
          option: optionLetter(stats.regradePreview.option) ?? 'A',
        },
      };
    }),
  };
}
