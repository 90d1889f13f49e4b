import { Hono, type Context } from 'hono';
import { mailTemplateSchema, previewTemplateSchema } from '../../shared/contract/hr-mail.ts';
import {
  mailKindOf,
  mailTemplates,
  previewMailTemplate,
  saveMailTemplate,
} from '../services/candidate-mail/mail-templates.ts';
import { mailSettingsOf } from '../services/candidate-mail/mail-values.ts';
import {
  archiveAssessmentSchema,
  cloneAssessmentSchema,
  createAssessmentSchema,
  createDriveSchema,
  updateAssessmentSchema,
  updateDriveSchema,
  type AssessmentInput,
} from '../../shared/contract/hr-assessments.ts';
import { reasonSchema } from '../../shared/contract/hr.ts';
import { idParam } from '../http/list-query.ts';
import { requireRole, requireStaff, type StaffEnv } from '../http/staff-session.ts';
import { staffChange } from '../http/staff-change.ts';
import {
  archiveAssessment,
  cloneAssessment,
  createAssessment,
  listAssessments,
  makeDefaultAssessment,
  updateAssessment,
} from '../services/assessments/assessment-changes.ts';
import { assessmentPreview } from '../services/assessments/assessment-preview.ts';
import { createDrive, listDrives, updateDrive } from '../services/assessments/drive-changes.ts';

/**
 * `/api/hr/assessments`: the tests for each role. Every staff member reads them and may preview
 * one; admins create, edit, clone, archive them and choose the default.
 */
const kindContext = (c: Context) => ({ kind: mailKindOf(c.req.param('kind')) });

export const hrAssessmentRoutes = new Hono<StaffEnv>()
  .use('*', requireStaff())
  .get('/', async (c) => c.json({ items: await listAssessments(c.var.deps.database.db) }))
  .get('/:id/mail-templates', async (c) =>
    c.json(await mailTemplates(c.var.deps.database.db, idParam(c, 'assessment'))),
  )
  .put(
    '/:id/mail-templates/:kind',
    requireRole('admin'),
    ...staffChange(
      mailTemplateSchema,
      async ({ actor, now, input }, c) =>
        c.json(
          await saveMailTemplate(
            c.var.deps.testCalls,
            actor,
            idParam(c, 'assessment'),
            mailKindOf(c.req.param('kind')),
            { subject: input.subject, body: input.body },
            input.reason,
            now,
          ),
        ),
      { context: kindContext, maxBytes: 32 * 1024 },
    ),
  )
  .delete(
    '/:id/mail-templates/:kind',
    requireRole('admin'),
    ...staffChange(reasonSchema, async ({ actor, now, input }, c) =>
      c.json(
        await saveMailTemplate(
          c.var.deps.testCalls,
          actor,
          idParam(c, 'assessment'),
          mailKindOf(c.req.param('kind')),
          null,
          input.reason,
          now,
        ),
      ),
    ),
  )
  .post(
    '/:id/mail-templates/:kind/preview',
    ...staffChange(
      previewTemplateSchema,
      async ({ db, now, input }, c) =>
        c.json(
          await previewMailTemplate(
            db,
            mailSettingsOf(c.var.deps.config),
            idParam(c, 'assessment'),
            { subject: input.subject, body: input.body },
            now,
          ),
        ),
      { context: kindContext, maxBytes: 32 * 1024 },
    ),
  )
  .get('/:id/preview', async (c) => {
    const id = idParam(c, 'assessment');
    return c.json(await assessmentPreview(c.var.deps.testCalls, c.var.deps.config, id));
  })
  .post(
    '/',
    requireRole('admin'),
    ...staffChange(createAssessmentSchema, async ({ actor, now, input }, c) => {
      const assessment = await createAssessment(
        c.var.deps.testCalls,
        actor,
        input as AssessmentInput & { reason?: string },
        now,
      );
      return c.json({ assessment }, 201);
    }),
  )
  .put(
    '/:id',
    requireRole('admin'),
    ...staffChange(updateAssessmentSchema, async ({ actor, now, input }, c) => {
      const id = idParam(c, 'assessment');
      const wanted = input as AssessmentInput & { reason: string };
      return c.json({
        assessment: await updateAssessment(c.var.deps.testCalls, actor, id, wanted, now),
      });
    }),
  )
  .post(
    '/:id/clone',
    requireRole('admin'),
    ...staffChange(cloneAssessmentSchema, async ({ actor, now, input }, c) => {
      const id = idParam(c, 'assessment');
      const assessment = await cloneAssessment(c.var.deps.testCalls, actor, id, input, now);
      return c.json({ assessment }, 201);
    }),
  )
  .post(
    '/:id/archive',
    requireRole('admin'),
    ...staffChange(archiveAssessmentSchema, async ({ actor, now, input }, c) => {
      const id = idParam(c, 'assessment');
      return c.json({
        assessment: await archiveAssessment(c.var.deps.testCalls, actor, id, input, now),
      });
    }),
  )
  .post(
    '/:id/default',
    requireRole('admin'),
    ...staffChange(reasonSchema, async ({ actor, now, input }, c) => {
      const id = idParam(c, 'assessment');
      return c.json({
        assessment: await makeDefaultAssessment(c.var.deps.testCalls, actor, id, input.reason, now),
      });
    }),
  );

/** `/api/hr/drives`: groups of candidates taking one assessment; admins create and change them. */
export const hrDriveRoutes = new Hono<StaffEnv>()
  .use('*', requireStaff())
  .get('/', async (c) => c.json({ items: await listDrives(c.var.deps.database.db) }))
  .post(
    '/',
    requireRole('admin'),
    ...staffChange(createDriveSchema, async ({ actor, now, input }, c) =>
      c.json({ drive: await createDrive(c.var.deps.testCalls, actor, input, now) }, 201),
    ),
  )
  .patch(
    '/:id',
    requireRole('admin'),
    ...staffChange(updateDriveSchema, async ({ actor, now, input }, c) => {
      const id = idParam(c, 'drive');
      return c.json({ drive: await updateDrive(c.var.deps.testCalls, actor, id, input, now) });
    }),
  );
