import { Hono } from 'hono';
import { stream } from 'hono/streaming';
import {
  candidateStatuses,
  createCandidateSchema,
  hrTestTypes,
  optionalReasonSchema,
  reasonSchema,
  updateCandidateSchema,
  verdictSchema,
} from '../../shared/contract/hr.ts';
import {
  importAnswer,
  importText,
  isDryRun,
  limitImportBody,
  runImport,
  type ProgressReporter,
} from '../http/import-body.ts';
import {
  booleanQuery,
  cohortQuery,
  idParam,
  idQuery,
  listQuery,
  oneOfQuery,
} from '../http/list-query.ts';
import { csvResponse } from '../http/csv-response.ts';
import { logCandidateRead, loggedExportRows } from '../http/access-logging.ts';
import { answerCandidate, passPercentOf } from './candidate-answer.ts';
import { candidateChange } from './candidate-change.ts';
import { actorOf, requireRole, requireStaff, type StaffEnv } from '../http/staff-session.ts';
import { staffChange } from '../http/staff-change.ts';
import { fail } from '../domain/errors.ts';
import {
  attemptHistory,
  grantRetake,
  reopenAttempt,
} from '../services/hr/candidates/attempt-decisions.ts';
import {
  createOneCandidate,
  resetCandidatePassword,
  setRevoked,
  updateCandidate,
} from '../services/hr/candidates/candidate-changes.ts';
import {
  acceptKeptAnswer,
  previewKeptAnswer,
  recordVerdict,
} from '../services/hr/candidates/attempt-verdicts.ts';
import {
  candidateColumns,
  credentialsCsv,
  importCandidates,
} from '../services/hr/candidates/candidate-import.ts';
import {
  allCandidates,
  candidateSorts,
  knownCohorts,
  listCandidates,
  type CandidateFilter,
} from '../services/hr/candidates/candidate-query.ts';
import { attemptReport } from '../services/hr/report/attempt-report.ts';
import { practicalHistory } from '../services/hr/practical/practical-history.ts';
import {
  downloadName,
  practicalManifest,
  submittedZip,
  zipPieces,
} from '../services/hr/practical-review.ts';
import { currentTestSettings } from '../services/settings/test-settings.ts';
import type { Context } from 'hono';
import {
  bulkSchema,
  mailFilterValues,
  outcomeSchema,
  withdrawSchema,
} from '../../shared/contract/hr-mail.ts';
import { mailSettingsOf, type MailSettings } from '../services/candidate-mail/mail-values.ts';
import { candidateMailHistory } from '../services/candidate-mail/mail-queue.ts';
import {
  runBulkAction,
  runOneAction,
  type BulkCall,
} from '../services/candidate-mail/bulk-actions.ts';

function filterOf(c: Context): CandidateFilter {
  return {
    q: c.req.query('q') || undefined,
    status: oneOfQuery(c, 'status', candidateStatuses),
    testType: oneOfQuery(c, 'testType', hrTestTypes),
    cohort: c.req.query('cohort')?.trim() || undefined,
    mail: oneOfQuery(c, 'mail', mailFilterValues),
  };
}

/**
 * Whether a new candidate is invited by e-mail: as asked, else when mail goes out from this server
 * (without SMTP_URL an invitation would wait unseen in the outbox, so it is only queued on request).
 */
function invitesOf(c: Context<StaffEnv>, asked: boolean | undefined): MailSettings | null {
  const { config } = c.var.deps;
  return (asked ?? Boolean(config.SMTP_URL)) ? mailSettingsOf(config) : null;
}

/**
 * A new password for the path's candidate, answered once (the old one stops working); with
 * `resend`, also e-mailed in a new invitation.
 */
const newPassword = (resend: boolean) =>
  candidateChange(['admin'], reasonSchema, async ({ db, actor, candidateId, now, input }, c) => {
    const mail = resend ? mailSettingsOf(c.var.deps.config) : null;
    const { credentials } = await resetCandidatePassword(
      db,
      actor,
      candidateId,
      input.reason,
      now,
      mail,
    );
    return { candidate: await answerCandidate(c, candidateId), credentials };
  });

async function bulkCall(
  c: Context<StaffEnv>,
  call: { db: BulkCall['db']; actor: BulkCall['actor']; now: Date },
): Promise<BulkCall> {
  return { ...call, mail: mailSettingsOf(c.var.deps.config), passPercent: await passPercentOf(c) };
}

/** A kept answer's id from the path: a positive whole number (a 404 otherwise, as for no row). */
function lateAnswerIdOf(c: Context): number {
  const value = Number(c.req.param('lateAnswerId'));
  if (!Number.isSafeInteger(value) || value < 1) throw fail.notFound('No such kept answer.');
  return value;
}

