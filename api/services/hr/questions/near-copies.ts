import { eq } from 'drizzle-orm';
import type { Db } from '../../../db/database.ts';
import { mcqQuestions } from '../../../db/schema/question-bank.ts';
import { questionSignature } from '../../../domain/near-copy.ts';
import { timeSlices } from '../../../lib/time-slice.ts';
import type { ImportedQuestion } from '../../../../shared/contract/hr.ts';

/**
 * The previewed questions, each with the question it nearly copies (`questionSignature`): an
 * active question of the bank, or an earlier line of the same file. One read of the active bank's
 * texts and one Map, so a file at the importer's cap costs milliseconds, handing the event loop
 * back as the parse does (`timeSlices`). Retired and superseded versions are not the bank's any more.
 */
export async function withNearCopies(
  db: Db,
  questions: readonly ImportedQuestion[],
): Promise<ImportedQuestion[]> {
  const known = new Map<string, { line: number | null; question: string }>();
  const bank = await db
    .select({ question: mcqQuestions.question })
    .from(mcqQuestions)
    .where(eq(mcqQuestions.active, true));
  for (const { question } of bank) known.set(questionSignature(question), { line: null, question });
  const slice = timeSlices();
  const previewed: ImportedQuestion[] = [];
  for (const question of questions) {
    if (slice.due) await slice.pause();
    const signature = questionSignature(question.question);
    const copied = known.get(signature);
    previewed.push(copied ? { ...question, nearCopyOf: copied } : { ...question });
    if (!copied) known.set(signature, { line: question.line, question: question.question });
  }
  return previewed;
}
