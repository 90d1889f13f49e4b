import { sql } from 'drizzle-orm';
import { boolean, check, integer, jsonb, pgTable, real, uuid } from 'drizzle-orm/pg-core';
import { timestamptz } from './columns.ts';

/**
 * The test's settings as HR saved them: one row (id 1). Until it exists the environment's
 * values apply (`services/settings/test-settings.ts`).
 */
export const testSettings = pgTable(
  'test_settings',
  {
    id: integer('id').primaryKey().default(1),
    questionCount: integer('question_count').notNull(),
    // Questions drawn per category, e.g. { "SQL": 4, "React": 3 }; empty: from the whole bank.
    questionsPerCategory: jsonb('questions_per_category')
      .$type<Record<string, number>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    shuffleOptions: boolean('shuffle_options').notNull().default(false),
    secondsPerQuestion: integer('seconds_per_question').notNull(),
    passPercent: real('pass_percent').notNull(),
    practicalMinutes: integer('practical_minutes').notNull(),
    // E-mail HR when a candidate submits a round (a late practical upload says so).
    notifyHr: boolean('notify_hr').notNull().default(true),
    savedAt: timestamptz('saved_at').notNull(),
    savedBy: uuid('saved_by'),
  },
  (table) => [check('test_settings_single_row_check', sql`${table.id} = 1`)],
);
