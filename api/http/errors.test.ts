import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { fail } from '../domain/errors.ts';
import { captureLog } from '../test-support/captured-log.ts';
import { handleError, statusOf } from './errors.ts';
import { tagRequest } from './request-id.ts';

function appThatThrows(error: Error) {
  return new Hono()
    .get('/', () => {
      throw error;
    })
    .onError(handleError);
}

describe('handleError', () => {
  it("answers a rule's failure with its status and message", async () => {
    const res = await appThatThrows(fail.conflict('Already submitted')).request('/');
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({ success: false, message: 'Already submitted' });
  });

  it('says how long to wait when a limit is reached', async () => {
    const res = await appThatThrows(fail.tooMany('Slow down', 90)).request('/');
    expect(res.status).toBe(429);
    expect(res.headers.get('Retry-After')).toBe('90');
  });

  it('maps every kind of failure to a client or service status, never a 500', () => {
    for (const status of Object.values(statusOf)) {
      expect(status === 503 || (status >= 400 && status < 500)).toBe(true);
    }
  });

  it('answers an unexpected failure with 500 and a generic message, logging the cause', async () => {
    const log = captureLog();
    try {
      const res = await appThatThrows(new Error('secret connection string leaked')).request('/');
      expect(res.status).toBe(500);
      const body = await res.json();
      expect(body.success).toBe(false);
      expect(body.message).not.toContain('secret');
      expect(log.lines).toHaveLength(1);
      expect(log.lines[0]).toMatchObject({ level: 'error', msg: 'GET / failed' });
      expect(log.lines[0]?.error).toContain('secret connection string leaked');
    } finally {
      log.restore();
    }
  });

  it("names the request in the answer and in the failure's log line, for a person to quote", async () => {
    const log = captureLog();
    try {
      const app = new Hono()
        .use('*', tagRequest)
        .get('/', () => {
          throw new Error('boom');
        })
        .onError(handleError);
      const res = await app.request('/');
      const id = res.headers.get('X-Request-Id');
      expect(id).toMatch(/^[0-9A-HJKMNP-TV-Z]{10}$/);
      const body = await res.json();
      expect(body.requestId).toBe(id);
      expect(body.message).toBe(
        `Something went wrong on our side. Please try again. If it happens again, quote reference ${id}.`,
      );
      expect(log.lines[0]).toMatchObject({ level: 'error', reqId: id });
    } finally {
      log.restore();
    }
  });
});
