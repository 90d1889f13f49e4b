import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Db } from '../db/database.ts';
import { queryRows } from '../db/query-rows.ts';
import { checkAuditChain } from '../services/privacy/log-chains.ts';
import { adminAndReviewer, useHrHarness } from '../test-support/hr-harness.ts';
import { candidateWithEverything } from '../test-support/person-with-data.ts';
import { testEngine } from '../test-support/test-database.ts';
import { makeZip } from '../test-support/zips.ts';

/**
 * Issue 40, acceptance: an erased candidate leaves no trace of their name, e-mail, phone, network
 * address or upload in any table; their scores still count in the item statistics; their attempt
 * chain and the audit log still verify.
 */

/** Every text-like column of every table: where a value could hide. */
async function textColumns(db: Db) {
  return queryRows<{ table_name: string; column_name: string }>(
    db,
    sql`select table_name, column_name from information_schema.columns
        where table_schema = 'public' and data_type in ('text', 'character varying', 'jsonb', 'json')
        order by table_name, column_name`,
  );
}

/** The places (`table.column`) where one of `values` appears, case-insensitively. */
export async function placesHolding(db: Db, values: readonly string[]): Promise<string[]> {
  const found: string[] = [];
  for (const { table_name, column_name } of await textColumns(db)) {
    for (const value of values) {
      const [row] = await queryRows<{ n: number | string }>(
        db,
        sql`select count(*) as n from ${sql.identifier(table_name)}
            where strpos(lower(${sql.identifier(column_name)}::text), lower(${value})) > 0`,
      );
      if (Number(row?.n ?? 0) > 0) found.push(`${table_name}.${column_name} holds ${value}`);
    }
  }
  return found;
}

/** The bytea columns holding `marker`. */
async function bytesHolding(db: Db, marker: Buffer): Promise<string[]> {
  const columns = await queryRows<{ table_name: string; column_name: string }>(
    db,
    sql`select table_name, column_name from information_schema.columns
        where table_schema = 'public' and data_type = 'bytea'`,
  );
  const found: string[] = [];
  for (const { table_name, column_name } of columns) {
    const [row] = await queryRows<{ n: number | string }>(
      db,
      sql`select count(*) as n from ${sql.identifier(table_name)}
          where position(decode(${marker.toString('hex')}, 'hex') in ${sql.identifier(column_name)}) > 0`,
    );
    if (Number(row?.n ?? 0) > 0) found.push(`${table_name}.${column_name}`);
  }
  return found;
}

