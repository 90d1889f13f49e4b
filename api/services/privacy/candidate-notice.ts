import { createHash } from 'node:crypto';
import { and, eq, isNull, or, ne } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { drives } from '../../db/schema/assessments.ts';
import { candidates, type Candidate } from '../../db/schema/candidates.ts';
import { fail } from '../../domain/errors.ts';
import {
  candidateNotice,
  noticeEdition,
  noticeFirstMessage,
  noticeText,
  publicFormLines,
  type CandidateNotice,
  type PrivacyNoticeView,
} from '../../../shared/privacy/candidate-notice.ts';
import type { PrivacySettings } from '../../../shared/contract/hr-privacy.ts';
import { readPrivacySettings } from './privacy-settings.ts';

/**
 * The candidate notice as the server serves it (issue 40, docs/decisions.md "The privacy
 * notice"): its text from the privacy settings and the candidate's drive, its version derived
 * from that text, the acknowledgement, and the gate before a first start.
 */

/** The edition and the first 8 hex of the text's SHA-256: a changed word makes a new version. */
export function noticeVersion(notice: CandidateNotice): string {
  return `${noticeEdition}.${createHash('sha256').update(noticeText(notice)).digest('hex').slice(0, 8)}`;
}

export interface VersionedNotice {
  notice: CandidateNotice;
  version: string;
}

/** The notice a candidate is shown: their drive's retention period when it sets one. */
export async function candidateNoticeFor(
  db: Db,
  candidate: Pick<Candidate, 'cohort'>,
  settings?: PrivacySettings,
): Promise<VersionedNotice> {
  const inForce = settings ?? (await readPrivacySettings(db));
  const [drive] = candidate.cohort
    ? await db
        .select({ retentionDays: drives.retentionDays })
        .from(drives)
        .where(eq(drives.name, candidate.cohort))
    : [];
  const notice = candidateNotice(inForce, { retentionDays: drive?.retentionDays ?? null });
  return { notice, version: noticeVersion(notice) };
}

/** `GET /api/privacy/notice`: what the public /privacy page shows. */
export async function publicNoticeView(db: Db): Promise<PrivacyNoticeView> {
  const settings = await readPrivacySettings(db);
  const candidate = candidateNotice(settings, { general: true });
  return {
    candidate,
    // The version of a candidate outside any drive: the usual period, in a candidate's words.
    version: noticeVersion(candidateNotice(settings)),
    publicLines: publicFormLines(settings),
    company: { name: settings.companyName, address: settings.companyAddress },
    grievance: {
      officer: settings.grievanceOfficer,
      email: settings.grievanceEmail,
      phone: settings.grievancePhone,
    },
  };
}

export const noticeChangedMessage =
  'The privacy notice has changed since you opened it. Please read the new notice and accept it again.';

/**
 * Records that the candidate read `version`, which must be the one in force for them (a 409
 * otherwise: they saw another text). Idempotent: the same version again changes nothing (not
 * even the row's version, which the MCQ test's kept snapshot is checked against).
 */
export async function acknowledgeNotice(
  db: Db,
  candidate: Candidate,
  version: string,
  now: Date,
): Promise<{ version: string; acknowledgedAt: string }> {
  const current = await candidateNoticeFor(db, candidate);
  if (version !== current.version) throw fail.conflict(noticeChangedMessage);
  const [updated] = await db
    .update(candidates)
    .set({ noticeVersion: version, noticeAcknowledgedAt: now })
    .where(
      and(
        eq(candidates.id, candidate.id),
        or(isNull(candidates.noticeVersion), ne(candidates.noticeVersion, version)),
      ),
    )
    .returning({ at: candidates.noticeAcknowledgedAt });
  if (updated?.at) return { version, acknowledgedAt: updated.at.toISOString() };
  const [row] = await db
    .select({ at: candidates.noticeAcknowledgedAt })
    .from(candidates)
    .where(eq(candidates.id, candidate.id));
  return { version, acknowledgedAt: (row?.at ?? now).toISOString() };
}

/**
 * Before a round's first start the candidate must have acknowledged a notice (any version: one
 * read before the MCQ test still covers its practical round if the text changed since; the rule
 * page asks again for the new one). A resume is never refused: its clock is already running.
 */
export function assertNoticeAcknowledged(candidate: Pick<Candidate, 'noticeVersion'>): void {
  if (!candidate.noticeVersion) throw fail.conflict(noticeFirstMessage);
}
