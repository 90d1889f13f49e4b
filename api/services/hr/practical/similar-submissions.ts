import { and, asc, count, desc, eq, or, sql, type SQL } from 'drizzle-orm';
import { alias, type PgSelect } from 'drizzle-orm/pg-core';
import type { Db } from '../../../db/database.ts';
import { candidates } from '../../../db/schema/candidates.ts';
import { practicalSubmissions } from '../../../db/schema/practical.ts';
import {
  practicalFingerprints,
  practicalSimilarPairs,
} from '../../../db/schema/practical-review.ts';
import type { SimilarPairView } from '../../../../shared/contract/hr-practical.ts';
import { officeDay } from '../../practical/submission-fingerprint.ts';
import type { SimilarityScope } from './unread-fingerprints.ts';

/**
 * Which submissions a person is shown side by side: pairs stored when the later of two was
 * fingerprinted (`submission-fingerprint.ts`), listed for a cohort, a day or one candidate.
 */

const sa = alias(practicalSubmissions, 'sa');
const sb = alias(practicalSubmissions, 'sb');
const ca = alias(candidates, 'ca');
const cb = alias(candidates, 'cb');
const fa = alias(practicalFingerprints, 'fa');
const fb = alias(practicalFingerprints, 'fb');

function pairCondition(scope: SimilarityScope): SQL | undefined {
  switch (scope.kind) {
    case 'submission':
      return or(
        eq(practicalSimilarPairs.submissionId, scope.submissionId),
        eq(practicalSimilarPairs.otherSubmissionId, scope.submissionId),
      );
    case 'cohort':
      return and(eq(ca.cohort, scope.cohort), eq(cb.cohort, scope.cohort));
    case 'day':
      return and(
        sql`${officeDay(sa.submittedAt, scope.timeZone)} = ${scope.day}::date`,
        sql`${officeDay(sb.submittedAt, scope.timeZone)} = ${scope.day}::date`,
      );
    case 'all':
      return undefined;
  }
}

const side = <
  S extends typeof sa | typeof sb,
  C extends typeof ca | typeof cb,
  F extends typeof fa | typeof fb,
>(
  s: S,
  c: C,
  f: F,
) => ({
  candidateId: c.id,
  name: c.fullName,
  oneTimeId: c.oneTimeId,
  cohort: c.cohort,
  submittedAt: s.submittedAt,
  fileName: s.fileName,
  uniqueLines: f.uniqueLines,
});

/** Both sides of a pair: submission, candidate and fingerprint of each. */
function withSides<T extends PgSelect>(query: T) {
  return query
    .innerJoin(sa, eq(sa.id, practicalSimilarPairs.submissionId))
    .innerJoin(sb, eq(sb.id, practicalSimilarPairs.otherSubmissionId))
    .innerJoin(ca, eq(ca.id, sa.candidateId))
    .innerJoin(cb, eq(cb.id, sb.candidateId))
    .innerJoin(fa, eq(fa.submissionId, sa.id))
    .innerJoin(fb, eq(fb.submissionId, sb.id));
}

/**
 * The listed pairs of a scope, the most alike first (the larger of line containment and Jaccard,
 * then the number of shared files). With a `submissionId`, that submission is `a` of each pair.
 */
export async function similarPairs(
  db: Db,
  scope: SimilarityScope,
  page: { offset: number; limit: number },
): Promise<{ items: SimilarPairView[]; total: number }> {
  const where = pairCondition(scope);
  const [counted] = await withSides(
    db.select({ n: count() }).from(practicalSimilarPairs).$dynamic(),
  ).where(where);
  const rows = await withSides(
    db
      .select({
        a: side(sa, ca, fa),
        b: side(sb, cb, fb),
        sharedFiles: practicalSimilarPairs.sharedFiles,
        lineJaccard: practicalSimilarPairs.lineJaccard,
        lineContainment: practicalSimilarPairs.lineContainment,
        sharedLines: practicalSimilarPairs.sharedLines,
        comparedAt: practicalSimilarPairs.comparedAt,
        aSubmission: practicalSimilarPairs.submissionId,
      })
      .from(practicalSimilarPairs)
      .$dynamic(),
  )
    .where(where)
    .orderBy(
      desc(
        sql`greatest(${practicalSimilarPairs.lineContainment}, ${practicalSimilarPairs.lineJaccard})`,
      ),
      desc(sql`jsonb_array_length(${practicalSimilarPairs.sharedFiles})`),
      desc(practicalSimilarPairs.comparedAt),
      asc(practicalSimilarPairs.submissionId),
      asc(practicalSimilarPairs.otherSubmissionId),
    )
    .offset(page.offset)
    .limit(page.limit);
  const items = rows.map(({ aSubmission, ...row }) => {
    const view: SimilarPairView = {
      ...row,
      a: { ...row.a, submittedAt: row.a.submittedAt.toISOString() },
      b: { ...row.b, submittedAt: row.b.submittedAt.toISOString() },
      comparedAt: row.comparedAt.toISOString(),
    };
    const flip = scope.kind === 'submission' && aSubmission !== scope.submissionId;
    if (!flip) return view;
    return {
      ...view,
      a: view.b,
      b: view.a,
      sharedFiles: view.sharedFiles.map((f) => ({ ...f, pathA: f.pathB, pathB: f.pathA })),
    };
  });
  return { items, total: counted?.n ?? 0 };
}
