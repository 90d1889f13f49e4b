import { and, asc, eq, isNull } from 'drizzle-orm';
import {
  candidateMailKinds,
  mailPlaceholders,
  type CandidateMailKind,
  type MailPreview,
  type MailTemplatesAnswer,
} from '../../../shared/contract/hr-mail.ts';
import type { Db } from '../../db/database.ts';
import { assessments, drives, type AssessmentRow } from '../../db/schema/assessments.ts';
import { fail } from '../../domain/errors.ts';
import { renderMail } from '../../mail/templates/candidate-mail.ts';
import { fromWallTime } from '../../../shared/zoned-time.ts';
import { recordAudit, type Actor } from '../hr/audit.ts';
import type { TestCallCache } from '../mcq/test-call-cache.ts';
import { assessmentRow, mailValues, templateOf, type MailSettings } from './mail-values.ts';

/** The kind in the path: one of the contract's, a 404 otherwise (no such template). */
export function mailKindOf(value: string | undefined): CandidateMailKind {
  if (!(candidateMailKinds as readonly string[]).includes(value ?? ''))
    throw fail.notFound(`No such e-mail: choose one of ${candidateMailKinds.join(', ')}.`);
  return value as CandidateMailKind;
}

async function found(db: Db, id: string): Promise<AssessmentRow> {
  const row = await assessmentRow(db, id);
  if (!row) throw fail.notFound('No such assessment.');
  return row;
}

function answerOf(a: AssessmentRow): MailTemplatesAnswer {
  return {
    templates: candidateMailKinds.map((kind) => ({
      kind,
      ...templateOf(a, kind),
      custom: a.mailTemplates[kind] !== undefined,
    })),
    placeholders: { ...mailPlaceholders },
  };
}

/** The assessment's templates, each its own or the company's, and the placeholders they may use. */
export async function mailTemplates(db: Db, id: string): Promise<MailTemplatesAnswer> {
  return answerOf(await found(db, id));
}

/**
 * Saves an assessment's own template of a kind, or with `template` null goes back to the
 * company's; audited with the words before and after. E-mails already queued keep their words.
 */
export async function saveMailTemplate(
  cache: TestCallCache,
  actor: Actor,
  id: string,
  kind: CandidateMailKind,
  template: { subject: string; body: string } | null,
  reason: string,
  now: Date,
): Promise<MailTemplatesAnswer> {
  const saved = await cache.db.transaction(async (tx) => {
    const before = await found(tx, id);
    const templates = Object.fromEntries(
      Object.entries(before.mailTemplates).filter(([k]) => k !== kind),
    ) as AssessmentRow['mailTemplates'];
    if (template) templates[kind] = template;
    const [after] = await tx
      .update(assessments)
      .set({ mailTemplates: templates, updatedAt: now })
      .where(eq(assessments.id, id))
      .returning();
    if (!after) throw fail.notFound('No such assessment.');
    await recordAudit(tx, actor, now, {
      action: 'assessment.mail-template-changed',
      entityType: 'assessment',
      entityId: id,
      reason,
      before: {
        kind,
        ...templateOf(before, kind),
        custom: before.mailTemplates[kind] !== undefined,
      },
      after: { kind, ...templateOf(after, kind), custom: template !== null },
    });
    return after;
  });
  cache.assessments = null;
  return answerOf(saved);
}

/** The sample candidate a preview is filled in with: quotes, an apostrophe and letters beyond ASCII. */
export const sampleCandidate = {
  fullName: `Priya "Pri" Shah-Ñúñez`,
  oneTimeId: 'K7Q2-9XHM',
  testType: 'both' as const,
  windowStart: null,
  windowEnd: null,
  cohort: null,
};

/**
 * A template filled in as a candidate of the assessment would get it: in its first open drive's
 * window and zone (a sample window tomorrow, 10:00 to 13:00 in the company's zone, without one).
 */
export async function previewMailTemplate(
  db: Db,
  settings: MailSettings,
  id: string,
  template: { subject: string; body: string },
  now: Date,
): Promise<MailPreview> {
  const assessment = await found(db, id);
  const [drive] = await db
    .select()
    .from(drives)
    .where(and(eq(drives.assessmentId, id), isNull(drives.archivedAt)))
    .orderBy(asc(drives.createdAt))
    .limit(1);
  const tomorrow = new Date(now.getTime() + 24 * 3600_000);
  const day = tomorrow.toISOString().slice(0, 10);
  const sample = drive?.windowEnd
    ? { ...sampleCandidate, cohort: drive.name }
    : {
        ...sampleCandidate,
        windowStart: fromWallTime(`${day}T10:00`, settings.companyTimeZone),
        windowEnd: fromWallTime(`${day}T13:00`, settings.companyTimeZone),
      };
  const values = mailValues(
    sample,
    { drive: drive ?? null, assessment },
    settings,
    'tR4-sample-Pw',
  );
  return renderMail(template, values);
}
