import type { Config } from '../../config.ts';
import { fail } from '../../domain/errors.ts';
import type { AssessmentPreview } from '../../../shared/contract/hr-assessments.ts';
import { activeBank } from '../mcq/active-bank.ts';
import { drawFrom } from '../mcq/draw-questions.ts';
import type { TestCallCache } from '../mcq/test-call-cache.ts';
import { setPracticalTasks } from '../practical/practical-round.ts';
import { keptAssessments } from './kept-assessments.ts';

/**
 * A draw of an assessment for staff to try (`AssessmentPreview`): the bank is only read, no
 * attempt or event is written, so a preview never shows in a list, a board or a statistic.
 */
export async function assessmentPreview(
  cache: TestCallCache,
  config: Config,
  id: string,
): Promise<AssessmentPreview> {
  const kept = await keptAssessments(cache, config);
  const a = kept.byId.get(id);
  if (!a) throw fail.notFound('No such assessment.');
  const drawn = drawFrom(await activeBank(cache, null), a);
  return {
    assessment: {
      id: a.id,
      name: a.name,
      rounds: a.rounds,
      secondsPerQuestion: a.secondsPerQuestion,
      passPercent: a.passPercent,
      practicalMinutes: a.practicalMinutes,
    },
    questions: drawn.map((q) => ({
      question: q.question,
      options: q.options,
      correctOptionIndex: q.correctOptionIndex,
      image: q.image ?? null,
    })),
    practicalTasks: (await setPracticalTasks(cache.db, a.practicalTaskIds)).map((t) => t.question),
  };
}
