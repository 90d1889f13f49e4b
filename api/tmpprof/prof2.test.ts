import { it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createCandidate, seedQuestionBank } from '../test-support/candidates.ts';
import { interviewClient } from '../test-support/interview-client.ts';
import { createTestApp } from '../test-support/test-app.ts';
import { createTestDatabase } from '../test-support/test-database.ts';

it('profiles statements', async () => {
  const database = await createTestDatabase();
  await seedQuestionBank(database);
  const db = database.db;
  const time = async (label: string, fn: () => Promise<unknown>, n = 50) => {
    const t = performance.now();
    for (let i = 0; i < n; i++) await fn();
    console.log(label, ((performance.now() - t) / n).toFixed(2), 'ms');
  };
  await time('select 1', () => db.execute(sql`select 1`));
  await time('empty tx', () => db.transaction(async (tx) => { await tx.execute(sql`select 1`); }));
  await time('tx for update', () => db.transaction(async (tx) => { await tx.execute(sql`select * from candidates limit 1 for update`); }));
  await createCandidate(database, 'X');
  const api = interviewClient(createTestApp(database).app);
  const token = await api.token('X');
  await time('health request', () => createTestApp(database).app.request('/api/health'));
  await time('result request (auth + select)', () => api.result(token));
  await database.close();
}, 120_000);
