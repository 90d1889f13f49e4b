import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { timestamptz } from './columns.ts';
import { mcqAttempts } from './mcq-attempts.ts';

/**
 * When the server last heard the test page of an open MCQ attempt say it is there
 * (`POST /api/interview/test/presence`, every few seconds): the live board calls the device
 * offline once that stops (`api/domain/board-status.ts`). A table of its own, not a column of the
 * attempt: it moves every few seconds, and an indexed column of `mcq_attempts` that moves would
 * make every move rewrite all of that row's indexes (its GIN index too). Attempts whose page never
 * said so (an older page) have no row and keep the deadline rule alone.
 */
export const devicePresence = pgTable(
  'device_presence',
  {
    attemptId: uuid('attempt_id')
      .primaryKey()
      .references(() => mcqAttempts.id, { onDelete: 'cascade' }),
    seenAt: timestamptz('seen_at').notNull(),
    // The network address the page was last heard from (set by a start or resume too), so a
    // change while the test goes on is noticed on the next call (a `network-changed` event).
    network: text('network'),
  },
  // The board's poll finds the devices that fell silent between two polls by this time.
  (table) => [index('device_presence_seen_at_idx').on(table.seenAt)],
);
