import { AxiosError, AxiosHeaders, type AxiosResponse } from 'axios';
import { describe, expect, it } from 'vitest';
import { ServerBusy } from '../../machines/server-busy.ts';
import { asServerBusy, placeInLine, retryAfterMs } from './candidate-http.ts';

function answered(
  status: number,
  headers: Record<string, string> = {},
  data: unknown = { success: false, message: 'Our server is very busy just now.' },
) {
  const config = { headers: new AxiosHeaders() };
  const response = {
    status,
    statusText: '',
    headers,
    config,
    data,
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

  it("carries a first start's place in line, with its wait or none, from a queued 503", () => {
    const queued = (queue: unknown) =>
      asServerBusy(
        answered(503, { 'retry-after': '1' }, { success: false, message: 'In line.', queue }),
      );
    expect(queued({ place: 37, waitSeconds: 74 })).toMatchObject({
      retryAfterMs: 1000,
      message: 'In line.',
      queue: { place: 37, waitSeconds: 74 },
    });
    expect(queued({ place: 1, waitSeconds: null })).toMatchObject({
      queue: { place: 1, waitSeconds: null },
    });
    expect(queued({ place: 2, waitSeconds: 0 })).toMatchObject({
      queue: { place: 2, waitSeconds: 0 },
    });
    // A busy answer without a line (an answer refused by the overload guard) has no place.
    expect(asServerBusy(answered(503, { 'retry-after': '4' }))).toMatchObject({ queue: null });
  });
});

describe('a place in line', () => {
  // The page shows these numbers: anything odd means no place (the plain "busy" text), not "NaN".
  it.each([
    ['no body', undefined],
    ['a body that is text', 'busy'],
    ['no queue', { success: false }],
    ['a null queue', { queue: null }],
    ['a place of 0', { queue: { place: 0, waitSeconds: 3 } }],
    ['a negative place', { queue: { place: -2, waitSeconds: 3 } }],
    ['a fractional place', { queue: { place: 1.5, waitSeconds: 3 } }],
    ['a place as text', { queue: { place: '3', waitSeconds: 3 } }],
    ['an endless place', { queue: { place: Infinity, waitSeconds: 3 } }],
    ['a negative wait', { queue: { place: 3, waitSeconds: -1 } }],
    ['a wait as text', { queue: { place: 3, waitSeconds: '60' } }],
    ['an endless wait', { queue: { place: 3, waitSeconds: Infinity } }],
    ['no wait at all', { queue: { place: 3 } }],
  ])('is none for %s', (_, body) => {
    expect(placeInLine(body)).toBeNull();
  });

  it('keeps a fractional wait as it is (the page rounds it)', () => {
    expect(placeInLine({ queue: { place: 3, waitSeconds: 2.5 } })).toEqual({
      place: 3,
      waitSeconds: 2.5,
    });
  });
});
