import { describe, expect, it } from 'vitest';
import { interviewClient } from '../test-support/interview-client.ts';
import { createTestApp } from '../test-support/test-app.ts';
import { testEngine } from '../test-support/test-database.ts';
import { useMcqHarness } from '../test-support/mcq-harness.ts';
import { busyMessage } from './overload-guard.ts';

const harness = useMcqHarness();

/** The app with a load signal the test sets: how long work waits now, in ms. */
function appUnderLoad(env: NodeJS.ProcessEnv = {}) {
  const load = { waitMs: 0 };
  const { app } = createTestApp(harness.db(), {
    now: () => harness.clock.now,
    load: { delayMs: () => load.waitMs },
    env,
  });
  return { api: interviewClient(app), app, load };
}

describe(`the overload guard (${testEngine})`, () => {
  it('refuses test calls at once with 503 and Retry-After while work waits past 1 s, then serves them', async () => {
    const { api, load } = appUnderLoad();
    const { id, token } = await harness.newCandidate();
    load.waitMs = 1500;
    for (const res of [
      await api.start(token),
      await api.next(token, 0, 1),
      await api.submit(token, { candidateId: id, reason: 'completed' }),
      await api.result(token),
    ]) {
      expect(res.status).toBe(503);
      expect(res.body).toEqual({ success: false, message: busyMessage });
      const wait = Number(res.headers.get('retry-after'));
      // 1 s plus one per second of waiting, spread over up to 2 s more.
      expect(wait).toBeGreaterThanOrEqual(3);
      expect(wait).toBeLessThanOrEqual(5);
    }
    // Nothing was done for the refused calls.
    expect((await harness.attemptOf(id)).attempt).toBeUndefined();
    load.waitMs = 20;
    expect((await api.start(token)).status).toBe(200);
    expect((await api.next(token, 0, 1)).status).toBe(200);
  });

  it('lets calls through up to the threshold, and never refuses with OVERLOAD_DELAY_MS=0', async () => {
    const { token } = await harness.newCandidate();
    // A first start past ADMISSION_DELAY_MS waits in line (interview-under-load.test.ts): off here.
    const near = appUnderLoad({ ADMISSION_DELAY_MS: '0' });
    near.load.waitMs = 1000;
    expect((await near.api.start(token)).status).toBe(200);
    const off = appUnderLoad({ OVERLOAD_DELAY_MS: '0' });
    off.load.waitMs = 60_000;
    expect((await off.api.start(token)).status).toBe(200);
  });

  it('spreads the retries of a long wait and caps them', async () => {
    const { api, load } = appUnderLoad();
    const { token } = await harness.newCandidate();
    load.waitMs = 30_000;
    const waits = new Set<number>();
    for (let i = 0; i < 30; i += 1)
      waits.add(Number((await api.start(token)).headers.get('retry-after')));
    expect([...waits].every((w) => w >= 10 && w <= 12)).toBe(true);
    expect(waits.size).toBeGreaterThan(1);
  });

  it('leaves logging in and the health check alone', async () => {
    const { api, app, load } = appUnderLoad();
    load.waitMs = 60_000;
    const { oneTimeId } = await harness.newCandidate();
    expect((await api.login(oneTimeId)).status).toBe(200);
    expect((await app.request('/api/health')).status).toBe(200);
  });
});
