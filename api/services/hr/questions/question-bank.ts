import {
  and,
  asc,
  count,
  desc,
  eq,
  ilike,
  isNotNull,
  isNull,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { Db } from '../../../db/database.ts';
import {
  mcqQuestions,
  questionImages,
  type McqQuestionRow,
} from '../../../db/schema/question-bank.ts';
import { imageNotFoundMessage } from '../../../../shared/contract/hr-question-images.ts';
import { fail } from '../../../domain/errors.ts';
import type {
  Difficulty,
  Page,
  QuestionInput,
  QuestionView,
} from '../../../../shared/contract/hr.ts';
import { changedFields, recordAudit, type Actor } from '../audit.ts';
import { likePattern } from '../list-order.ts';
import { pageOf } from '../paged-list.ts';
import { insertOne, updateById } from '../../one-row.ts';

export const questionSorts = ['createdAt', 'category', 'difficulty'] as const;
export type QuestionSort = (typeof questionSorts)[number];
export const questionStatuses = ['active', 'retired', 'all'] as const;
export type QuestionStatusFilter = (typeof questionStatuses)[number];

export interface QuestionFilter {
  q?: string;
  category?: string;
  difficulty?: Difficulty;
  status?: QuestionStatusFilter;
}

// How many attempts drew this version (the GIN index on question_ids answers it). The outer
// column is named in full: in a single-table select Drizzle writes a column bare, which inside
// this subquery would mean the attempt's own id.
const usedIn = sql<number>`(select count(*)::int from mcq_attempts a where a.question_ids @> jsonb_build_array(${sql.raw('"mcq_questions"."id"')}::text))`;

/** An image's type and size, as the question list reads them beside the question. */
const imageColumns = {
  mime: questionImages.mime,
  width: questionImages.width,
  height: questionImages.height,
};
type ImageMeta = {
  mime: (typeof questionImages.$inferSelect)['mime'];
  width: number;
  height: number;
};

/** Questions with their image's type and size (none: null). */
const withImages = (db: Db, usedInAttempts: SQL<number>) =>
  db
    .select({ row: mcqQuestions, usedInAttempts, image: imageColumns })
    .from(mcqQuestions)
    .leftJoin(questionImages, eq(questionImages.id, mcqQuestions.imageId));

function viewOf(
  row: McqQuestionRow & { usedInAttempts: number },
  image: ImageMeta | null,
): QuestionView {
  return {
    id: row.id,
    familyId: row.familyId,
    version: row.version,
    category: row.topic,
    difficulty: row.difficulty,
    question: row.question,
    options: row.options,
    correctOptionIndex: row.correctOptionIndex,
    image:
      row.imageId && row.imageAlt && image?.mime
        ? { id: row.imageId, alt: row.imageAlt, ...image }
        : null,
    status: row.supersededAt ? 'superseded' : row.retiredAt ? 'retired' : 'active',
    usedInAttempts: row.usedInAttempts,
    createdAt: row.createdAt.toISOString(),
    retiredAt: row.retiredAt?.toISOString() ?? null,
  };
}

function conditions(filter: QuestionFilter): SQL | undefined {
  const parts: (SQL | undefined)[] = [isNull(mcqQuestions.supersededAt)];
  if (filter.q?.trim()) {
    const pattern = likePattern(filter.q);
    parts.push(
      or(
        ilike(mcqQuestions.question, pattern),
        sql`${mcqQuestions.options}::text ilike ${pattern}`,
      ),
    );
  }
  if (filter.category) parts.push(eq(mcqQuestions.topic, filter.category));
  if (filter.difficulty) parts.push(eq(mcqQuestions.difficulty, filter.difficulty));
  if (filter.status === 'active' || filter.status === undefined)
    parts.push(isNull(mcqQuestions.retiredAt));
  if (filter.status === 'retired') parts.push(isNotNull(mcqQuestions.retiredAt));
  return and(...parts);
}

const sortColumns = {
  createdAt: mcqQuestions.createdAt,
  category: mcqQuestions.topic,
  difficulty: mcqQuestions.difficulty,
};

/** The current version of each question, filtered and paged. */
export async function listQuestions(
  db: Db,
  filter: QuestionFilter,
  page: { offset: number; limit: number; sort: QuestionSort; order: 'asc' | 'desc' },
): Promise<Page<QuestionView>> {
  const where = conditions(filter);
  const direction = page.order === 'asc' ? asc : desc;
  const rows = await withImages(db, usedIn)
    .where(where)
    .orderBy(
      direction(sortColumns[page.sort]),
      direction(mcqQuestions.createdAt),
      asc(mcqQuestions.id),
    )
    .limit(page.limit)
    .offset(page.offset);
  const [total] = await db.select({ n: count() }).from(mcqQuestions).where(where);
  const items = rows.map((r) => viewOf({ ...r.row, usedInAttempts: r.usedInAttempts }, r.image));
  return pageOf(items, total, page);
}

/** Every current question matching the filter, in the bank's order (exports). */
export async function allQuestions(db: Db, filter: QuestionFilter): Promise<QuestionView[]> {
  const rows = await withImages(db, sql<number>`0`)
    .where(conditions(filter))
    .orderBy(asc(mcqQuestions.topic), asc(mcqQuestions.createdAt), asc(mcqQuestions.id));
  return rows.map((r) => viewOf({ ...r.row, usedInAttempts: r.usedInAttempts }, r.image));
}

async function findVersion(db: Db, id: string) {
  const [found] = await withImages(db, usedIn).where(eq(mcqQuestions.id, id));
  if (!found) throw fail.notFound('No such question.');
  return { ...found.row, usedInAttempts: found.usedInAttempts, image: found.image };
}

/** A question version and every version of its family, newest first. */
export async function questionWithVersions(db: Db, id: string) {
  const question = await findVersion(db, id);
  const versions = await withImages(db, usedIn)
    .where(eq(mcqQuestions.familyId, question.familyId))
    .orderBy(desc(mcqQuestions.version));
  return {
    question: viewOf(question, question.image),
    versions: versions.map((v) => viewOf({ ...v.row, usedInAttempts: v.usedInAttempts }, v.image)),
  };
}

const audited = (
  q: Pick<
    McqQuestionRow,
    'topic' | 'difficulty' | 'question' | 'options' | 'correctOptionIndex' | 'imageId' | 'imageAlt'
  >,
) => ({
  category: q.topic,
  difficulty: q.difficulty,
  question: q.question,
  options: q.options,
  correctOptionIndex: q.correctOptionIndex,
  image: q.imageId ? { id: q.imageId, alt: q.imageAlt } : null,
});

/** The image a question names, checked to be on the server (its type and size for the view). */
async function namedImage(db: Db, image: QuestionInput['image']) {
  if (!image) return { fields: { imageId: null, imageAlt: null }, meta: null };
  const [meta] = await db
    .select(imageColumns)
    .from(questionImages)
    .where(eq(questionImages.id, image.id));
  if (!meta) throw fail.invalid(imageNotFoundMessage);
  return { fields: { imageId: image.id, imageAlt: image.alt }, meta };
}

export async function createQuestion(
  db: Db,
  actor: Actor,
  input: QuestionInput & { reason?: string },
  now: Date,
): Promise<QuestionView> {
  return db.transaction(async (tx) => {
    const image = await namedImage(tx, input.image);
    const row = await insertOne(tx, mcqQuestions, {
      topic: input.category,
      difficulty: input.difficulty as Difficulty,
      question: input.question,
      options: input.options,
      correctOptionIndex: input.correctOptionIndex,
      ...image.fields,
      createdAt: now,
    });
    await recordAudit(tx, actor, now, {
      action: 'question.created',
      entityType: 'question',
      entityId: row.familyId,
      reason: input.reason,
      after: { id: row.id, version: 1, ...audited(row) },
    });
    return viewOf({ ...row, usedInAttempts: 0 }, image.meta);
  });
}

/**
 * Edits a question. A version no attempt has drawn is edited in place; one an attempt has drawn is
 * kept as it was (attempts hold a copy and keep scoring on it) and the edit becomes a new version,
 * the one drawn from now on. Only the current version can be edited.
 */
export async function updateQuestion(
  db: Db,
  actor: Actor,
  id: string,
  input: QuestionInput & { reason: string },
  now: Date,
): Promise<{ question: QuestionView; newVersion: boolean }> {
  return db.transaction(async (tx) => {
    const current = await findVersion(tx, id);
    if (current.supersededAt) throw fail.conflict('This is an old version: edit the current one.');
    const image = await namedImage(tx, input.image);
    const fields = {
      topic: input.category,
      difficulty: input.difficulty as Difficulty,
      question: input.question,
      options: input.options,
      correctOptionIndex: input.correctOptionIndex,
      ...image.fields,
    };
    const changes = changedFields(audited(current), audited(fields));
    if (current.usedInAttempts === 0) {
      const row = await updateById(tx, mcqQuestions, id, fields, 'No such question.');
      await recordAudit(tx, actor, now, {
        action: 'question.updated',
        entityType: 'question',
        entityId: row.familyId,
        reason: input.reason,
        ...changes,
      });
      return { question: viewOf({ ...row, usedInAttempts: 0 }, image.meta), newVersion: false };
    }
    await tx
      .update(mcqQuestions)
      .set({ active: false, supersededAt: now })
      .where(eq(mcqQuestions.id, id));
    const row = await insertOne(tx, mcqQuestions, {
      ...fields,
      familyId: current.familyId,
      version: current.version + 1,
      active: current.retiredAt === null,
      retiredAt: current.retiredAt,
      createdAt: now,
    });
    await recordAudit(tx, actor, now, {
      action: 'question.versioned',
      entityType: 'question',
      entityId: row.familyId,
      reason: input.reason,
      before: { id: current.id, version: current.version, ...changes.before },
      after: { id: row.id, version: row.version, ...changes.after },
    });
    return { question: viewOf({ ...row, usedInAttempts: 0 }, image.meta), newVersion: true };
  });
}

/** Retires a question (never drawn again) or restores it; attempts that drew it are untouched. */
export async function setRetired(
  db: Db,
  actor: Actor,
  id: string,
  retired: boolean,
  reason: string,
  now: Date,
): Promise<QuestionView> {
  return db.transaction(async (tx) => {
    const current = await findVersion(tx, id);
    if (current.supersededAt)
      throw fail.conflict('This is an old version: retire the current one.');
    if ((current.retiredAt !== null) === retired)
      throw fail.conflict(
        retired ? 'This question is already retired.' : 'This question is not retired.',
      );
    const row = await updateById(
      tx,
      mcqQuestions,
      id,
      { retiredAt: retired ? now : null, active: !retired },
      'No such question.',
    );
    await recordAudit(tx, actor, now, {
      action: retired ? 'question.retired' : 'question.restored',
      entityType: 'question',
      entityId: row.familyId,
      reason,
      before: { retired: !retired },
      after: { retired },
    });
    return viewOf({ ...row, usedInAttempts: current.usedInAttempts }, current.image);
  });
}
