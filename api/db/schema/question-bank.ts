import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { bytea, timestamptz } from './columns.ts';
import { difficulties } from '../../../shared/contract/hr.ts';
import {
  maxQuestionImageBytes,
  questionImageTypes,
} from '../../../shared/contract/hr-question-images.ts';

/**
 * The multiple-choice bank. `correctOptionIndex` never leaves the server towards candidates: every
 * query that feeds a candidate's response selects columns explicitly and leaves it out.
 *
 * Versions: one row per version of a question; `familyId` is shared by every version. Editing a
 * version an attempt has drawn writes a new row (`version + 1`) and marks the old one superseded;
 * attempts hold a copy of what they were shown, so they keep scoring on it. `active` means
 * "drawn into new tests": false for retired questions and superseded versions.
 */
export const questionImages = pgTable(
  'question_images',
  {
    /** The SHA-256 of the bytes, in hex: one row per distinct file, whoever added it. */
    id: text('id').primaryKey(),
    mime: text('mime', { enum: questionImageTypes }).notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    data: bytea('data').notNull(),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
  },
  (table) => [
    check(
      'question_images_mime_check',
      sql`${table.mime} in ('image/png', 'image/jpeg', 'image/webp')`,
    ),
    check(
      'question_images_size_check',
      sql`octet_length(${table.data}) <= ${sql.raw(String(maxQuestionImageBytes))}`,
    ),
  ],
);

export const mcqQuestions = pgTable(
  'mcq_questions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The category (named `topic` before the console existed). */
    topic: text('topic').notNull(),
    question: text('question').notNull(),
    options: jsonb('options').$type<string[]>().notNull(),
    correctOptionIndex: integer('correct_option_index').notNull(),
    active: boolean('active').notNull().default(true),
    createdAt: timestamptz('created_at').notNull().defaultNow(),
    difficulty: text('difficulty', { enum: difficulties }).notNull().default('medium'),
    familyId: uuid('family_id').notNull().defaultRandom(),
    version: integer('version').notNull().default(1),
    retiredAt: timestamptz('retired_at'),
    supersededAt: timestamptz('superseded_at'),
    /**
     * The picture shown under the question (issue 38) and its alternative text. Images are never
     * deleted: an attempt's copy of a question names its image, and keeps showing it in reports.
     */
    imageId: text('image_id').references(() => questionImages.id),
    imageAlt: text('image_alt'),
  },
  (table) => [
    check(
      'mcq_questions_correct_option_check',
      sql`${table.correctOptionIndex} >= 0 and ${table.correctOptionIndex} < jsonb_array_length(${table.options})`,
    ),
    check('mcq_questions_difficulty_check', sql`${table.difficulty} in ('easy', 'medium', 'hard')`),
    check(
      'mcq_questions_image_alt_check',
      sql`(${table.imageId} is null) = (${table.imageAlt} is null)`,
    ),
    uniqueIndex('mcq_questions_family_version_idx').on(table.familyId, table.version),
    index('mcq_questions_topic_idx').on(table.topic),
  ],
);

export type McqQuestionRow = typeof mcqQuestions.$inferSelect;

/**
 * A counter that moves on with every change to `mcq_questions` (a statement trigger, migration
 * 0018, which makes the row at the first change: no row reads as revision 0): a server keeps the active bank in memory while the counter it read with the candidate
 * stays the same, so a burst of starts does not read the whole bank each time, and an edit by HR
 * on any instance reaches the next start.
 */
export const mcqBankRevision = pgTable(
  'mcq_bank_revision',
  {
    id: integer('id').primaryKey().default(1),
    revision: integer('revision').notNull().default(0),
  },
  (table) => [check('mcq_bank_revision_one_row', sql`${table.id} = 1`)],
);

/** A task of the practical round; candidates see every active task, ordered by `position`. */
export const practicalTasks = pgTable('practical_tasks', {
  id: uuid('id').primaryKey().defaultRandom(),
  position: integer('position').notNull(),
  question: text('question').notNull(),
  active: boolean('active').notNull().default(true),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
});
