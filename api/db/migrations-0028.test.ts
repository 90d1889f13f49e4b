import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from './database.ts';
import { runMigrations } from './migrate.ts';
import { queryRows } from './query-rows.ts';
import { checkEventChain } from '../services/hr/report/event-chain.ts';
import { testEngine } from '../test-support/test-database.ts';
import { migrationsUpTo, olderDatabase } from '../test-support/older-database.ts';

/**
 * Issue 40's migration (0028) on a database as the build before it left it: every attempt chain
 * made under 0009's form is checked under it and re-linked under the new one (the detail behind a
 * salted digest), so a chain that verified still verifies, and one that was broken stays broken at
 * the same event; the audit log, never chained before, is chained from its first row.
 */
describe(`Migrating the chains to redactable form (${testEngine})`, () => {
  let work: string;
  let folder: string;
  const opened: { close(): Promise<void> }[] = [];

  beforeAll(async () => {
    work = await mkdtemp(path.join(tmpdir(), 'migrate-0028-'));
    folder = await migrationsUpTo(work, 28, '0027_question_images');
  });

  afterAll(async () => {
    for (const db of opened) await db.close();
    await rm(work, { recursive: true, force: true });
  });

  /** An attempt with `events` events logged under 0009's chain; its id. */
  async function attemptWithEvents(database: Database, oneTimeId: string, events: number) {
    const [candidate] = await queryRows<{ id: string }>(
      database.db,
      sql`insert into candidates (one_time_id, password_hash, full_name, test_type)
          values (${oneTimeId}, 'x', ${`Candidate ${oneTimeId}`}, 'mcqs') returning id`,
    );
    const [attempt] = await queryRows<{ id: string }>(
      database.db,
      sql`insert into mcq_attempts (candidate_id, question_ids, current_served_at, current_deadline_at, started_at)
          values (${candidate?.id}, '[]'::jsonb, now(), now(), now()) returning id`,
    );
    for (let i = 0; i < events; i++)
      await database.db.execute(sql`
        insert into attempt_events (attempt_id, at, type, question_index, detail)
        values (${attempt?.id}, ${new Date(Date.UTC(2026, 10, 20, 9, 0, i)).toISOString()}::timestamptz,
          ${i === 0 ? 'started' : 'served'}, ${i === 0 ? null : i - 1},
          ${i === 0 ? JSON.stringify({ network: '203.0.113.5' }) : i % 2 ? null : JSON.stringify({ deadlineAt: 'x' })}::jsonb)`);
    return attempt?.id ?? '';
  }

  it('keeps a verifying chain verifying, a broken one broken where it was, and chains the audit log', async () => {
    const database = await olderDatabase(folder, opened);
    const intact = await attemptWithEvents(database, 'M-1', 5);
    const tampered = await attemptWithEvents(database, 'M-2', 5);
    const [third] = await queryRows<{ id: number }>(
      database.db,
      sql`select id::float8 as id from attempt_events where attempt_id = ${tampered} order by id offset 2 limit 1`,
    );
    // Someone edits the third event before the upgrade (as a superuser could).
    await database.db.execute(
      sql`update attempt_events set type = 'focus-lost' where id = ${third?.id ?? 0}`,
    );
    await database.db.execute(sql`
      insert into audit_log (at, actor_email, action, entity_type, entity_id, after)
      values (now(), 'hr@example.com', 'candidate.created', 'candidate', 'x', '{"fullName": "Asha"}'),
             (now(), 'hr@example.com', 'candidate.updated', 'candidate', 'x', '{"phone": "+91"}')`);

    await runMigrations(database);

    expect(await checkEventChain(database.db, intact)).toMatchObject({
      verifies: true,
      events: 5,
      redactedEvents: 0,
    });
    expect(await checkEventChain(database.db, tampered)).toMatchObject({
      verifies: false,
      brokenAtEventId: third?.id,
    });
    const salted = await queryRows<{ n: number | string }>(
      database.db,
      sql`select count(*) as n from attempt_events where attempt_id = ${intact}
          and (detail is null) = (detail_salt is null)`,
    );
    expect(Number(salted[0]?.n)).toBe(5);
    const audit = await queryRows<{ prev_hash: string | null; hash: string | null; ok: boolean }>(
      database.db,
      sql`select prev_hash, hash,
            hash = audit_log_link(prev_hash, at, actor_id, action, entity_type, entity_id, content_digest)
            and content_digest = personal_digest(content_salt, audit_log_content(actor_email, reason, before, after)) as ok
          from audit_log order by id`,
    );
    expect(audit.map((row) => row.ok)).toEqual([true, true]);
    expect(audit[0]?.prev_hash).toBeNull();
    expect(audit[1]?.prev_hash).toBe(audit[0]?.hash);

    // New events keep chaining to the migrated ones.
    await database.db.execute(sql`
      insert into attempt_events (attempt_id, at, type, question_index, detail)
      values (${intact}, now(), 'answered', 3, '{"network": "198.51.100.1"}'::jsonb)`);
    expect(await checkEventChain(database.db, intact)).toMatchObject({ verifies: true, events: 6 });
  });
});
