import { bigserial, index, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { timestamptz } from './columns.ts';

/**
 * Every staff action: who, when, what, before and after, and why. Append-only: no code updates
 * or deletes a row, and a trigger (migration 0007) makes the database refuse it too.
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
  },
  (table) => [
    index('audit_log_entity_idx').on(table.entityType, table.entityId, table.id),
    index('audit_log_actor_idx').on(table.actorId, table.id),
  ],
);
