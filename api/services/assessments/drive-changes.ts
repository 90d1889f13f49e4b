import { count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { assessments, drives, type DriveRow } from '../../db/schema/assessments.ts';
import { candidates } from '../../db/schema/candidates.ts';
import { mcqAttempts } from '../../db/schema/mcq-attempts.ts';
import { practicalRounds } from '../../db/schema/practical.ts';
import { fail } from '../../domain/errors.ts';
import type { HrTestType } from '../../../shared/contract/hr.ts';
import type {
  CreateDriveRequest,
  DriveView,
  UpdateDriveRequest,
} from '../../../shared/contract/hr-assessments.ts';
import { changedFields, recordAudit, type Actor } from '../hr/audit.ts';
import { auditedTable, changeRow } from '../hr/audited-row.ts';
import type { TestCallCache } from '../mcq/test-call-cache.ts';

const driveRows = auditedTable(drives, 'drive', 'No such drive.');

const timeOrNone = (v: string | null | undefined) => (v ? new Date(v) : null);

function driveFields(d: DriveRow) {
  return {
    name: d.name,
    assessmentId: d.assessmentId,
    windowStart: d.windowStart?.toISOString() ?? null,
    windowEnd: d.windowEnd?.toISOString() ?? null,
    timeZone: d.timeZone,
    reminderHoursBefore: d.reminderHoursBefore,
    retentionDays: d.retentionDays,
  };
}

/** Every drive, newest first, with its assessment's name and how many candidates it holds. */
export async function listDrives(db: Db): Promise<DriveView[]> {
  const rows = await db
    .select({
      drive: drives,
      assessmentName: assessments.name,
      candidates: sql<number>`(select count(*)::int from ${candidates} where ${candidates.cohort} = ${drives.name})`,
    })
    .from(drives)
    // A drive a migration or an older script's label made has the default assessment until
    // start-up writes it in.
    .leftJoin(
      assessments,
      sql`${assessments.id} = coalesce(${drives.assessmentId}, (select a.id from assessments a where a.is_default))`,
    )
    .orderBy(sql`${drives.createdAt} desc, ${drives.name}`);
  return rows.map(({ drive, assessmentName, candidates: n }) => ({
    ...driveFields(drive),
    id: drive.id,
    assessmentId: drive.assessmentId ?? '',
    assessmentName: assessmentName ?? '',
    createdAt: drive.createdAt.toISOString(),
    archivedAt: drive.archivedAt?.toISOString() ?? null,
    candidates: n,
    remindersQueuedAt: drive.remindersQueuedAt?.toISOString() ?? null,
  }));
}

async function driveView(db: Db, id: string): Promise<DriveView> {
  const found = (await listDrives(db)).find((d) => d.id === id);
  if (!found) throw fail.notFound('No such drive.');
  return found;
}

async function assertNameFree(db: Db, name: string, exceptId?: string) {
  const [taken] = await db
    .select({ id: drives.id, name: drives.name })
    .from(drives)
    .where(sql`lower(${drives.name}) = ${name.toLowerCase()}`)
    .limit(1);
  if (taken && taken.id !== exceptId)
    throw fail.conflict(`A drive named "${taken.name}" exists already. Choose another name.`);
}

async function assertAssessmentOpen(db: Db, id: string) {
  const [found] = await db
    .select({ archivedAt: assessments.archivedAt })
    .from(assessments)
    .where(eq(assessments.id, id));
  if (!found) throw fail.invalid('There is no such assessment.');
  if (found.archivedAt) throw fail.invalid('That assessment is archived: restore it first.');
}

function assertWindow(start: Date | null, end: Date | null) {
  if (start && end && end <= start) throw fail.invalid('windowEnd must be after windowStart');
}

export async function createDrive(
  cache: TestCallCache,
  actor: Actor,
  input: CreateDriveRequest,
  now: Date,
): Promise<DriveView> {
  const { db } = cache;
  const windowStart = timeOrNone(input.windowStart);
  const windowEnd = timeOrNone(input.windowEnd);
  assertWindow(windowStart, windowEnd);
  const id = await db.transaction(async (tx) => {
    await assertNameFree(tx, input.name);
    await assertAssessmentOpen(tx, input.assessmentId);
    const [made] = await tx
      .insert(drives)
      .values({
        name: input.name,
        assessmentId: input.assessmentId,
        windowStart,
        windowEnd,
        timeZone: input.timeZone || 'Asia/Kolkata',
        reminderHoursBefore: input.reminderHoursBefore ?? null,
        retentionDays: input.retentionDays ?? null,
        createdAt: now,
      })
      .returning();
    if (!made) throw new Error('insert returned no row');
    await recordAudit(tx, actor, now, {
      action: 'drive.created',
      entityType: 'drive',
      entityId: made.id,
      reason: input.reason,
      after: driveFields(made),
    });
    return made.id;
  });
  cache.assessments = null;
  return driveView(db, id);
}

/**
 * Renames a drive (its candidates follow: the name is their key), gives it another assessment
 * (for tests started after: an attempt keeps its questions, clock and pass mark), another window
 * or time zone, or archives it (it leaves the choices; its candidates and results stay).
 */
export async function updateDrive(
  cache: TestCallCache,
  actor: Actor,
  id: string,
  input: UpdateDriveRequest,
  now: Date,
): Promise<DriveView> {
  const { db } = cache;
  await changeRow(db, actor, now, driveRows, id, async (before, tx) => {
    if (input.name !== undefined && input.name !== before.name)
      await assertNameFree(tx, input.name, id);
    if (input.assessmentId !== undefined && input.assessmentId !== before.assessmentId)
      await assertAssessmentOpen(tx, input.assessmentId);
    const windowStart =
      input.windowStart === undefined ? before.windowStart : timeOrNone(input.windowStart);
    const windowEnd =
      input.windowEnd === undefined ? before.windowEnd : timeOrNone(input.windowEnd);
    assertWindow(windowStart, windowEnd);
    const reminderHoursBefore =
      input.reminderHoursBefore === undefined
        ? before.reminderHoursBefore
        : input.reminderHoursBefore;
    // Another closing time or lead time: the reminder is due again (once) at the new moment.
    const rescheduled =
      windowEnd?.getTime() !== before.windowEnd?.getTime() ||
      reminderHoursBefore !== before.reminderHoursBefore;
    return {
      set: {
        name: input.name ?? before.name,
        reminderHoursBefore,
        remindersQueuedAt: rescheduled ? null : before.remindersQueuedAt,
        retentionDays:
          input.retentionDays === undefined ? before.retentionDays : input.retentionDays,
        assessmentId: input.assessmentId ?? before.assessmentId,
        windowStart,
        windowEnd,
        timeZone: input.timeZone || before.timeZone,
        archivedAt:
          input.archived === undefined
            ? before.archivedAt
            : input.archived
              ? (before.archivedAt ?? now)
              : null,
        updatedAt: now,
      },
      audit: (after) => ({
        action:
          input.archived === true && !before.archivedAt
            ? 'drive.archived'
            : input.archived === false && before.archivedAt
              ? 'drive.restored'
              : 'drive.updated',
        reason: input.reason,
        ...changedFields(driveFields(before), driveFields(after)),
      }),
    };
  });
  cache.assessments = null;
  return driveView(db, id);
}

/**
 * The drive a label names, spelt as it is (drives are matched without regard to case, so
 * "campus drive" typed for one candidate joins "Campus Drive"); a label no drive has yet becomes
 * a drive of the default assessment, as a free-text cohort did before drives (older scripts send
 * one). Empty: no drive.
 */
export async function driveNamed(
  tx: Db,
  actor: Actor,
  label: string,
  now: Date,
): Promise<string | null> {
  const name = label.trim();
  if (name === '') return null;
  const [known] = await tx
    .select({ name: drives.name })
    .from(drives)
    .where(sql`lower(${drives.name}) = lower(${name})`)
    .orderBy(drives.name)
    .limit(1);
  if (known) return known.name;
  const [made] = await tx
    .insert(drives)
    .values({
      name,
      assessmentId: sql`(select ${assessments.id} from ${assessments} where ${assessments.isDefault})`,
      createdAt: now,
    })
    .onConflictDoNothing()
    .returning();
  if (made)
    await recordAudit(tx, actor, now, {
      action: 'drive.created',
      entityType: 'drive',
      entityId: made.id,
      after: driveFields(made),
    });
  return name;
}

/**
 * The rounds of the assessment a drive (named without regard to case; empty or unknown: none)
 * takes, else the default one's: the test type of a candidate HR creates or imports into it
 * without one.
 */
export async function roundsOfDrive(db: Db, label: string | null | undefined): Promise<HrTestType> {
  const name = label?.trim() ?? '';
  const [row] = await db
    .select({ rounds: assessments.rounds })
    .from(assessments)
    .where(
      sql`${assessments.id} = coalesce(
        (select d.assessment_id from drives d where ${name} <> '' and lower(d.name) = lower(${name})
          order by d.name limit 1),
        (select a.id from assessments a where a.is_default))`,
    );
  return row?.rounds ?? 'both';
}

/**
 * A candidate may move to another drive (another assessment, perhaps) only before they have
 * started: a round under way or done belongs to the test it was taken in.
 */
export async function assertNotStarted(tx: Db, candidateId: string, fullName: string) {
  const [mcq] = await tx
    .select({ n: count() })
    .from(mcqAttempts)
    .where(eq(mcqAttempts.candidateId, candidateId));
  const [practical] = await tx
    .select({ n: count() })
    .from(practicalRounds)
    .where(eq(practicalRounds.candidateId, candidateId));
  if ((mcq?.n ?? 0) > 0 || (practical?.n ?? 0) > 0)
    throw fail.conflict(
      `${fullName} has started their test, so they stay in their drive. Only a candidate who has not started can move.`,
    );
}
