import { sql } from 'drizzle-orm';
import { bigint, index, pgTable, uuid } from 'drizzle-orm/pg-core';
import { timestamptz } from './columns.ts';

/**
 * The live board's change feed: one row per candidate whose board row may have changed, written
 * by triggers (migration 0014) in the transaction of the change itself, so no writer can forget
 * it and every API instance sees every change. `tx` is the writing transaction's id: a poll takes
 * the rows of transactions older than the database's horizon (`xmin`), which have all ended, so
 * a transaction that commits late is never skipped the way a poll by a sequence would skip it.
 * No foreign key: the feed is a log, kept an hour (`pruneBoardChanges`), and must not slow writes.
 */
export const boardChanges = pgTable(
  'board_changes',
  {
    tx: bigint('tx', { mode: 'bigint' })
      .notNull()
      .default(sql`(pg_current_xact_id()::text)::bigint`),
    candidateId: uuid('candidate_id').notNull(),
    at: timestamptz('at').notNull().defaultNow(),
  },
  (table) => [
    index('board_changes_tx_idx').on(table.tx),
    // Appended in time order: a block-range index finds the old rows to prune for a few pages.
    index('board_changes_at_idx').using('brin', table.at),
  ],
);
