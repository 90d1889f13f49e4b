import { PGlite, types } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { testEngine } from '../../test-support/test-database.ts';
import { createPreparedSession, type PreparedSession } from './prepared-session.ts';

// Drizzle's options: timestamps kept as the engine's text (its own mappers make the Dates).
const drizzleOptions = {
  rowMode: 'array' as const,
  parsers: { [types.TIMESTAMPTZ]: (value: string) => value },
};

describe.runIf(testEngine === 'pglite')('the prepared PGlite session', () => {
  let client: PGlite;
  let session: PreparedSession;
  beforeAll(async () => {
    client = new PGlite();
    await client.waitReady;
    session = createPreparedSession(client);
    await session.query(
      `create table t (id serial primary key, n int8, ok bool, doc jsonb, at timestamptz,
        bytes bytea, tags text[], note text)`,
    );
  }, 60_000);
  afterAll(() => client.close());

  it('reads and writes every kind of value exactly as PGlite itself does', async () => {
    const values = [
      '9007199254740993',
      true,
      JSON.stringify({ a: [1, 'two'], b: null }),
      new Date('2026-11-25T10:00:00.123Z'),
      new Uint8Array([0, 1, 254, 255]),
      ['x', 'y "quoted"', 'z,comma'],
      "it's",
    ];
    const insert =
      'insert into t (n, ok, doc, at, bytes, tags, note) values ($1, $2, $3, $4, $5, $6, $7) returning *';
    const ours = await session.query(insert, values);
    const theirs = await client.query(insert, values);
    expect(ours.rows[0]).toEqual({ ...(theirs.rows[0] as object), id: 1 });
    const select = 'select * from t where id = $1';
    for (const options of [undefined, drizzleOptions]) {
      // One after the other: PGlite's own query must not interleave with the session's.
      const mine = await session.query(select, [2], options);
      const pglite = await client.query(select, [2], options);
      expect(mine.rows).toEqual(pglite.rows);
      expect(mine.fields).toEqual(pglite.fields);
    }
    const nulls = await session.query('select $1::int as a, $2::text as b', [null, undefined]);
    expect(nulls.rows).toEqual([{ a: null, b: null }]);
  });

  it('reports how many rows a write changed, and statements without values', async () => {
    const updated = await session.query('update t set note = $1 where id > $2', ['x', 0]);
    expect(updated.affectedRows).toBe(2);
    expect((await session.query('select count(*)::int as c from t')).rows).toEqual([{ c: 2 }]);
  });

  it('commits a transaction, and rolls back one that fails, leaving the session usable', async () => {
    await session.transaction(async (tx) => {
      await tx.query('insert into t (note) values ($1)', ['committed']);
    });
    await expect(
      session.transaction(async (tx) => {
        await tx.query('insert into t (note) values ($1)', ['rolled back']);
        await tx.query('select 1/0 as boom where $1', [true]);
      }),
    ).rejects.toThrow(/division by zero/);
    const notes = await session.query<{ note: string }>(
      'select note from t where note = any($1) order by note',
      [['committed', 'rolled back']],
    );
    expect(notes.rows).toEqual([{ note: 'committed' }]);
  });

  it('refuses to commit a transaction whose statement failed though the error was caught', async () => {
    await expect(
      session.transaction(async (tx) => {
        await tx.query('select 1/0 as boom where $1', [true]).catch(() => null);
      }),
    ).rejects.toThrow();
    expect((await session.query('select $1::int as one', [1])).rows).toEqual([{ one: 1 }]);
  });

  it('prepares a statement again when its table changed shape', async () => {
    await session.query('create table shape (a int)');
    await session.query('insert into shape values ($1)', [1]);
    const select = 'select * from shape where a = $1';
    expect((await session.query(select, [1])).rows).toEqual([{ a: 1 }]);
    await session.query('alter table shape add column b int default 2');
    expect((await session.query(select, [1])).rows).toEqual([{ a: 1, b: 2 }]);
  });

  it('keeps working past the number of statements it keeps prepared', async () => {
    for (let i = 0; i < 520; i += 1) {
      const { rows } = await session.query(`select $1::int + ${i} as v`, [1]);
      expect(rows).toEqual([{ v: 1 + i }]);
    }
    expect((await session.query('select $1::int + 0 as v', [5])).rows).toEqual([{ v: 5 }]);
  });

  it('says how long the oldest call waiting for the session has waited', async () => {
    expect(session.queueDelayMs()).toBe(0);
    let finish = () => {};
    const held = session.transaction(() => new Promise<void>((resolve) => (finish = resolve)));
    const waiting = session.query('select $1::int as one', [1]);
    await vi.waitFor(() => expect(session.queueDelayMs()).toBeGreaterThan(100));
    finish();
    await held;
    expect((await waiting).rows).toEqual([{ one: 1 }]);
    expect(session.queueDelayMs()).toBe(0);
  });
});
