import { bigserial, index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { timestamptz } from './columns.ts';

/**
 * Every staff action: who, when, what, before and after, and why. Append-only: no code deletes a
 * row, and triggers (migrations 0007, 0028) make the database refuse it; the one update allowed is
 * an erasure's redaction of `actorEmail`, `reason`, `before` and `after`, which drops `contentSalt`.
 * Tamper-evident since 0028: one chain over the whole log (`prevHash`, `hash`, set by the insert
 * trigger) commits to those four fields through `contentDigest`, their salted digest, so a
 * redaction leaves the chain verifying (docs/privacy.md).
 * `actorId` is null for the server itself (the first admin created at start-up).
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamptz('at').notNull(),
    actorId: uuid('actor_id'),
    actorEmail: text('actor_email'),
    action: text('action').notNull(),
    entityType: text('entity_type').notNull(),
    entityId: text('entity_id'),
    reason: text('reason'),
    before: jsonb('before').$type<Record<string, unknown>>(),
    after: jsonb('after').$type<Record<string, unknown>>(),
    prevHash: text('prev_hash'),
    hash: text('hash'),
    contentSalt: uuid('content_salt'),
    contentDigest: text('content_digest'),
    redactedAt: timestamptz('redacted_at'),
  },
  (table) => [
    index('audit_log_entity_idx').on(table.entityType, table.entityId, table.id),
    index('audit_log_actor_idx').on(table.actorId, table.id),
  ],
);
