import type { BankQuestion } from './draw-questions.ts';
import type { TestCallCache } from './test-call-cache.ts';

/**
 * The active question bank. A burst of starts would read the whole bank for each candidate; the
 * bank changes only when HR edits it, and every change moves the bank's revision on (a trigger on
 * `mcq_questions`), which each start reads with the candidate (`knownRevision`). So the copy
 * read last (`cache.bank`) serves while the revision is the same, on every instance, and the
 * first start after an edit anywhere reads the bank again. Without a revision to compare, the
 * bank is read.
 */
export async function activeBank(
  cache: TestCallCache,
  knownRevision: number | null,
): Promise<readonly BankQuestion[]> {
  const copy = cache.bank;
  if (copy && knownRevision !== null && copy.revision === knownRevision) return copy.bank;
  const rows = await cache.statements.activeBank().execute();
  const bank = Object.freeze(rows.map(({ revision: _revision, ...question }) => question));
  if (rows[0]) cache.bank = { revision: rows[0].revision, bank };
  return bank;
}
