import { bigserial, index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { timestamptz } from './columns.ts';

/**
 * Who looked at whose personal data (DPDP Rules: logs of access kept at least a year): every read
 * of a candidate's report, answers or upload, and every export of personal data, by a staff
 * member. Append-only and tamper-evident like the audit log: one hash chain over the whole log,
 * set by the insert trigger (migration 0028); kept without an end (docs/privacy.md). It names
 * people by id only, so an erasure has nothing to remove here.
 */
export const accessLog = pgTable(
  'access_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamptz('at').notNull(),
    staffId: uuid('staff_id'),
    staffEmail: text('staff_email'),
    /** What was read: `shared/contract/hr-privacy.ts` `accessActions`. */
    action: text('action').notNull(),
    /** Whose: `candidate`, `enquiry`, `subscriber`, or `candidates` for a list export. */
    subjectType: text('subject_type').notNull(),
    subjectId: text('subject_id'),
    detail: jsonb('detail').$type<Record<string, unknown>>(),
    prevHash: text('prev_hash'),
    hash: text('hash'),
  },
  (table) => [
    index('access_log_at_idx').on(table.at, table.id),
    index('access_log_subject_idx').on(table.subjectType, table.subjectId, table.id),
  ],
);

/**
 * The register of erasures: what was erased, when, by whom (null: the retention job) and why.
 * A restore re-applies the erasures recorded after its snapshot was taken (docs/privacy.md).
 */
export const erasures = pgTable(
  'erasures',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    at: timestamptz('at').notNull(),
    /** `candidate`, `enquirer` or `subscriber`. */
    subjectType: text('subject_type').notNull(),
    /** The rows erased (a candidate's id; an enquirer's enquiries; a subscription). */
    subjectIds: jsonb('subject_ids').$type<string[]>().notNull(),
    source: text('source', { enum: ['request', 'retention'] }).notNull(),
    actorId: uuid('actor_id'),
    actorEmail: text('actor_email'),
    reason: text('reason').notNull(),
    /** Rows changed or removed, by table: what the erasure did. */
    removed: jsonb('removed').$type<Record<string, number>>().notNull(),
  },
  (table) => [index('erasures_at_idx').on(table.at)],
);

/** One run of the daily retention job: whom it warned about and what it erased. */
export const retentionRuns = pgTable('retention_runs', {
  id: uuid('id').primaryKey().defaultRandom(),
  ranAt: timestamptz('ran_at').notNull(),
  warned: jsonb('warned').$type<unknown[]>().notNull(),
  erased: jsonb('erased').$type<unknown[]>().notNull(),
});

/**
 * Warnings already given: one per subject (`drive:<id>`, `candidate:<id>`) and due date, so HR is
 * warned once, and again only when new activity moves the date.
 */
export const retentionWarnings = pgTable('retention_warnings', {
  subjectKey: text('subject_key').primaryKey(),
  dueAt: timestamptz('due_at').notNull(),
  warnedAt: timestamptz('warned_at').notNull(),
});
