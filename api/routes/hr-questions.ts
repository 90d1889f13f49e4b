import { Hono } from 'hono';
import {
  createQuestionSchema,
  difficulties,
  questionImportFormats,
  reasonSchema,
  updateQuestionSchema,
  type Difficulty,
} from '../../shared/contract/hr.ts';
import { fail } from '../domain/errors.ts';
import { importText, isDryRun, limitQuestionImportBody, runImport } from '../http/import-body.ts';
import { idParam, listQuery, oneOfQuery } from '../http/list-query.ts';
import { actorOf, requireRole, requireStaff, type StaffEnv } from '../http/staff-session.ts';
import { staffChange } from '../http/staff-change.ts';
import {
  allQuestions,
  createQuestion,
  listQuestions,
  questionSorts,
  questionStatuses,
  questionWithVersions,
  setRetired,
  updateQuestion,
  type QuestionFilter,
} from '../services/hr/questions/question-bank.ts';
import {
  exportQuestions,
  exportTypes,
  importQuestions,
} from '../services/hr/questions/question-import.ts';
import { activeCategories } from '../services/assessments/bank-categories.ts';
import { readQuestionImage, storeQuestionImage } from '../db/question-image-store.ts';
import { checkImageFile } from '../domain/image-file.ts';
import {
  imageTooLargeMessage,
  maxQuestionImageBytes,
} from '../../shared/contract/hr-question-images.ts';
import { declareBody } from '../http/declared-body.ts';
import { limitBody } from '../http/validate-json.ts';
import { errorBody } from '../http/errors.ts';
import type { Context } from 'hono';
import { createFactory } from 'hono/factory';

const factory = createFactory<StaffEnv>();

function filterOf(c: Context): QuestionFilter {
  return {
    q: c.req.query('q') || undefined,
    category: c.req.query('category') || undefined,
    difficulty: oneOfQuery(c, 'difficulty', difficulties),
    status: oneOfQuery(c, 'status', questionStatuses),
  };
}

function formatOf(c: Context) {
  const format = oneOfQuery(c, 'format', questionImportFormats);
  if (!format) throw fail.invalid('format is required: aiken, gift, moodle or csv');
  return format;
}

/** An admin retires a question (`retired`) or restores it, with a reason. */
const retirement = (retired: boolean) =>
  factory.createHandlers(
    requireRole('admin'),
    ...staffChange(reasonSchema, async ({ db, actor, now, input }, c) => {
      const id = idParam(c, 'question');
      const question = await setRetired(db, actor, id, retired, input.reason, now);
      return c.json({ question });
    }),
  );

/** `/api/hr/questions` (docs/hr-api.md): everyone reads; admins change the bank. */
export const hrQuestionRoutes = new Hono<StaffEnv>()
  .use('*', requireStaff())
  .get('/', async (c) => {
    const db = c.var.deps.database.db;
    const page = await listQuestions(db, filterOf(c), listQuery(c, questionSorts));
    return c.json({ ...page, categories: await activeCategories(db) });
  })
  .get('/export', async (c) => {
    const format = formatOf(c);
    const db = c.var.deps.database.db;
    const questions = await allQuestions(db, filterOf(c));
    const { type, extension } = exportTypes[format];
    c.header('Content-Disposition', `attachment; filename="questions.${extension}"`);
    // An image a question names is always kept (never deleted), so a missing one is a fault.
    const readImage = async (id: string) => {
      const image = await readQuestionImage(db, id);
      if (!image) throw new Error(`Question image ${id} is missing from question_images.`);
      return image;
    };
    return c.body(await exportQuestions(format, questions, readImage), 200, {
      'Content-Type': type,
    });
  })
  .post('/import', requireRole('admin'), limitQuestionImportBody, async (c) => {
    const { deps, session } = c.var;
    const format = formatOf(c);
    const text = await importText(c, { xml: format === 'moodle' });
    const category = (c.req.query('category') || 'general').trim().slice(0, 60);
    const difficulty = (oneOfQuery(c, 'difficulty', difficulties) ?? 'medium') as Difficulty;
    return runImport(c, () =>
      importQuestions(
        deps.database.db,
        actorOf(session),
        format,
        text,
        { category, difficulty, dryRun: isDryRun(c), reason: c.req.query('reason') },
        deps.now(),
      ),
    );
  })
  .post(
    '/images',
    requireRole('admin'),
    declareBody(
      limitBody(maxQuestionImageBytes, () => errorBody(imageTooLargeMessage)),
      { kind: 'csv', fields: [] },
    ),
    async (c) => {
      // The file is the body; what it is comes from its bytes, whatever its type or name says.
      const data = Buffer.from(await c.req.arrayBuffer());
      if (data.byteLength === 0) throw fail.invalid('Send the image file itself as the body.');
      const checked = checkImageFile(data);
      if ('error' in checked) throw fail.invalid(checked.error);
      const image = await storeQuestionImage(c.var.deps.database.db, data, checked);
      return c.json({ image }, 201);
    },
  )
  .get('/images/:imageId', async (c) => {
    const id = c.req.param('imageId');
    const image = /^[0-9a-f]{64}$/.test(id)
      ? await readQuestionImage(c.var.deps.database.db, id)
      : undefined;
    if (!image) throw fail.notFound('No such image.');
    // Named by its content: the same address always holds the same bytes.
    return c.body(new Uint8Array(image.data), 200, {
      'Content-Type': image.mime,
      'Cache-Control': 'private, max-age=31536000, immutable',
    });
  })
  .post(
    '/',
    requireRole('admin'),
    ...staffChange(
      createQuestionSchema,
      async ({ db, actor, now, input }, c) => {
        const question = await createQuestion(db, actor, input, now);
        return c.json({ question }, 201);
      },
      { maxBytes: 32 * 1024 },
    ),
  )
  .get('/:id', async (c) =>
    c.json(await questionWithVersions(c.var.deps.database.db, idParam(c, 'question'))),
  )
  .put(
    '/:id',
    requireRole('admin'),
    ...staffChange(
      updateQuestionSchema,
      async ({ db, actor, now, input }, c) => {
        const id = idParam(c, 'question');
        return c.json(await updateQuestion(db, actor, id, input, now));
      },
      { maxBytes: 32 * 1024 },
    ),
  )
  .post('/:id/retire', ...retirement(true))
  .post('/:id/restore', ...retirement(false));
