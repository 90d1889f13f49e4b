import { Hono } from 'hono';
import { describe, expect, it, vi } from 'vitest';
import { apiError, handleError } from './errors.ts';

function appThatThrows(error: Error) {
  return new Hono()
    .get('/', () => {
      throw error;
    })
    .onError(handleError);
}

describe('handleError', () => {
  it('keeps the status and message of a known failure', async () => {
    const res = await appThatThrows(apiError(409, 'Already submitted')).request('/');
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({ success: false, message: 'Already submitted' });
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
