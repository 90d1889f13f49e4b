import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { captureLog } from '../test-support/captured-log.ts';
import { tagRequest } from './request-id.ts';
import { requestLog } from './request-log.ts';

describe('requestLog', () => {
  it('writes one JSON line per request: its id, method, path (no query), status, time and who asked', async () => {
    const log = captureLog();
    try {
      const app = new Hono()
        .use('*', tagRequest)
        .use('*', requestLog)
        .get('/teapot', (c) => {
          c.set('claims' as never, { candidateId: 'cand-1' } as never);
          return c.text('short and stout', 418);
        });
      const res = await app.request('/teapot?name=Asha');
      expect(log.lines).toHaveLength(1);
      const [line] = log.lines;
      expect(line).toMatchObject({
        level: 'info',
        reqId: res.headers.get('X-Request-Id'),
        method: 'GET',
        path: '/teapot',
        status: 418,
        candidateId: 'cand-1',
      });
      expect(line?.msg).toMatch(/^GET \/teapot 418 \d+(\.\d)?ms$/);
      expect(typeof line?.ms).toBe('number');
      expect(log.text()).not.toContain('Asha');
    } finally {
      log.restore();
    }
  });

  it("keeps a proxy's request id, and makes its own for an id that is not one", async () => {
    const app = new Hono().use('*', tagRequest).get('/', (c) => c.text(c.get('requestId')));
    const kept = await app.request('/', { headers: { 'X-Request-Id': 'caddy-1234' } });
    expect(await kept.text()).toBe('caddy-1234');
    const replaced = await app.request('/', {
      headers: { 'X-Request-Id': 'no spaces; or <tags>' },
    });
    expect(await replaced.text()).toMatch(/^[0-9A-Z]{10}$/);
  });
});
