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
 * question version, with the attempt's result to rank candidates by. Attempts still running are
 * left out (their result is not known yet). Questions come in bank order of topic, text, version.
 */
export async function itemAnalysis(
  db: Db,
  filter: ResultFilter,
  passPercent: number,
): Promise<ItemAnalysisView> {
  const byQuestion = new Map<string, ItemResponse[]>();
  const attempts = new Set<string>();
  for await (const answer of allAnswers(db, filter, passPercent)) {
    if (answer.attemptRight === null || answer.attemptTotal === null) continue;
    attempts.add(answer.attemptId);
    const list = byQuestion.get(answer.questionId) ?? [];
    list.push({
      attemptId: answer.attemptId,
      chosen: answer.chosenIndex,
      correct: answer.correct,
      secondsTaken: answer.secondsTaken,
      attemptRight: answer.attemptRight,
      attemptTotal: answer.attemptTotal,
      attemptPassPercent: answer.attemptPassPercent,
    });
    byQuestion.set(answer.questionId, list);
  }
  const questions =
    byQuestion.size === 0
      ? []
      : await db
          .select()
          .from(mcqQuestions)
          .where(inArray(mcqQuestions.id, [...byQuestion.keys()]));
  questions.sort(
    (a, b) =>
      a.topic.localeCompare(b.topic) ||
      a.question.localeCompare(b.question) ||
      a.version - b.version,
  );
  return {
    attempts: attempts.size,
    minimumAnswers,
    passPercent,
    items: questions.map((question) => {
      const stats = itemStatistics(
        byQuestion.get(question.id) ?? [],
        question.correctOptionIndex,
        question.options.length,
        passPercent,
      );
      return {
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