/** The attempt report (docs/hr-api.md, "Attempt report"), as after each decision. */
async function fullReport(c: Context<StaffEnv>, id: string) {
  const { db } = c.var.deps.database;
  const candidate = await answerCandidate(c, id);
  const report = await attemptReport(db, id, c.var.deps.config.COMPANY_TIME_ZONE);
  return {
    candidate,
    practical: await practicalManifest(db, id, c.var.deps.now()),
    practicalHistory: await practicalHistory(db, id),
    ...report,
  };
}

/** The report as it leaves the server, logged as read: every route that answers with it uses this. */
async function readReport(c: Context<StaffEnv>, id: string) {
  const report = await fullReport(c, id);
  await logCandidateRead(c, id, 'report');
  return report;
}

// A candidate's details under the import's column names, in its order, then what the console adds.
const csvColumns = [
  'one_time_id',
  ...candidateColumns,
  'status',
  'cohort',
  'created_at',
  'mcq_score_pct',
  'mcq_passed',
  'mcq_submitted_at',
  'practical_submitted_at',
  // Added with assessments, at the end so scripts reading columns by position keep working:
  // `drive` repeats `cohort` under the name every other export uses.
  'drive',
  'assessment',
  // Added with e-mail to candidates: the latest e-mail's kind and status, and a failure's reason.
  'mail_kind',
  'mail_status',
  'mail_error',
] as const;

