import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { queryRows } from '../../db/query-rows.ts';
import { erasures } from '../../db/schema/privacy.ts';
import { fail } from '../../domain/errors.ts';
import { personValues } from '../../domain/personal-redaction.ts';
import { recordAudit, type Actor } from '../hr/audit.ts';
import {
  earlierValues,
  mentionsAny,
  redactAttemptEvents,
  redactAuditRows,
  redactTextColumn,
  textArray,
} from './redact-logs.ts';

/** What an erased candidate's row says in place of their name. */
export const erasedCandidateName = 'Erased candidate';

export interface ErasureCall {
  db: Db;
  /** Null: the retention job. */
  actor: Actor;
  now: Date;
  reason: string;
  source: 'request' | 'retention';
}

/**
 * Erases a candidate's personal data (DPDP Act §8(7), §12(3); docs/privacy.md), in one
 * transaction. What names them goes: their name, e-mail, phone and one-time ID, the network
 * addresses and devices their attempts logged, their upload and what was read from it, the mail
 * sent to them or about them, free text that mentions them (decisions' reasons, reviewers' notes,
 * late-answer decisions, audit rows), their login throttles. What the company keeps stays, naming
 * no one: the row itself (as "Erased candidate", with its drive and dates), the attempts with their
 * questions, answers, times and scores (the item statistics count them), the practical round's
 * times and rubric scores, the decisions, and the fact of the erasure (the register and the audit
 * log). The attempt chains and the audit log still verify: their redacted rows keep digest and hash.
 */
export async function eraseCandidate(call: ErasureCall, candidateId: string) {
  return call.db.transaction(async (tx) => {
    const [candidate] = await queryRows<{
      id: string;
      full_name: string;
      email: string | null;
      phone: string | null;
      one_time_id: string;
      erased_at: Date | null;
    }>(
      tx,
      sql`select id, full_name, email, phone, one_time_id, erased_at from candidates
          where id = ${candidateId} for update`,
    );
    if (!candidate) throw fail.notFound('Candidate not found');
    if (candidate.erased_at)
      throw fail.conflict('This candidate’s personal data was erased already.');
    const removed = await eraseCandidateRows(tx, call.now, candidate);
    await tx.insert(erasures).values({
      at: call.now,
      subjectType: 'candidate',
      subjectIds: [candidate.id],
      source: call.source,
      actorId: call.actor?.id ?? null,
      actorEmail: call.actor?.email ?? null,
      reason: call.reason,
      removed,
    });
    // Last in the transaction: the audit log's chain lock is held from here to the commit.
    await recordAudit(tx, call.actor, call.now, {
      action: 'candidate.erased',
      entityType: 'candidate',
      entityId: candidate.id,
      reason: call.reason,
      after: { source: call.source, removed },
    });
    return { candidateId: candidate.id, removed };
  });
}

