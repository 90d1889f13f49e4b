import { inArray, sql } from 'drizzle-orm';
import type {
  BulkAction,
  BulkAnswer,
  BulkRequest,
  OutcomeKind,
} from '../../../shared/contract/hr-mail.ts';
import type { CandidateStatus } from '../../../shared/contract/hr.ts';
import type { Db } from '../../db/database.ts';
import { candidates, type Candidate } from '../../db/schema/candidates.ts';
import { fail } from '../../domain/errors.ts';
import { generatePassword } from '../../lib/password.ts';
import { recordAuditMany, type Actor } from '../hr/audit.ts';
import { hashAll } from '../hr/candidates/candidate-import.ts';
import {
  candidateConditions,
  candidatesWithStatus,
  type CandidateFilter,
} from '../hr/candidates/candidate-query.ts';
import { cancelQueuedMail, queueCandidateMail } from './mail-queue.ts';
import { mailPlaces, placeKey, type MailSettings } from './mail-values.ts';

interface Chosen {
  candidate: Candidate;
  status: CandidateStatus;
}

/** Why a candidate is left alone by an action, or null when it applies to them. */
type Rule = (c: Chosen, request: BulkRequest) => string | null;

const withdrawn: Rule = ({ status }) => (status === 'revoked' ? 'withdrawn' : null);
const noAddress: Rule = ({ candidate }) => (candidate.email ? null : 'no e-mail address');
const started: Rule = ({ status }) =>
  status === 'in-progress' || status === 'finished' ? 'already started' : null;

/** Each action's rules, in the order a candidate is checked (the first reason is the one counted). */
const rules: Record<BulkAction, Rule[]> = {
  resend: [withdrawn, noAddress, started],
  remind: [withdrawn, noAddress, started],
  withdraw: [withdrawn],
  extend: [
    withdrawn,
    ({ status }) => (status === 'finished' ? 'already finished' : null),
    ({ candidate }, r) =>
      candidate.windowStart && r.windowEnd && new Date(r.windowEnd) <= candidate.windowStart
        ? 'their window would end before it starts'
        : null,
  ],
  outcome: [
    withdrawn,
    noAddress,
    ({ status }) => (status === 'finished' ? null : 'not finished yet'),
  ],
};

export interface BulkCall {
  db: Db;
  actor: Actor;
  now: Date;
  mail: MailSettings;
  passPercent: number;
}

/**
 * A bulk action on the candidates chosen (by ids, or all the filter matches): in a dry run, what
 * it would do; otherwise done in one transaction, with an audit row per candidate acted on.
 */
