import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../../db/database.ts';
import { candidates, type Candidate } from '../../../db/schema/candidates.ts';
import { fail } from '../../../domain/errors.ts';
import { includesRound } from '../../../domain/rounds.ts';
import { mcqAttempts } from '../../../db/schema/mcq-attempts.ts';
import { practicalRounds } from '../../../db/schema/practical.ts';
import { generatePassword, hashPassword } from '../../../lib/password.ts';
import type {
  CreateCandidateRequest,
  Credentials,
  HrTestType,
  UpdateCandidateRequest,
} from '../../../../shared/contract/hr.ts';
import { changedFields, recordAudit, type Actor } from '../audit.ts';
import { auditedTable, changeRow, findRow, updateAudited } from '../audited-row.ts';
import { candidateDetails } from './candidate-details.ts';
import { candidateEntry, newCandidateRow } from './candidate-entry.ts';
import { freshOneTimeIds } from './credentials.ts';
import { insertOne } from '../../one-row.ts';
import { assertNotStarted, driveNamed, roundsOfDrive } from '../../assessments/drive-changes.ts';
import { cancelQueuedMail, queueCandidateMail } from '../../candidate-mail/mail-queue.ts';
import type { MailSettings } from '../../candidate-mail/mail-values.ts';

const optionalTime = (value: string | null | undefined) =>
  value === undefined ? undefined : value === null || value === '' ? null : new Date(value);

/** The fields an audit row shows of a candidate (never the password hash). */
export function auditedFields(c: Candidate) {
  return { ...candidateDetails(c), cohort: c.cohort, revoked: c.revokedAt !== null };
}

export function assertWindowOrder(start: Date | null | undefined, end: Date | null | undefined) {
  if (start && end && end <= start) throw fail.invalid('window_end must be after window_start');
}

async function assertEmailFree(db: Db, email: string, exceptId?: string) {
  const rows = await db
    .select({ id: candidates.id })
    .from(candidates)
    .where(
      exceptId
        ? and(sql`lower(${candidates.email}) = ${email}`, ne(candidates.id, exceptId))
        : sql`lower(${candidates.email}) = ${email}`,
    )
    .limit(1);
  if (rows.length > 0) throw fail.conflict(`Another candidate has the e-mail ${email}.`);
}

/** Candidates as staff change them: what the audit log calls them, and the 404's words. */
const candidateRows = auditedTable(candidates, 'candidate', 'No such candidate.');

export function findCandidate(db: Db, id: string): Promise<Candidate> {
  return findRow(db, candidateRows, id);
}

/**
 * Adds one candidate with a fresh one-time ID and password (the password is answered once). With
 * `invite`, their invitation (the password in it) is queued in the same transaction.
 */
export async function createOneCandidate(
  db: Db,
  actor: Actor,
  input: CreateCandidateRequest,
  now: Date,
  invite: MailSettings | null = null,
): Promise<{ candidate: Candidate; credentials: Credentials; invited: boolean }> {
  const entry = candidateEntry(input, await roundsOfDrive(db, input.cohort));
  assertWindowOrder(entry.windowStart, entry.windowEnd);
  await assertEmailFree(db, entry.email);
  const password = generatePassword();
  const passwordHash = await hashPassword(password, 'generated');
  return db.transaction(async (tx) => {
    const [oneTimeId] = await freshOneTimeIds(tx, 1);
    if (!oneTimeId) throw new Error('no one-time ID drawn');
    const cohort = await driveNamed(tx, actor, input.cohort ?? '', now);
    const candidate = await insertOne(tx, candidates, {
      ...newCandidateRow(entry, { oneTimeId, passwordHash }, now),
      cohort,
    });
    await recordAudit(tx, actor, now, {
      action: 'candidate.created',
      entityType: 'candidate',
      entityId: candidate.id,
      reason: input.reason,
      after: { oneTimeId, ...auditedFields(candidate), invited: invite !== null },
    });
    const invited = invite
      ? (await queueCandidateMail(tx, invite, [{ candidate, kind: 'invitation', password }], now)) >
        0
      : false;
    return { candidate, credentials: { oneTimeId, password }, invited };
  });
}

/**
 * A test type may gain a round at any time (an MCQ-only candidate who did well offered the
 * practical too), but never lose one the candidate has started: their attempt or upload would
 * stand outside their test, unseen by the candidate and out of the results' rules. Any attempt
 * counts, a retired one too (its retake is still that round).
 */
async function assertNoStartedRoundDropped(tx: Db, before: Candidate, testType: HrTestType) {
  for (const round of ['mcq', 'practical'] as const) {
    if (!includesRound(before.testType, round) || includesRound(testType, round)) continue;
    const table = round === 'mcq' ? mcqAttempts : practicalRounds;
    const [started] = await tx
      .select({ one: sql<number>`1` })
      .from(table)
      .where(eq(table.candidateId, before.id))
      .limit(1);
    if (started)
      throw fail.conflict(
        `${before.fullName} has started the ${round === 'mcq' ? 'multiple-choice' : 'practical'} round, so it stays in their test. Choose a test that includes it.`,
      );
  }
}