describe(`erasing a candidate's personal data (${testEngine})`, () => {
  const h = useHrHarness({
    now: new Date('2026-11-29T05:00:00Z'),
    bank: true,
    staff: adminAndReviewer,
  });
  const network = '203.0.113.77';
  const person = {
    name: 'Meera Joshi-Kapoor',
    email: 'meera.kapoor@example.in',
    phone: '+919825011223',
  };
  let count = 0;
  const uploadMarker = 'MARKER-7f3a-only-in-the-upload';
  /** Bytes of the uploaded zip (its first entry's name and compressed data): found only in the upload. */
  let uploadBytes: Buffer = Buffer.alloc(0);

  /** The person, with an address of their own in each test (one database per file). */
  async function candidateWithData() {
    const zip = await makeZip({ 'meera/solution.txt': uploadMarker.repeat(50) });
    uploadBytes = zip.subarray(30, 80);
    return candidateWithEverything(
      h,
      { ...person, email: count++ === 0 ? person.email : `other-${count}@example.in` },
      network,
      zip,
      'meera-joshi-kapoor-solution.zip',
    );
  }

  it('leaves no trace of them in any table, and keeps their scores and every chain', async () => {
    const { admin, candidate, credentials, api } = await candidateWithData();
    // Someone else, whose name shares a part with hers: nothing of theirs may change.
    const bystander = await admin.post('/api/hr/candidates', {
      name: 'Meera Joshi',
      email: 'meera.joshi@example.in',
      testType: 'mcqs',
    });
    expect(bystander.status).toBe(201);
    const bystanderRows = () =>
      queryRows<{ table_name: string }>(
        h.database.db,
        sql`select 'candidates' as table_name from candidates where full_name = 'Meera Joshi'
            union all select 'audit_log' from audit_log where after->>'name' = 'Meera Joshi'
              or after->>'fullName' = 'Meera Joshi'
            union all select 'mail_outbox' from mail_outbox where to_address = 'meera.joshi@example.in'`,
      );
    const bystanderBefore = await bystanderRows();
    expect(bystanderBefore.length).toBeGreaterThan(1);
    const values = [
      person.name,
      person.email,
      person.phone,
      '+919825011229',
      credentials.oneTimeId,
      network,
      'meera-joshi-kapoor-solution',
    ];
    // Before: the values are there (the scan can find them), in many places.
    const before = await placesHolding(h.database.db, values);
    expect(before.length).toBeGreaterThan(5);
    expect(await bytesHolding(h.database.db, uploadBytes)).not.toEqual([]);
    const items = (await admin.get('/api/hr/item-analysis')).body as {
      attempts: number;
      items: { questionId: string; answers: number }[];
    };
    expect(items.attempts).toBe(1);

    const erased = await admin.post(`/api/hr/people/candidates/${candidate.id}/erase`, {
      reason: 'She asked to be forgotten (e-mail of 28 November)',
    });
    expect(erased.status, erased.text).toBe(200);
    expect(erased.body.removed).toMatchObject({ candidates: 1, practical_submission_chunks: 1 });

    expect(await placesHolding(h.database.db, values)).toEqual([]);
    expect(await bystanderRows()).toEqual(bystanderBefore);
    expect(await bytesHolding(h.database.db, uploadBytes)).toEqual([]);

    // The scores still count.
    const after = (await admin.get('/api/hr/item-analysis')).body as typeof items;
    expect(after.attempts).toBe(1);
    expect(after.items.map((i) => i.answers)).toEqual(items.items.map((i) => i.answers));

    // The attempt's chain verifies, with its redacted events told apart; so does the audit log.
    const report = await admin.get(`/api/hr/candidates/${candidate.id}/report`);
    expect(report.status, report.text).toBe(200);
    expect(report.body.chain).toMatchObject({ verifies: true, brokenAtEventId: null });
    expect(report.body.chain.redactedEvents).toBeGreaterThan(0);
    expect(report.body.candidate.name).toBe('Erased candidate');
    const audit = await checkAuditChain(h.database.db);
    expect(audit.verifies).toBe(true);
    expect(audit.redactedRows).toBeGreaterThan(0);

    // The login is gone; the erasure is in the register and the audit log, naming no one.
    expect((await api.login(credentials.oneTimeId, credentials.password)).status).toBe(401);
    const [register] = await queryRows<{ subject_ids: string[]; reason: string; source: string }>(
      h.database.db,
      sql`select subject_ids, reason, source from erasures`,
    );
    expect(register).toMatchObject({ subject_ids: [candidate.id], source: 'request' });
    const erasedRow = (
      await admin.get(`/api/hr/audit?entityType=candidate&entityId=${candidate.id}`)
    ).body.items.find((r: { action: string }) => r.action === 'candidate.erased');
    expect(erasedRow).toMatchObject({
      actor: { email: 'admin@example.com' },
      reason: 'She asked to be forgotten (e-mail of 28 November)',
    });

    // The record is closed: no new password, no restore, no edit brings anything back.
    for (const [path, body] of [
      ['reset-password', { reason: 'Lost it' }],
      ['restore', { reason: 'Back' }],
    ] as const) {
      const refused = await admin.post(`/api/hr/candidates/${candidate.id}/${path}`, body);
      expect(refused.status, path).toBe(409);
    }
    expect(
      (await admin.patch(`/api/hr/candidates/${candidate.id}`, { name: 'Back', reason: 'x' }))
        .status,
    ).toBe(409);

    // Twice is refused; a reviewer may not erase.
    const again = await admin.post(`/api/hr/people/candidates/${candidate.id}/erase`, {
      reason: 'again',
    });
    expect(again.status).toBe(409);
    const reviewer = await h.signedIn('reviewer@example.com');
    const refused = await reviewer.post(`/api/hr/people/candidates/${candidate.id}/erase`, {
      reason: 'not mine to do',
    });
    expect(refused.status).toBe(403);
  });

  it('detects an audit row edited behind the redaction rule, and refuses a delete', async () => {
    const { admin, candidate } = await candidateWithData();
    expect(
      (
        await admin.post(`/api/hr/people/candidates/${candidate.id}/erase`, {
          reason: 'Asked in writing',
        })
      ).status,
    ).toBe(200);
    expect((await checkAuditChain(h.database.db)).verifies).toBe(true);
    const refusal = (statement: ReturnType<typeof sql>) =>
      h.database.db.execute(statement).then(
        () => 'done',
        (error: Error & { cause?: Error }) => error.cause?.message ?? error.message,
      );
    expect(await refusal(sql`delete from audit_log`)).toMatch(/append-only/);
    // An update that keeps the salt (so is no redaction) is refused too.
    expect(
      await refusal(sql`update audit_log set reason = 'changed' where content_salt is not null`),
    ).toMatch(/append-only/);
  });

  it('refuses a reason left empty, an unknown candidate, and answers with what it removed', async () => {
    const admin = await h.signedIn('admin@example.com');
    const empty = await admin.post(
      `/api/hr/people/candidates/00000000-0000-4000-8000-000000000000/erase`,
      { reason: ' ' },
    );
    expect(empty.status).toBe(400);
    const unknown = await admin.post(
      `/api/hr/people/candidates/00000000-0000-4000-8000-000000000000/erase`,
      { reason: 'Asked' },
    );
    expect(unknown.status).toBe(404);
  });
});
