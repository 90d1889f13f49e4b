import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../../db/database.ts';
import { recordAuditMany, type AuditEntry } from '../hr/audit.ts';
import { createTestDatabase, testEngine } from '../../test-support/test-database.ts';
import { logAccess, logAccessMany, loggedExport } from './access-log.ts';
import { checkAccessChain, checkAuditChain } from './log-chains.ts';

const actor = { id: '00000000-0000-4000-8000-000000000001', email: 'admin@example.com' };
const at = new Date('2026-11-23T09:00:00Z');

describe(`The logs' hash chains (${testEngine})`, () => {
  let database: Database;
  beforeEach(async () => {
    database = await createTestDatabase();
  });
  afterEach(() => database.close());

  /** As a database superuser could: with the guarding triggers off for one statement. */
  async function behindTheTriggers(table: 'audit_log' | 'access_log', statement: string) {
    await database.db.execute(sql.raw(`alter table ${table} disable trigger user`));
    await database.db.execute(sql.raw(statement));
    await database.db.execute(sql.raw(`alter table ${table} enable trigger user`));
  }

  /** The id of the audit log's `n`th row (1-based): the trigger draws ids, so they are not 1, 2, 3. */
  async function auditIdAt(n: number): Promise<number> {
    const result = await database.db.execute(
      sql`select id::float8 as id from audit_log order by id offset ${n - 1} limit 1`,
    );
    return Number((result as unknown as { rows: { id: number }[] }).rows[0]?.id);
  }

  /** 20 writers at once, 10 rows each, as a busy console writes them. */
  async function busyAuditLog() {
    const entry = (writer: number, n: number): AuditEntry => ({
      action: 'candidate.updated',
      entityType: 'candidate',
      entityId: `c-${writer}-${n}`,
      reason: `Fixing record ${n}`,
      before: { email: `old${n}@example.com` },
      after: { email: `new${n}@example.com` },
    });
    await Promise.all(
      Array.from({ length: 20 }, (_, writer) =>
        database.db.transaction((tx) =>
          recordAuditMany(
            tx,
            actor,
            at,
            Array.from({ length: 10 }, (_, n) => entry(writer, n)),
          ),
        ),
      ),
    );
  }

  it('verifies a busy audit log, and finds an edited row where it is', async () => {
    await busyAuditLog();
    const clean = await checkAuditChain(database.db);
    expect(clean).toMatchObject({ verifies: true, rows: 200, brokenAtId: null, redactedRows: 0 });
    expect(clean.headHash).toMatch(/^[0-9a-f]{64}$/);

    const edited = await auditIdAt(57);
    await behindTheTriggers(
      'audit_log',
      `update audit_log set reason = 'Nothing to see' where id = ${edited}`,
    );
    expect(await checkAuditChain(database.db)).toMatchObject({
      verifies: false,
      brokenAtId: edited,
    });
  });

  it('checks across parts: a row deleted before a part starts shows at that part’s first row', async () => {
    await busyAuditLog();
    // Parts of 7 rows: the 113th row opens the 17th part, and is checked against the 112th's hash.
    expect(await checkAuditChain(database.db, 7)).toEqual(await checkAuditChain(database.db));
    const [deleted, opening] = [await auditIdAt(113), await auditIdAt(114)];
    await behindTheTriggers('audit_log', `delete from audit_log where id = ${deleted}`);
    expect(await checkAuditChain(database.db, 7)).toMatchObject({
      verifies: false,
      rows: 199,
      brokenAtId: opening,
    });
  });

  it('finds a deleted audit row at the row after it', async () => {
    await busyAuditLog();
    const [deleted, next] = [await auditIdAt(120), await auditIdAt(121)];
    await behindTheTriggers('audit_log', `delete from audit_log where id = ${deleted}`);
    expect(await checkAuditChain(database.db)).toMatchObject({
      verifies: false,
      rows: 199,
      brokenAtId: next,
    });
  });

  it('still verifies after an erasure redacted a row, and counts it', async () => {
    await busyAuditLog();
    // What an erasure does: the personal fields go, with the salt; digest and hash stay.
    await database.db.execute(sql`update audit_log set content_salt = null, redacted_at = ${at},
      actor_email = null, reason = null, before = '{"email":"erased"}'::jsonb, after = null
      where id = ${await auditIdAt(33)}`);
    expect(await checkAuditChain(database.db)).toMatchObject({
      verifies: true,
      rows: 200,
      redactedRows: 1,
    });
    // The same change without the redaction's mark is an edit that hides: it fails.
    const hidden = await auditIdAt(34);
    await behindTheTriggers(
      'audit_log',
      `update audit_log set content_salt = null, reason = 'hidden' where id = ${hidden}`,
    );
    expect(await checkAuditChain(database.db)).toMatchObject({
      verifies: false,
      brokenAtId: hidden,
    });
  });

  it('verifies the access log, and finds a row edited behind its triggers', async () => {
    for (let n = 0; n < 30; n += 1)
      await logAccess(database.db, actor, at, {
        action: 'report',
        subjectType: 'candidate',
        subjectId: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
      });
    await logAccessMany(
      database.db,
      actor,
      at,
      { action: 'results-export', detail: { export: 'e1', part: 1 } },
      ['a', 'b'],
    );
    expect(await checkAccessChain(database.db)).toMatchObject({ verifies: true, rows: 31 });

    // The trigger refuses an edit outright…
    await expect(
      database.db.execute(sql`update access_log set staff_email = 'someone@example.com'`),
    ).rejects.toThrow();
    // …and one made with it off shows at the row edited.
    const result = await database.db.execute(
      sql`select id::float8 as id from access_log order by id offset 11 limit 1`,
    );
    const twelfth = Number((result as unknown as { rows: { id: number }[] }).rows[0]?.id);
    await behindTheTriggers(
      'access_log',
      `update access_log set staff_email = 'someone@example.com' where id = ${twelfth}`,
    );
    expect(await checkAccessChain(database.db)).toMatchObject({
      verifies: false,
      brokenAtId: twelfth,
    });
  });

  it('logs a list export a part of 500 people at a time, before each part is handed on', async () => {
    const rows = Array.from({ length: 1_201 }, (_, n) => ({ candidateId: `c${n}`, n }));
    async function* source() {
      // Two rows for the first person of the second part: they stay in one part.
      for (const row of rows) {
        yield row;
        if (row.n === 500) yield row;
      }
    }
    const logged: { part: number; people: number; handedOn: number }[] = [];
    const handedOn: unknown[] = [];
    const parts = loggedExport(
      async (ids, part) =>
        void logged.push({ part, people: ids.length, handedOn: handedOn.length }),
      source(),
      (row) => row.candidateId,
    );
    for await (const row of parts) handedOn.push(row);
    expect(handedOn).toHaveLength(1_202);
    expect(logged).toEqual([
      { part: 1, people: 500, handedOn: 0 },
      { part: 2, people: 500, handedOn: 500 },
      { part: 3, people: 201, handedOn: 1_001 },
    ]);

    // An export that names no one still leaves its one row: the read happened.
    const empty: string[][] = [];
    const nothing = loggedExport(
      async (ids) => void empty.push(ids),
      (async function* () {})(),
      () => '',
    );
    expect(await nothing.next()).toEqual({ done: true, value: undefined });
    expect(empty).toEqual([[]]);
  });
});