export async function runBulkAction(call: BulkCall, request: BulkRequest): Promise<BulkAnswer> {
  const { db, actor, now, mail } = call;
  const action = request.action as BulkAction;
  if (!request.all && !request.ids?.length) throw fail.invalid('Choose at least one candidate');
  const chosen = await candidatesWithStatus(
    db,
    (status) =>
      request.all
        ? candidateConditions((request.filter ?? {}) as CandidateFilter, status)
        : inArray(candidates.id, request.ids ?? []),
    call.passPercent,
  );
  if (request.all && !request.dryRun && request.expectTotal !== undefined)
    if (chosen.length !== request.expectTotal)
      throw fail.conflict(
        `The filter now matches ${chosen.length} candidates, not ${request.expectTotal}: look again before acting.`,
      );
  const skipped = new Map<string, number>();
  const acted: Candidate[] = [];
  for (const c of chosen) {
    const why = rules[action].map((rule) => rule(c, request)).find((r) => r !== null);
    if (why) skipped.set(why, (skipped.get(why) ?? 0) + 1);
    else acted.push(c.candidate);
  }
  const answer: BulkAnswer = {
    action,
    dryRun: request.dryRun,
    total: chosen.length,
    affected: acted.length,
    skipped: [...skipped].map(([reason, count]) => ({ reason, count })),
  };
  if (request.dryRun || acted.length === 0) return answer;

  const ids = acted.map((c) => c.id);
  const reason = request.reason;
  const auditEach = (tx: Db, auditAction: string, after: (c: Candidate) => object) =>
    recordAuditMany(
      tx,
      actor,
      now,
      acted.map((c) => ({
        action: auditAction,
        entityType: 'candidate',
        entityId: c.id,
        reason,
        after: { ...after(c), bulk: true },
      })),
    );

  if (action === 'resend') {
    const passwords = acted.map(() => generatePassword());
    const hashes = await hashAll(passwords);
    await db.transaction(async (tx) => {
      for (const [i, c] of acted.entries())
        await tx
          .update(candidates)
          .set({ passwordHash: hashes[i] as string, updatedAt: now })
          .where(sql`${candidates.id} = ${c.id}`);
      await cancelQueuedMail(tx, ids, ['invitation']);
      await queueCandidateMail(
        tx,
        mail,
        acted.map((candidate, i) => ({
          candidate,
          kind: 'invitation' as const,
          password: passwords[i] as string,
        })),
        now,
      );
      await auditEach(tx, 'candidate.invitation-resent', () => ({}));
    });
    answer.credentials = acted.map((c, i) => ({
      oneTimeId: c.oneTimeId,
      name: c.fullName,
      email: c.email ?? '',
      password: passwords[i] as string,
    }));
    return answer;
  }

  await db.transaction(async (tx) => {
    if (action === 'remind') {
      await queueCandidateMail(
        tx,
        mail,
        acted.map((candidate) => ({ candidate, kind: 'reminder' as const })),
        now,
      );
      await auditEach(tx, 'candidate.reminded', () => ({}));
    } else if (action === 'withdraw') {
      await updateEach(tx, ids, { revokedAt: now, revokeReason: reason, updatedAt: now });
      await cancelQueuedMail(tx, ids);
      if (request.notify)
        await queueCandidateMail(
          tx,
          mail,
          acted.map((candidate) => ({ candidate, kind: 'withdrawal' as const })),
          now,
        );
      await auditEach(tx, 'candidate.revoked', (c) => ({
        revoked: true,
        notified: request.notify && c.email !== null,
      }));
    } else if (action === 'extend') {
      const windowEnd = new Date(request.windowEnd as string);
      // A candidate on their drive's window gets one of their own: the drive's start, the new end
      // (an end alone would open the window from now on, before the drive's start).
      const places = await mailPlaces(
        tx,
        acted.map((c) => c.cohort),
      );
      const onDrive = acted.filter((c) => c.windowStart === null && c.windowEnd === null);
      for (const c of onDrive)
        await tx
          .update(candidates)
          .set({ windowStart: places.get(placeKey(c))?.drive?.windowStart ?? null })
          .where(sql`${candidates.id} = ${c.id}`);
      await updateEach(tx, ids, { windowEnd, updatedAt: now });
      await recordAuditMany(
        tx,
        actor,
        now,
        acted.map((c) => ({
          action: 'candidate.updated',
          entityType: 'candidate',
          entityId: c.id,
          reason,
          before: { windowEnd: c.windowEnd?.toISOString() ?? null },
          after: { windowEnd: windowEnd.toISOString(), bulk: true },
        })),
      );
    } else {
      const kind = request.outcome as OutcomeKind;
      await queueCandidateMail(
        tx,
        mail,
        acted.map((candidate) => ({ candidate, kind })),
        now,
      );
      await auditEach(tx, 'candidate.outcome-sent', () => ({ outcome: kind }));
    }
  });
  return answer;
}

async function updateEach(tx: Db, ids: string[], set: Partial<typeof candidates.$inferInsert>) {
  for (let i = 0; i < ids.length; i += 1000)
    await tx
      .update(candidates)
      .set(set)
      .where(inArray(candidates.id, ids.slice(i, i + 1000)));
}

/** One candidate's action (the candidate page's buttons): as the bulk one, refused with its reason. */
export async function runOneAction(
  call: BulkCall,
  candidateId: string,
  request: Omit<BulkRequest, 'ids' | 'all' | 'dryRun' | 'expectTotal'>,
): Promise<void> {
  const full = { ...request, ids: [candidateId], all: false, dryRun: false } as BulkRequest;
  const answer = await runBulkAction(call, full);
  if (answer.total === 0) throw fail.notFound('No such candidate.');
  const [skip] = answer.skipped;
  if (skip) throw fail.conflict(refusals[skip.reason] ?? `Not done: ${skip.reason}.`);
}

const refusals: Record<string, string> = {
  withdrawn: 'This candidate is withdrawn: restore them first.',
  'no e-mail address': 'This candidate has no e-mail address: add one first.',
  'already started': 'This candidate has already started their test.',
  'not finished yet':
    'This candidate has not finished their test: an outcome follows a finished test.',
};
