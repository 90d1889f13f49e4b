import { and, desc, eq, ne, notInArray, or, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { candidates } from '../../db/schema/candidates.ts';
import { practicalSubmissions } from '../../db/schema/practical.ts';
import { practicalFingerprints, practicalSimilarPairs } from '../../db/schema/practical-review.ts';
import {
  compareFingerprints,
  decodeSketch,
  encodeSketch,
  isListed,
  type ComparableFingerprint,
} from '../../domain/similarity.ts';
import { StoredZipReader } from './stored-zip-reader.ts';
import { fingerprintZip, type FingerprintCaps } from './zip-fingerprint.ts';

/** Held while a fingerprint is written and its last comparisons made, by every instance. */
const fingerprintLockKey = 724_301_561;
/** Submissions of one scope compared with a new one: the newest this many. */
export const maxComparedPerSubmission = 1000;
const comparePage = 200;

/**
 * The office's calendar day of a time, in SQL: "the same day" of the similarity check, on the
 * company's clock (`COMPANY_TIME_ZONE`), the one the console's day filter and its screens read.
 */
export const officeDay = (time: SQL | AnyColumn, timeZone: string) =>
  sql`(${time} at time zone ${timeZone})::date`;

/** A submission as the similarity check places it: its cohort, and its day on the office clock. */
export interface Placed {
  cohort: string | null;
  submittedAt: Date;
  timeZone: string;
}

interface Subject extends Placed {
  id: string;
  sizeBytes: number;
}

/**
 * The submissions one is compared with, as a condition on `practical_submissions` and
 * `candidates`: those of its candidate's cohort, and those of its office day.
 */
export function sameCohortOrDay(subject: Placed): SQL {
  const at = sql`${subject.submittedAt.toISOString()}::timestamptz`;
  const { timeZone } = subject;
  const sameDay = sql`${officeDay(practicalSubmissions.submittedAt, timeZone)} = ${officeDay(at, timeZone)}`;
  return subject.cohort ? (or(eq(candidates.cohort, subject.cohort), sameDay) ?? sameDay) : sameDay;
}

/**
 * The fingerprints a submission is compared with: the other submissions of its candidate's
 * cohort, or of the same day (office time), newest first, leaving out `seen` ones.
 */
async function scopeFingerprints(
  db: Db,
  subject: Subject,
  seen: string[],
  offset: number,
  limit: number,
) {
  return db
    .select({
      id: practicalFingerprints.submissionId,
      files: practicalFingerprints.files,
      lineSketch: practicalFingerprints.lineSketch,
      uniqueLines: practicalFingerprints.uniqueLines,
    })
    .from(practicalFingerprints)
    .innerJoin(
      practicalSubmissions,
      eq(practicalSubmissions.id, practicalFingerprints.submissionId),
    )
    .innerJoin(candidates, eq(candidates.id, practicalSubmissions.candidateId))
    .where(
      and(
        ne(practicalFingerprints.submissionId, subject.id),
        seen.length > 0 ? notInArray(practicalFingerprints.submissionId, seen) : undefined,
        sameCohortOrDay(subject),
      ),
    )
    .orderBy(desc(practicalSubmissions.submittedAt), practicalFingerprints.submissionId)
    .offset(offset)
    .limit(limit);
}

type PairRow = typeof practicalSimilarPairs.$inferInsert;

/** Compares `mine` with each fingerprint and keeps the pairs to list (smaller id first). */
function listedPairs(
  subjectId: string,
  mine: ComparableFingerprint,
  others: Awaited<ReturnType<typeof scopeFingerprints>>,
  now: Date,
): PairRow[] {
  const pairs: PairRow[] = [];
  for (const row of others) {
    const other = { ...row, sketch: decodeSketch(row.lineSketch) };
    const first = subjectId < row.id;
    const [a, b] = first ? [mine, other] : [other, mine];
    const comparison = compareFingerprints(a, b);
    if (!isListed(comparison, a, b)) continue;
    pairs.push({
      submissionId: first ? subjectId : row.id,
      otherSubmissionId: first ? row.id : subjectId,
      ...comparison,
      comparedAt: now,
    });
  }
  return pairs;
}

/**
 * Fingerprints a stored submission (`zip-fingerprint.ts`) and compares it with the fingerprints of
 * its cohort and day, keeping the pairs to list; does nothing when it already has one. The slow
 * part (reading the archive, comparing with what is there) runs outside any transaction; then,
 * under a lock every instance takes, the fingerprint is written and compared with any written in
 * the meantime, so of two submissions fingerprinted at once the second always sees the first.
 */
export async function fingerprintSubmission(
  db: Db,
  submissionId: string,
  now: Date,
  timeZone: string,
  caps?: FingerprintCaps,
): Promise<void> {
  const [found] = await db
    .select({
      id: practicalSubmissions.id,
      sizeBytes: practicalSubmissions.sizeBytes,
      submittedAt: practicalSubmissions.submittedAt,
      cohort: candidates.cohort,
      done: practicalFingerprints.submissionId,
    })
    .from(practicalSubmissions)
    .innerJoin(candidates, eq(candidates.id, practicalSubmissions.candidateId))
    .leftJoin(
      practicalFingerprints,
      eq(practicalFingerprints.submissionId, practicalSubmissions.id),
    )
    .where(eq(practicalSubmissions.id, submissionId));
  if (!found || found.done) return;
  const subject: Subject = { ...found, timeZone };
  const read = await fingerprintZip(new StoredZipReader(db, subject.id), subject.sizeBytes, caps);
  const mine: ComparableFingerprint = read;
  const seen: string[] = [];
  const pairs: PairRow[] = [];
  for (let offset = 0; offset < maxComparedPerSubmission; offset += comparePage) {
    const page = await scopeFingerprints(db, subject, [], offset, comparePage);
    pairs.push(...listedPairs(subject.id, mine, page, now));
    seen.push(...page.map((row) => row.id));
    if (page.length < comparePage) break;
  }
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${fingerprintLockKey})`);
    const written = await tx
      .insert(practicalFingerprints)
      .values({
        submissionId: subject.id,
        files: read.files,
        lineSketch: encodeSketch(read.sketch),
        uniqueLines: read.uniqueLines,
        skipped: read.skipped,
        bytesRead: read.bytesRead,
        computedAt: now,
      })
      .onConflictDoNothing()
      .returning({ id: practicalFingerprints.submissionId });
    // Another instance fingerprinted it meanwhile, pairs included.
    if (written.length === 0) return;
    const late = await scopeFingerprints(tx, subject, seen, 0, maxComparedPerSubmission);
    pairs.push(...listedPairs(subject.id, mine, late, now));
    for (let i = 0; i < pairs.length; i += 100)
      await tx
        .insert(practicalSimilarPairs)
        .values(pairs.slice(i, i + 100))
        .onConflictDoNothing();
  });
}
