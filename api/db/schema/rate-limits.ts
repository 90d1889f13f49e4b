import { integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { timestamptz } from './columns.ts';

/**
 * Fixed-window request counters, in the database so every API instance shares them.
 * `key` names the limit and the client (e.g. `login:ip:203.0.113.7`).
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').notNull(),
    windowStart: timestamptz('window_start').notNull(),
    hits: integer('hits').notNull(),
  },
  (table) => [primaryKey({ columns: [table.key, table.windowStart] })],
);

/**
 * Failed logins of one one-time ID from one client address (`key` names both): after a few, each
 * further attempt from that pair waits longer (see `services/login-throttle.ts`). Any other
 * client, the ID's owner included, is not slowed by them.
 */
export const loginDelays = pgTable('login_delays', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull(),
  lastAttemptAt: timestamptz('last_attempt_at').notNull(),
});
