import type { Db } from '../../db/database.ts';
import { accessLog } from '../../db/schema/privacy.ts';
import type { AccessAction } from '../../../shared/contract/hr-privacy.ts';
import type { Actor } from '../hr/audit.ts';

/** One read of one person's data: what (`action`), whose (`subjectType`, `subjectId`), and more. */
export interface AccessEntry {
  action: AccessAction;
  /** `candidate` (a candidate's id), `enquiry`, `subscriber`. */
  subjectType: string;
  subjectId: string;
  /** Which part was read (a submission's id, a kept answer's id): names no one. */
  detail?: Record<string, unknown> | null;
}

/**
 * Appends one row to the access log: `actor` read `entry` at `now`. Call it with the pool's `db`,
 * never inside a transaction: the insert trigger takes the log's chain lock (an advisory lock held
 * to commit), so a row written early in a long transaction would hold every other staff read back.
 * The person-export calls it with `{ action: 'person-export', subjectType: 'candidate', subjectId }`.
 */
export async function logAccess(
  db: Db,
  actor: NonNullable<Actor>,
  now: Date,
  entry: AccessEntry,
): Promise<void> {
  await db.insert(accessLog).values({
    at: now,
    staffId: actor.id,
    staffEmail: actor.email,
    action: entry.action,
    subjectType: entry.subjectType,
    subjectId: entry.subjectId,
    detail: entry.detail ?? null,
  });
}

/** A list export: which export (`export`, shared by its rows) and anything else worth keeping. */
export interface ListExportEntry {
  action: AccessAction;
  detail: Record<string, unknown> & { export: string };
}

/**
 * One row for a part of a list export: the candidates it names, by id, in `detail.candidateIds`
 * (`subject_type` `candidates`). One row per part, not per person, keeps a 10,000-candidate export
 * at 20 short inserts; the breach view expands the lists (docs/decisions.md, "Who read whose data").
 */
export async function logAccessMany(
  db: Db,
  actor: NonNullable<Actor>,
  now: Date,
  entry: ListExportEntry,
  candidateIds: readonly string[],
): Promise<void> {
  await db.insert(accessLog).values({
    at: now,
    staffId: actor.id,
    staffEmail: actor.email,
    action: entry.action,
    subjectType: 'candidates',
    subjectId: null,
    detail: { ...entry.detail, candidateIds: [...candidateIds] },
  });
}

/** How many people one row of a list export names at most. */
export const exportPartSize = 500;

/**
 * The rows of a list export, logged before they leave: rows are held until they name
 * `exportPartSize` candidates (or the export ends), that part is logged with `logAccessMany`, and
 * then its rows are handed on. A process stopped mid-export has logged every person whose data it
 * sent; an export that names no one still leaves one row (the read happened).
 */
export async function* loggedExport<T>(
  log: (candidateIds: string[], part: number) => Promise<void>,
  rows: AsyncIterable<T>,
  candidateIdOf: (row: T) => string,
): AsyncGenerator<T> {
  let held: T[] = [];
  let people = new Set<string>();
  let part = 0;
  async function* release() {
    part += 1;
    await log([...people], part);
    yield* held;
    held = [];
    people = new Set();
  }
  for await (const row of rows) {
    const id = candidateIdOf(row);
    // A person's rows stay together where they can: a part closes before a new person, not mid-person.
    if (!people.has(id) && people.size >= exportPartSize) yield* release();
    people.add(id);
    held.push(row);
  }
  if (held.length > 0 || part === 0) yield* release();
}
