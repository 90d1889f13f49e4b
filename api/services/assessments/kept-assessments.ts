import { asc, eq, isNull } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/database.ts';
import {
  assessments,
  drives,
  type AssessmentRow,
  type DriveRow,
} from '../../db/schema/assessments.ts';
import { mcqAttempts } from '../../db/schema/mcq-attempts.ts';
import type { Candidate } from '../../db/schema/candidates.ts';
import type { KeptAssessments, TestCallCache } from '../mcq/test-call-cache.ts';

/** The name the first assessment takes when it is made from the environment's values. */
export const firstAssessmentName = 'Company test';

/**
 * Makes sure one assessment is the default. A database migrated from a build with one test has
 * it already when HR had saved settings (migration 0024); otherwise it is made from the
 * environment's values, the ones that applied. Drives and attempts a migration left without an
 * assessment are given it: they were of the one test there was. Safe to run on every start.
 */
export async function ensureDefaultAssessment(db: Db, config: Config): Promise<string> {
  return db.transaction(async (tx) => {
    const [found] = await tx
      .select({ id: assessments.id })
      .from(assessments)
      .where(eq(assessments.isDefault, true));
    let id = found?.id;
    if (!id) {
      const [oldest] = await tx
        .select({ id: assessments.id })
        .from(assessments)
        .where(isNull(assessments.archivedAt))
        .orderBy(asc(assessments.createdAt))
        .limit(1);
      if (oldest) {
        await tx.update(assessments).set({ isDefault: true }).where(eq(assessments.id, oldest.id));
        id = oldest.id;
      } else {
        const [made] = await tx
          .insert(assessments)
          .values({
            name: firstAssessmentName,
            rounds: 'both',
            questionCount: config.MCQ_QUESTION_COUNT,
            secondsPerQuestion: config.MCQ_QUESTION_SECONDS,
            passPercent: config.MCQ_PASS_PERCENT,
            practicalMinutes: config.PRACTICAL_MINUTES,
            isDefault: true,
          })
          .onConflictDoNothing()
          .returning({ id: assessments.id });
        // Lost a race with another instance starting: take the one it made.
        id =
          made?.id ??
          (
            await tx
              .select({ id: assessments.id })
              .from(assessments)
              .where(eq(assessments.isDefault, true))
          )[0]?.id;
        if (!id) throw new Error('no default assessment could be made');
      }
    }
    await tx.update(drives).set({ assessmentId: id }).where(isNull(drives.assessmentId));
    await tx.update(mcqAttempts).set({ assessmentId: id }).where(isNull(mcqAttempts.assessmentId));
    return id;
  });
}

// Every test call reads the candidate's assessment: the two small tables are kept for a few
// seconds, so a burst of starts costs one read, and an edit reaches every instance within
// `cacheMs` (at once on this one: editors clear the cache). A cache's age is the machine's, not
// the server's clock: it decides no deadline.
const cacheMs = 5000;

/** The assessments and drives, as kept (read again when older than `cacheMs`). */
export async function keptAssessments(
  cache: TestCallCache,
  config: Config,
): Promise<KeptAssessments> {
  const hit = cache.assessments;
  if (hit && Date.now() - hit.at < cacheMs) return hit;
  const read = async () => {
    const [rows, driveRows] = await Promise.all([
      cache.db.select().from(assessments),
      cache.db.select().from(drives),
    ]);
    return { rows, driveRows };
  };
  let { rows, driveRows } = await read();
  let defaultRow = rows.find((a) => a.isDefault);
  if (!defaultRow) {
    await ensureDefaultAssessment(cache.db, config);
    ({ rows, driveRows } = await read());
    defaultRow = rows.find((a) => a.isDefault);
    if (!defaultRow) throw new Error('no default assessment');
  }
  const kept: KeptAssessments = {
    at: Date.now(),
    byId: new Map(rows.map((a) => [a.id, a])),
    driveByName: new Map(driveRows.map((d) => [d.name, d])),
    defaultId: defaultRow.id,
  };
  cache.assessments = kept;
  return kept;
}

/** A candidate's drive (none outside one) and the assessment they take. */
export interface CandidatePlace {
  drive: DriveRow | null;
  assessment: AssessmentRow;
}

/** The assessment whose id is given, from the kept copy: the default one for none or an unknown id. */
export function assessmentIn(kept: KeptAssessments, id: string | null): AssessmentRow {
  const assessment = kept.byId.get(id ?? kept.defaultId) ?? kept.byId.get(kept.defaultId);
  if (!assessment) throw new Error('the default assessment is missing from the kept copy');
  return assessment;
}

export function placeIn(
  kept: KeptAssessments,
  candidate: Pick<Candidate, 'cohort'>,
): CandidatePlace {
  const drive = candidate.cohort ? (kept.driveByName.get(candidate.cohort) ?? null) : null;
  return { drive, assessment: assessmentIn(kept, drive?.assessmentId ?? null) };
}

/** The drive and assessment of a candidate, from the kept copy. */
export async function placeOf(
  cache: TestCallCache,
  config: Config,
  candidate: Pick<Candidate, 'cohort'>,
): Promise<CandidatePlace> {
  return placeIn(await keptAssessments(cache, config), candidate);
}