/**
 * The drive a candidate edit leaves them in: as they were when the edit names none; another only
 * before they have started (audited with the edit, as every field is).
 */
async function movedTo(
  tx: Db,
  actor: Actor,
  before: Candidate,
  cohort: string | null | undefined,
  now: Date,
): Promise<string | null> {
  if (cohort === undefined) return before.cohort;
  const drive = await driveNamed(tx, actor, cohort ?? '', now);
  if (drive !== before.cohort) await assertNotStarted(tx, before.id, before.fullName);
  return drive;
}

/** Changes a candidate's details; the audit row holds what changed, before and after. */
export async function updateCandidate(
  db: Db,
  actor: Actor,
  id: string,
  input: UpdateCandidateRequest,
  now: Date,
): Promise<Candidate> {
  return changeRow(db, actor, now, candidateRows, id, async (before, tx) => {
    const windowStart = optionalTime(input.windowStart);
    const windowEnd = optionalTime(input.windowEnd);
    assertWindowOrder(
      windowStart === undefined ? before.windowStart : windowStart,
      windowEnd === undefined ? before.windowEnd : windowEnd,
    );
    if (input.email && input.email !== before.email?.toLowerCase())
      await assertEmailFree(tx, input.email, id);
    if (input.testType) await assertNoStartedRoundDropped(tx, before, input.testType as HrTestType);
    return {
      set: {
        fullName: input.name || before.fullName,
        email: input.email || before.email,
        phone: input.phone === undefined ? before.phone : input.phone || null,
        testType: (input.testType as HrTestType | undefined) ?? before.testType,
        timeFactor: input.timeFactor ?? before.timeFactor,
        windowStart: windowStart === undefined ? before.windowStart : windowStart,
        windowEnd: windowEnd === undefined ? before.windowEnd : windowEnd,
        cohort: await movedTo(tx, actor, before, input.cohort, now),
        updatedAt: now,
      },
      audit: (after) => ({
        action: 'candidate.updated',
        reason: input.reason,
        ...changedFields(auditedFields(before), auditedFields(after)),
      }),
    };
  });
}

/**
 * A new password for a candidate (the old one stops working); answered once. With `resend`, it
 * is also e-mailed in a new invitation, and an invitation still queued (with the old password) is
 * cancelled: refused for a withdrawn candidate or one without an address.
 */
export async function resetCandidatePassword(
  db: Db,
  actor: Actor,
  id: string,
  reason: string,
  now: Date,
  resend: MailSettings | null = null,
): Promise<{ candidate: Candidate; credentials: Credentials }> {
  if (resend) {
    const current = await findCandidate(db, id);
    if (current.revokedAt)
      throw fail.conflict(`${current.fullName} is withdrawn: restore them before resending.`);
    if (!current.email) throw fail.conflict(`${current.fullName} has no e-mail address.`);
  }
  const password = generatePassword();
  const passwordHash = await hashPassword(password, 'generated');
  return db.transaction(async (tx) => {
    const candidate = await updateAudited(tx, actor, now, candidateRows, {
      id,
      set: { passwordHash, updatedAt: now },
      audit: {
        action: resend ? 'candidate.invitation-resent' : 'candidate.password-reset',
        reason,
      },
    });
    // The old password no longer works: no e-mail still waiting may carry it.
    await cancelQueuedMail(tx, [id], ['invitation']);
    if (resend)
      await queueCandidateMail(tx, resend, [{ candidate, kind: 'invitation', password }], now);
    return { candidate, credentials: { oneTimeId: candidate.oneTimeId, password } };
  });
}

/**
 * Withdraws (or gives back) a candidate's access: login and every test call are refused. A
 * withdrawal cancels their e-mails still waiting and, with `notify`, tells them in one.
 */
export async function setRevoked(
  db: Db,
  actor: Actor,
  id: string,
  revoked: boolean,
  reason: string,
  now: Date,
  notify: MailSettings | null = null,
): Promise<Candidate> {
  return changeRow(db, actor, now, candidateRows, id, async (before, tx) => {
    if (revoked && before.revokedAt === null) {
      await cancelQueuedMail(tx, [id]);
      if (notify)
        await queueCandidateMail(tx, notify, [{ candidate: before, kind: 'withdrawal' }], now);
    }
    if ((before.revokedAt !== null) === revoked)
      throw fail.conflict(
        revoked ? 'This candidate is already revoked.' : 'This candidate is not revoked.',
      );
    return {
      set: {
        revokedAt: revoked ? now : null,
        revokeReason: revoked ? reason : null,
        updatedAt: now,
      },
      audit: {
        action: revoked ? 'candidate.revoked' : 'candidate.restored',
        reason,
        before: { revoked: !revoked },
        after: revoked
          ? { revoked, notified: notify !== null && before.email !== null }
          : { revoked },
      },
    };
  });
}
