import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { testEngine } from '../../test-support/test-database.ts';
import { openPgliteOnThread, type Database } from '../database.ts';
import { queryRows } from '../query-rows.ts';

// A worker running this serves the database's thread (loaded through tsx: it is TypeScript).
const entry = new URL('../../test-support/pglite-thread-serve.ts', import.meta.url);

describe.runIf(testEngine === 'pglite')('the embedded database on its own thread', () => {
  let dir: string;
  let database: Database;
  const failures: Error[] = [];
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'pglite-thread-'));
    database = await openPgliteOnThread({
      dataDir: dir,
      entry,
      onFailure: (error) => failures.push(error),
    });
    await database.db.execute(sql`create table t (n int primary key, doc jsonb, at timestamptz)`);
  }, 90_000);
  afterAll(async () => {
    await database.close();
    expect(failures).toEqual([]);
    await rm(dir, { recursive: true, force: true });
  });

  it('runs statements and gives back their rows, values of every kind intact', async () => {
    const at = new Date('2026-11-25T10:00:00.123Z');
    await database.db.execute(
      sql`insert into t values (${1}, ${JSON.stringify({ a: [1, 'b'] })}, ${at.toISOString()})`,
    );
    expect(await queryRows(database.db, sql`select n, doc, at from t`)).toEqual([
      { n: 1, doc: { a: [1, 'b'] }, at: expect.anything() },
    ]);
  });

  it("reports the engine's error with its code, and commits or rolls back transactions", async () => {
    const duplicate = database.db.execute(sql`insert into t (n) values (${1})`);
    await expect(duplicate).rejects.toMatchObject({ cause: { code: '23505' } });
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`insert into t (n) values (${2})`);
    });
    await expect(
      database.db.transaction(async (tx) => {
        await tx.execute(sql`insert into t (n) values (${3})`);
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect(await queryRows(database.db, sql`select n from t order by n`)).toEqual([
      { n: 1 },
      { n: 2 },
    ]);
  });

  it('copies the data directory between transactions, never inside one', async () => {
    let dump: Promise<Blob> | undefined;
    await database.db.transaction(async (tx) => {
      await tx.execute(sql`insert into t (n) values (${10})`);
      // Asked for while the transaction is open: the thread takes it after the COMMIT.
      dump = database.dumpDataDir?.();
      await tx.execute(sql`insert into t (n) values (${11})`);
    });
    const copy = await dump;
    if (!copy) throw new Error('no dump');
    const restored = new PGlite({ loadDataDir: copy });
    const { rows } = await restored.query('select n from t where n >= 10 order by n');
    expect(rows).toEqual([{ n: 10 }, { n: 11 }]);
    await restored.close();
  }, 90_000);

  it('says how long the oldest statement waiting for the thread has waited, and how many wait', async () => {
    expect(database.queueDelayMs()).toBe(0);
    expect(database.queueLength()).toBe(0);
    let finish = () => {};
    let begun = () => {};
    const inside = new Promise<void>((resolve) => (begun = resolve));
    const held = database.db.transaction(() => {
      begun();
      return new Promise<void>((resolve) => (finish = resolve));
    });
    // The statement is sent once the transaction holds the thread's session.
    await inside;
    // Drizzle runs a query when it is awaited: Promise.resolve sends it now.
    const waiting = Promise.resolve(database.db.execute(sql`select 1 as one`));
    await vi.waitFor(() => expect(database.queueDelayMs()).toBeGreaterThan(100));
    // The statement waits; the transaction's own request to the thread is still unanswered too.
    expect(database.queueLength()).toBeGreaterThanOrEqual(1);
    finish();
    await held;
    await waiting;
    expect(database.queueDelayMs()).toBe(0);
    expect(database.queueLength()).toBe(0);
  });
});
