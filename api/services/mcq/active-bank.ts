import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { mcqBankRevision, mcqQuestions } from '../../db/schema/question-bank.ts';
import type { BankQuestion } from './draw-questions.ts';

// Prepared once per database: the active bank with the revision it was read at (one statement,
// so the two always match).
const prepared = new WeakMap<Db, ReturnType<typeof prepareActiveBank>>();
function prepareActiveBank(db: Db) {
  return db
    .select({
      id: mcqQuestions.id,
      topic: mcqQuestions.topic,
      version: mcqQuestions.version,
      question: mcqQuestions.question,
      options: mcqQuestions.options,
      correctOptionIndex: mcqQuestions.correctOptionIndex,
      revision: sql<number>`coalesce((select ${mcqBankRevision.revision} from ${mcqBankRevision} where ${mcqBankRevision.id} = 1), 0)`,
    })
    .from(mcqQuestions)
    .where(eq(mcqQuestions.active, true))
    .prepare('active_question_bank');
}

/** The copy of the active bank this process drew from last, and the revision it was read at. */
const copies = new WeakMap<Db, { revision: number; bank: readonly BankQuestion[] }>();

/**
 * The active question bank. A burst of starts would read the whole bank for each candidate; the
 * bank changes only when HR edits it, and every change moves the bank's revision on (a trigger on
 * `mcq_questions`), which each start reads with the candidate (`knownRevision`). So the copy
 * read last serves while the revision is the same, on every instance, and the first start after
 * an edit anywhere reads the bank again. Without a revision to compare, the bank is read.
 */
export async function activeBank(
  db: Db,
  knownRevision: number | null,
): Promise<readonly BankQuestion[]> {
  const copy = copies.get(db);
  if (copy && knownRevision !== null && copy.revision === knownRevision) return copy.bank;
  let query = prepared.get(db);
  if (!query) {
    query = prepareActiveBank(db);
    prepared.set(db, query);
  }
  const rows = await query.execute();
  const bank = Object.freeze(rows.map(({ revision: _revision, ...question }) => question));
  if (rows[0]) copies.set(db, { revision: rows[0].revision, bank });
  return bank;
}
