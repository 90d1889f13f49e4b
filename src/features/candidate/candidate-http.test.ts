import { AxiosError, AxiosHeaders, type AxiosResponse } from 'axios';
import { describe, expect, it } from 'vitest';
import { ServerBusy } from '../../machines/server-busy.ts';
import { asServerBusy, retryAfterMs } from './candidate-http.ts';

function answered(status: number, headers: Record<string, string> = {}) {
  const config = { headers: new AxiosHeaders() };
  const response = {
    status,
    statusText: '',
    headers,
    config,
    data: { success: false, message: 'Our server is very busy just now.' },
  } as AxiosResponse;
  return new AxiosError('Request failed', 'ERR_BAD_RESPONSE', config, null, response);
}

describe('Retry-After', () => {
  it('reads seconds or an HTTP date, and nothing else', () => {
    const now = Date.parse('2026-11-25T10:00:00Z');
    expect(retryAfterMs('7', now)).toBe(7000);
    expect(retryAfterMs('Wed, 25 Nov 2026 10:00:12 GMT', now)).toBe(12_000);
    expect(retryAfterMs('Wed, 25 Nov 2026 09:59:00 GMT', now)).toBe(0);
    for (const bad of [undefined, '', 'soon', '-3', 7]) expect(retryAfterMs(bad, now)).toBeNull();
  });

  it("turns a busy server's 503 or 429 with a wait into ServerBusy, and leaves any other error", () => {
    const busy = asServerBusy(answered(503, { 'retry-after': '4' }));
    expect(busy).toBeInstanceOf(ServerBusy);
    expect(busy).toMatchObject({
      retryAfterMs: 4000,
      message: 'Our server is very busy just now.',
    });
    expect(asServerBusy(answered(429, { 'retry-after': '2' }))).toMatchObject({
      retryAfterMs: 2000,
    });
    for (const other of [answered(503), answered(500, { 'retry-after': '4' }), new Error('x')])
      expect(asServerBusy(other)).toBe(other);
  });
});
