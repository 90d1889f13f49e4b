import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';

/**
 * The multiple-choice bank. `correctOptionIndex` never leaves the server: every query that
 * feeds a response selects columns explicitly and leaves it out.
 */
export const mcqQuestions = pgTable(
  'mcq_questions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    topic: text('topic').notNull(),
    question: text('question').notNull(),
    options: jsonb('options').$type<string[]>().notNull(),
    correctOptionIndex: integer('correct_option_index').notNull(),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    check(
      'mcq_questions_correct_option_check',
      sql`${table.correctOptionIndex} >= 0 and ${table.correctOptionIndex} < jsonb_array_length(${table.options})`,
    ),
  ],
);

/** A task of the practical round; candidates see every active task, ordered by `position`. */
export const practicalTasks = pgTable('practical_tasks', {
  id: uuid('id').primaryKey().defaultRandom(),
  position: integer('position').notNull(),
  question: text('question').notNull(),
  active: boolean('active').notNull().default(true),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
