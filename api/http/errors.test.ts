import { Hono } from 'hono';
import { describe, expect, it, vi } from 'vitest';
import { fail } from '../domain/errors.ts';
import { handleError, statusOf } from './errors.ts';

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
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const res = await appThatThrows(new Error('secret connection string leaked')).request('/');
    expect(res.status).toBe(500);
    const body = await res.json();
    expect(body.success).toBe(false);
    expect(body.message).not.toContain('secret');
    expect(logged).toHaveBeenCalledWith(expect.stringContaining('secret connection string leaked'));
    logged.mockRestore();
  });
});