async function eraseCandidateRows(
  tx: Db,
  now: Date,
  candidate: {
    id: string;
    full_name: string;
    email: string | null;
    phone: string | null;
    one_time_id: string;
  },
): Promise<Record<string, number>> {
  const id = candidate.id;
  const attemptIds = (
    await queryRows<{ id: string }>(tx, sql`select id from mcq_attempts where candidate_id = ${id}`)
  ).map((row) => row.id);
  const attempts = textArray(attemptIds);
  const inAttempts = sql`attempt_id in (select (jsonb_array_elements_text(${attempts}))::uuid)`;
  // The addresses their attempts came from, and the devices, are theirs too.
  const seen = await queryRows<{ value: string }>(
    tx,
    sql`select distinct value from (
          select detail->>'network' as value from attempt_events where ${inAttempts}
          union select network from device_presence where ${inAttempts}
          union select active_device_id from mcq_attempts where candidate_id = ${id}
        ) seen where value is not null`,
  );
  const earlier = await earlierValues(tx, { entityType: 'candidate', entityIds: [id] });
  const person = personValues(
    [candidate.full_name, ...earlier.names],
    [
      candidate.email,
      candidate.phone,
      candidate.one_time_id,
      ...seen.map((row) => row.value),
      ...earlier.distinctive,
    ],
  );
  const values = person.all;
  const removed: Record<string, number> = {};
  const count = async (table: string, statement: ReturnType<typeof sql>) => {
    const result = (await tx.execute(statement)) as unknown as {
      affectedRows?: number;
      rowCount?: number;
    };
    const n = result.affectedRows ?? result.rowCount ?? 0;
    if (n > 0) removed[table] = (removed[table] ?? 0) + n;
  };
  const add = (table: string, n: number) => {
    if (n > 0) removed[table] = (removed[table] ?? 0) + n;
  };

  await count(
    'candidates',
    sql`update candidates set full_name = ${erasedCandidateName}, email = null, phone = null,
          one_time_id = ${`erased-${id}`}, password_hash = ${`erased$${randomUUID()}`},
          revoked_at = coalesce(revoked_at, ${now.toISOString()}::timestamptz),
          revoke_reason = 'Personal data erased', token_epoch = token_epoch + 1,
          erased_at = ${now.toISOString()}::timestamptz, updated_at = ${now.toISOString()}::timestamptz
        where id = ${id}`,
  );
  await count(
    'mcq_attempts',
    sql`update mcq_attempts set active_device_id = null
        where candidate_id = ${id} and active_device_id is not null`,
  );
  add('attempt_events', await redactAttemptEvents(tx, attemptIds, values));
  await count('device_presence', sql`delete from device_presence where ${inAttempts}`);

  // The upload and everything read from it: the archive's names can name the person.
  const submissions = textArray(
    (
      await queryRows<{ id: string }>(
        tx,
        sql`select id from practical_submissions
            where candidate_id = ${id} or retired_candidate_id = ${id}`,
      )
    ).map((row) => row.id),
  );
  const inSubmissions = (column: string) =>
    sql`${sql.identifier(column)} in (select (jsonb_array_elements_text(${submissions}))::uuid)`;
  await count(
    'practical_submission_chunks',
    sql`delete from practical_submission_chunks where ${inSubmissions('submission_id')}`,
  );
  await count(
    'practical_manifests',
    sql`delete from practical_manifests where ${inSubmissions('submission_id')}`,
  );
  await count(
    'practical_fingerprints',
    sql`delete from practical_fingerprints where ${inSubmissions('submission_id')}`,
  );
  await count(
    'practical_similar_pairs',
    sql`delete from practical_similar_pairs
        where ${inSubmissions('submission_id')} or ${inSubmissions('other_submission_id')}`,
  );
  await count(
    'practical_submissions',
    sql`update practical_submissions set file_name = 'erased.zip', sha256 = 'erased',
          reason_for_delay = null, sample_entries = '[]'::jsonb, archive_issues = '[]'::jsonb
        where ${inSubmissions('id')}`,
  );
  await count(
    'reviewer_scores',
    sql`update reviewer_scores set notes = null
        where ${inSubmissions('submission_id')} and notes is not null`,
  );

  // Free text written about them.
  add(
    'hr_decisions',
    await redactTextColumn(
      tx,
      { table: 'hr_decisions', column: 'reason' },
      sql`candidate_id = ${id}`,
      values,
    ),
  );
  add(
    'hr_decisions',
    await redactTextColumn(
      tx,
      { table: 'hr_decisions', column: 'detail', kind: 'jsonb' },
      sql`candidate_id = ${id}`,
      values,
    ),
  );
  add(
    'late_answers',
    await redactTextColumn(
      tx,
      { table: 'late_answers', column: 'decision_reason' },
      inAttempts,
      values,
    ),
  );
  for (const table of ['practical_round_history', 'mcq_attempts'])
    add(
      table,
      await redactTextColumn(
        tx,
        { table, column: 'retired_reason' },
        sql`candidate_id = ${id}`,
        values,
      ),
    );

  // Mail to them, and mail to HR about them.
  await count(
    'mail_outbox',
    sql`delete from mail_outbox
        where candidate_id = ${id}
           or ${mentionsAny(sql`concat_ws(' ', to_address, subject, text_body)`, person.distinctive)}`,
  );
  await count(
    'login_delays',
    sql`delete from login_delays where ${mentionsAny(sql`key`, person.distinctive)}`,
  );
  await count(
    'rate_limits',
    sql`delete from rate_limits where ${mentionsAny(sql`key`, person.distinctive)}`,
  );
  add(
    'audit_log',
    await redactAuditRows(tx, now, { entityType: 'candidate', entityIds: [id] }, person),
  );
  return removed;
}
