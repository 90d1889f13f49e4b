import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { createTestDatabase, testEngine } from '../test-support/test-database.ts';
import { openPglite } from './database.ts';
import { queryRows } from './query-rows.ts';

describe.runIf(testEngine === 'pglite')('PGlite dumpDataDir', () => {
  // Two PGlite starts: seconds each on a busy machine.
  it(
    'copies the data directory between transactions, never inside one',
    { timeout: 90_000 },
    async () => {
      const client = new PGlite();
      const database = await openPglite({ client });
      await database.db.execute(sql`create table t (n int)`);
      const order: string[] = [];
      const realDump = client.dumpDataDir.bind(client);
      vi.spyOn(client, 'dumpDataDir').mockImplementation((compression) => {
        order.push('dump');
        return realDump(compression);
      });
      const dumpDataDir = database.dumpDataDir;
      if (!dumpDataDir) throw new Error('PGlite dumps its data directory');
      let dump: Promise<Blob> = Promise.reject(new Error('not requested'));
      dump.catch(() => {});

      await database.db.transaction(async (tx) => {
        await tx.execute(sql`insert into t values (1)`);
        dump = dumpDataDir();
        // A dump that did not wait for the transaction would have begun by the next turn of
        // the event loop (it waits for nothing else).
        await new Promise((resolve) => setImmediate(resolve));
        await tx.execute(sql`insert into t values (2)`);
        order.push('last statement of the transaction');
      });
      const copy = await dump;
      expect(order).toEqual(['last statement of the transaction', 'dump']);
      await database.close();

      const restored = await openPglite({ client: new PGlite({ loadDataDir: copy }) });
      expect(await queryRows(restored.db, sql`select n from t order by n`)).toEqual([
        { n: 1 },
        { n: 2 },
      ]);
      await restored.close();
    },
  );
});

describe.runIf(testEngine === 'postgres')('the PostgreSQL pool', () => {
  it('says how long the oldest query waiting for a free connection has waited', async () => {
    const database = await createTestDatabase();
    try {
      expect(database.queueDelayMs()).toBe(0);
      // Every connection of the pool (10) held by a transaction that waits for the test.
      let finish = () => {};
      const released = new Promise<void>((resolve) => (finish = resolve));
      let holding = 0;
      const held = Array.from({ length: 10 }, () =>
        database.db.transaction(async (tx) => {
          await tx.execute(sql`select 1`);
          holding += 1;
          await released;
        }),
      );
      await vi.waitFor(() => expect(holding).toBe(10));
      // Drizzle runs a query when it is awaited: Promise.resolve sends it now.
      const waiting = Promise.resolve(database.db.execute(sql`select 1 as one`));
      await vi.waitFor(() => expect(database.queueDelayMs()).toBeGreaterThan(100));
      expect(database.queueLength()).toBe(1);
      expect(database.poolState?.()).toEqual({ total: 10, idle: 0, waiting: 1 });
      finish();
      await Promise.all(held);
      await waiting;
      expect(database.queueDelayMs()).toBe(0);
    } finally {
      await database.close();
    }
  });
});