/** `/api/hr/candidates` (docs/hr-api.md). Reviewers read and decide (reopen, retake); admins change. */
export const hrCandidateRoutes = new Hono<StaffEnv>()
  .use('*', requireStaff())
  .get('/', async (c) => {
    const page = listQuery(c, candidateSorts);
    return c.json(
      await listCandidates(c.var.deps.database.db, filterOf(c), page, await passPercentOf(c)),
    );
  })
  .get('/export.csv', async (c) => {
    const all = allCandidates(c.var.deps.database.db, filterOf(c), await passPercentOf(c));
    const rows = loggedExportRows(c, 'candidates-export', all, (v) => v.id);
    return csvResponse(c, 'candidates.csv', csvColumns, rows, (v) => [
      v.oneTimeId,
      v.name,
      v.email,
      v.phone,
      v.testType,
      v.timeFactor,
      v.windowStart,
      v.windowEnd,
      v.status,
      v.cohort,
      v.createdAt,
      v.mcq?.scorePercent ?? null,
      v.mcq?.passed ?? null,
      v.mcq?.submittedAt ?? null,
      v.practical?.submittedAt ?? null,
      v.cohort,
      v.assessment,
      v.mail?.kind ?? null,
      v.mail?.status ?? null,
      v.mail?.lastError ?? null,
    ]);
  })
  .post('/import', requireRole('admin'), limitImportBody, async (c) => {
    const { deps, session } = c.var;
    const text = await importText(c);
    const dryRun = isDryRun(c);
    // Worded as the form's field is ("Cohort must be…"), where the filters say `cohort`.
    const cohort = cohortQuery(c, 'Cohort');
    const run = (progress?: ProgressReporter) =>
      importCandidates(
        deps.database.db,
        actorOf(session),
        text,
        {
          dryRun,
          cohort,
          reason: c.req.query('reason'),
          timeZone: deps.config.COMPANY_TIME_ZONE,
          invite: invitesOf(c, booleanQuery(c, 'invite')),
        },
        deps.now(),
        progress,
      );
    // A script may ask for the credentials file itself (the passwords exist only in this answer).
    if (!dryRun && (c.req.header('accept') ?? '').startsWith('text/csv')) {
      const outcome = await run();
      if (outcome.kind !== 'created') {
        const { status, body } = importAnswer(outcome);
        return c.json(body, status);
      }
      c.header('Content-Disposition', 'attachment; filename="credentials.csv"');
      return c.body(credentialsCsv(outcome.created), 201, {
        'Content-Type': 'text/csv; charset=utf-8',
      });
    }
    return runImport(c, run);
  })
  .post(
    '/',
    requireRole('admin'),
    ...staffChange(createCandidateSchema, async ({ db, actor, now, input }, c) => {
      const { candidate, credentials, invited } = await createOneCandidate(
        db,
        actor,
        input,
        now,
        invitesOf(c, input.invite),
      );
      return c.json(
        { candidate: await answerCandidate(c, candidate.id), credentials, invited },
        201,
      );
    }),
  )
  .post(
    '/bulk',
    requireRole('admin'),
    ...staffChange(bulkSchema, async ({ input, ...call }, c) =>
      c.json(await runBulkAction(await bulkCall(c, call), input)),
    ),
  )
  // Before `/:id`, which would take "cohorts" for a candidate's id.
  .get('/cohorts', async (c) => c.json({ cohorts: await knownCohorts(c.var.deps.database.db) }))
  .get('/:id/report', async (c) => c.json(await readReport(c, idParam(c, 'candidate'))))
  .get('/:id', async (c) => {
    const id = idParam(c, 'candidate');
    const candidate = await answerCandidate(c, id);
    const { db } = c.var.deps.database;
    return c.json({
      candidate,
      attempts: await attemptHistory(db, id),
      practicalHistory: await practicalHistory(db, id),
    });
  })
  .patch(
    '/:id',
    ...candidateChange(
      ['admin'],
      updateCandidateSchema,
      ({ db, actor, candidateId, input, now }) =>
        updateCandidate(db, actor, candidateId, input, now),
      { answerWithCandidate: true },
    ),
  )
  .post('/:id/reset-password', ...newPassword(false))
  .post(
    '/:id/revoke',
    ...candidateChange(
      ['admin'],
      withdrawSchema,
      ({ db, actor, candidateId, input, now }, c) =>
        setRevoked(
          db,
          actor,
          candidateId,
          true,
          input.reason,
          now,
          input.notify ? mailSettingsOf(c.var.deps.config) : null,
        ),
      { answerWithCandidate: true },
    ),
  )
  .post('/:id/resend', ...newPassword(true))
  .post(
    '/:id/remind',
    ...candidateChange(
      ['admin'],
      optionalReasonSchema,
      async ({ candidateId, input, ...call }, c) =>
        runOneAction(await bulkCall(c, call), candidateId, {
          action: 'remind',
          reason: input.reason ?? '',
          notify: false,
        }),
      { answerWithCandidate: true },
    ),
  )
  .post(
    '/:id/outcome',
    ...candidateChange(
      ['admin'],
      outcomeSchema,
      async ({ candidateId, input, ...call }, c) =>
        runOneAction(await bulkCall(c, call), candidateId, {
          action: 'outcome',
          outcome: input.kind,
          reason: input.reason,
          notify: false,
        }),
      { answerWithCandidate: true },
    ),
  )
  .get('/:id/mail', async (c) => {
    const id = idParam(c, 'candidate');
    await answerCandidate(c, id);
    return c.json({ items: await candidateMailHistory(c.var.deps.database.db, id) });
  })
  .post(
    '/:id/restore',
    ...candidateChange(
      ['admin'],
      reasonSchema,
      ({ db, actor, candidateId, input, now }) =>
        setRevoked(db, actor, candidateId, false, input.reason, now),
      { answerWithCandidate: true },
    ),
  )
  .post(
    '/:id/reopen',
    ...candidateChange(
      ['admin', 'reviewer'],
      reasonSchema,
      async ({ input, ...call }, c) => {
        const settings = await currentTestSettings(c.var.deps.testCalls, c.var.deps.config);
        await reopenAttempt({ ...call, reason: input.reason }, settings.secondsPerQuestion);
      },
      { answerWithCandidate: true },
    ),
  )
  .post(
    '/:id/retake',
    ...candidateChange(
      ['admin', 'reviewer'],
      reasonSchema,
      ({ input, ...call }) => grantRetake({ ...call, reason: input.reason }),
      { answerWithCandidate: true },
    ),
  )
  .post(
    '/:id/decisions',
    ...candidateChange(['admin', 'reviewer'], verdictSchema, async ({ input, ...call }, c) => {
      await recordVerdict({ ...call, reason: input.reason }, input.kind);
      return { report: await readReport(c, call.candidateId) };
    }),
  )
  .get('/:id/late-answers/:lateAnswerId/preview', async (c) => {
    const id = idParam(c, 'candidate');
    const lateAnswerId = lateAnswerIdOf(c);
    const preview = await previewKeptAnswer(c.var.deps.database.db, id, lateAnswerId);
    await logCandidateRead(c, id, 'answers', { lateAnswerId });
    return c.json({ preview });
  })
  .post(
    '/:id/late-answers/:lateAnswerId/accept',
    ...candidateChange(
      ['admin', 'reviewer'],
      reasonSchema,
      async ({ db, actor, candidateId, input, now }, c) => {
        const lateAnswerId = lateAnswerIdOf(c);
        const regrade = await acceptKeptAnswer(
          db,
          actor,
          candidateId,
          lateAnswerId,
          input.reason,
          now,
        );
        return { regrade, report: await readReport(c, candidateId) };
      },
    ),
  )
  .get('/:id/practical.zip', async (c) => {
    const id = idParam(c, 'candidate');
    const { db } = c.var.deps.database;
    const candidate = await answerCandidate(c, id);
    const zip = await submittedZip(db, id, idQuery(c, 'submission', 'submission'));
    // Logged before the first byte leaves: a download cut short was still a read.
    await logCandidateRead(c, id, 'upload', { submission: zip.id, sha256: zip.sha256 });
    c.header('Content-Type', 'application/zip');
    c.header(
      'Content-Disposition',
      `attachment; filename="${downloadName(candidate.oneTimeId, zip.fileName)}"`,
    );
    c.header('Content-Length', String(zip.sizeBytes));
    // The SHA-256 taken as it arrived, for the reviewer to check the copy against.
    c.header('ETag', `"${zip.sha256}"`);
    c.header('Cache-Control', 'private, no-store');
    return stream(c, async (out) => {
      for await (const piece of zipPieces(db, zip.id)) await out.write(piece);
    });
  });
