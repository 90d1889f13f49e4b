import { it } from 'vitest';
import { createCandidate, seedQuestionBank } from '../test-support/candidates.ts';
import { interviewClient } from '../test-support/interview-client.ts';
import { createTestApp } from '../test-support/test-app.ts';
import { createTestDatabase } from '../test-support/test-database.ts';

it('profiles', async () => {
  const database = await createTestDatabase();
  await seedQuestionBank(database);
  const api = interviewClient(createTestApp(database).app);
  const tokens: string[] = [];
  for (let i = 0; i < 60; i++) {
    await createCandidate(database, `P-${i}`);
    tokens.push(await api.token(`P-${i}`));
  }
  let t = performance.now();
  for (const tk of tokens) await api.start(tk);
  console.log('start ms each', ((performance.now() - t) / tokens.length).toFixed(2));
  t = performance.now();
  for (const tk of tokens) await api.next(tk, 0, 1);
  console.log('next ms each', ((performance.now() - t) / tokens.length).toFixed(2));
  t = performance.now();
  await Promise.all(tokens.map((tk) => api.next(tk, 1, 1)));
  console.log('parallel next total ms', (performance.now() - t).toFixed(1));
  await database.close();
}, 120_000);
