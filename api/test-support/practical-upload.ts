import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { App } from '../app.ts';
import type { Database } from '../db/database.ts';
import { candidates } from '../db/schema/candidates.ts';
import { createCandidate, ensureDrive } from './candidates.ts';
import { interviewClient, sendPracticalUpload } from './interview-client.ts';

/**
 * A practical candidate (of `cohort`, when given) who starts the round and uploads `zip` through
 * the candidate API, as the practical page does; fails the test when the upload is refused.
 */
export async function uploadPractical(
  app: App,
  database: Database,
  oneTimeId: string,
  zip: Buffer,
  options: { cohort?: string; fileName?: string } = {},
) {
  const candidate = await createCandidate(database, oneTimeId, 'practical');
  if (options.cohort) await ensureDrive(database, options.cohort);
  if (options.cohort)
    await database.db
      .update(candidates)
      .set({ cohort: options.cohort })
      .where(eq(candidates.id, candidate.id));
  const token = await interviewClient(app).token(oneTimeId);
  const started = await app.request('/api/interview/test/practical', {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ practical_start_time: '2026-11-24 10:00:00' }),
  });
  expect(started.status).toBe(200);
  const sent = await sendPracticalUpload(
    app,
    token,
    new Blob([new Uint8Array(zip)], { type: 'application/zip' }),
    {},
    options.fileName ?? 'my work.zip',
  );
  expect(sent.status, await sent.clone().text()).toBe(200);
  return candidate;
}
