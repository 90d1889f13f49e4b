import { gunzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { useMcqHarness } from '../test-support/mcq-harness.ts';
import { compressLargeResponses } from './compression.ts';

// What Chromium sends with every request.
const browser = { 'Accept-Encoding': 'gzip, deflate, br, zstd' };
const rows = Array.from({ length: 200 }, (_, i) => ({ id: i, name: `Candidate ${i}` }));

describe('response compression', () => {
  const app = new Hono();
  app.use('*', compressLargeResponses());
  app.get('/api/hr/candidates', (c) => c.json({ rows }));
  app.get('/api/interview/test/start', (c) => c.json({ rows }));

  it('gzips the console and the site for a browser that accepts it', async () => {
    const res = await app.request('/api/hr/candidates', { headers: browser });
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(res.headers.get('vary')).toBe('Accept-Encoding');
    const body = Buffer.from(await res.arrayBuffer());
    expect(JSON.parse(gunzipSync(body).toString('utf8'))).toEqual({ rows });
  });

  it("sends the candidate's calls as they are, whatever the browser accepts", async () => {
    const res = await app.request('/api/interview/test/start', { headers: browser });
    expect(res.headers.get('content-encoding')).toBeNull();
    expect(await res.json()).toEqual({ rows });
  });

  const harness = useMcqHarness();
  it('leaves a question served by the app uncompressed', async () => {
    const { token } = await harness.newCandidate();
    const res = await harness.setup().app.request('/api/interview/test/start', {
      headers: { ...browser, Authorization: `Bearer ${token}` },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBeNull();
    expect((await res.json()).data.options.length).toBeGreaterThan(1);
  });
});
