import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { createAdaptorServer } from '@hono/node-server';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fail } from '../domain/errors.ts';
import { handleError } from './errors.ts';
import { closeWithBodyUnread } from './lingering-close.ts';
import { limitBody } from './validate-json.ts';

const mib = 1024 * 1024;

interface Streamed {
  /** The answer's status line. */
  status: string;
  /** How the connection failed under the client, if it did (EPIPE, ECONNRESET: a reset). */
  error?: string;
  /** Body bytes sent when the answer's first byte arrived, and in all. */
  sentBeforeAnswer: number;
  sent: number;
  /** From the first byte of the body to the connection's end. */
  ms: number;
}

/**
 * Streams a `total`-byte body to `path` as fast as the connection takes it, as a proxy relaying an
 * upload does, over a raw socket (no HTTP client that hides how the connection ended). Like a
 * proxy, it stops sending and closes once the server has answered and ended its side, unless
 * `ignoreEnd` (a client that sends its body whatever it is told); `pauseMs` sends 16 KiB at a
 * time with that pause between (a slow client).
 */
function streamUpload(
  port: number,
  path: string,
  total: number,
  { ignoreEnd = false, pauseMs = 0 } = {},
) {
  return new Promise<Streamed>((resolve) => {
    const socket = net.connect({ port, host: '127.0.0.1', allowHalfOpen: ignoreEnd });
    const received: Buffer[] = [];
    const chunk = Buffer.alloc(pauseMs ? 16 * 1024 : 64 * 1024, 'x');
    let sent = 0;
    let sentBeforeAnswer = -1;
    let error: string | undefined;
    let started = 0;
    const pump = () => {
      while (sent < total && socket.writable) {
        sent += chunk.length;
        if (!socket.write(chunk)) return;
        if (pauseMs) {
          setTimeout(pump, pauseMs);
          return;
        }
      }
    };
    socket.on('connect', () => {
      socket.write(
        `POST ${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n` +
          `Content-Length: ${total}\r\n\r\n`,
      );
      started = Date.now();
      pump();
    });
    socket.on('drain', () => {
      if (!pauseMs) pump();
    });
    socket.on('data', (data: Buffer) => {
      if (sentBeforeAnswer < 0) sentBeforeAnswer = sent;
      received.push(data);
    });
    socket.on('error', (e: NodeJS.ErrnoException) => (error ??= e.code ?? e.message));
    socket.on('close', () =>
      resolve({
        status: Buffer.concat(received).toString('utf8').split('\r\n')[0] ?? '',
        error,
        sentBeforeAnswer,
        sent,
        ms: Date.now() - started,
      }),
    );
  });
}

describe('an upload refused before its body is read', () => {
  const app = new Hono()
    .post('/needs-sign-in', () => {
      throw fail.unauthenticated('Please sign in again.');
    })
    .post('/small', limitBody(1024), () => new Response('read'))
    .post('/short-linger', (c) => {
      closeWithBodyUnread(c, { maxMs: 300, maxBytes: 4 * mib });
      return c.text('busy', 503);
    })
    .post('/byte-bound', (c) => {
      closeWithBodyUnread(c, { maxMs: 20_000, maxBytes: 4 * mib });
      return c.text('busy', 503);
    })
    .onError(handleError);
  const server = createAdaptorServer({ fetch: app.fetch });
  let port = 0;
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  // Closed at once, every one of these connections was reset under the client (EPIPE) while it
  // was still sending: a proxy in that state drops the answer it has not read yet (a 502).
  it.each([
    ['401 Unauthorized', '/needs-sign-in'],
    ['413 Payload Too Large', '/small'],
  ])(
    'answers %s to a client still streaming 20 MiB, before its body, and is never reset',
    async (status, path) => {
      for (let round = 0; round < 10; round += 1) {
        const streamed = await streamUpload(port, path, 20 * mib);
        expect({ round, status: streamed.status, error: streamed.error }).toEqual({
          round,
          status: `HTTP/1.1 ${status}`,
          error: undefined,
        });
        expect(streamed.sentBeforeAnswer).toBeLessThan(20 * mib);
      }
    },
  );

  it('keeps reading a client that goes on sending slowly until the time bound, then cuts it', async () => {
    // 16 KiB every 20 ms, for ever: only the bound (300 ms here) ends it.
    const streamed = await streamUpload(port, '/short-linger', 1024 * mib, {
      ignoreEnd: true,
      pauseMs: 20,
    });
    expect(streamed.status).toBe('HTTP/1.1 503 Service Unavailable');
    expect(streamed.sentBeforeAnswer).toBeLessThan(mib);
    expect(streamed.ms).toBeGreaterThanOrEqual(250);
    expect(streamed.ms).toBeLessThan(3_000);
  });

  it('cuts a client that goes on sending fast once the byte bound passes', async () => {
    const streamed = await streamUpload(port, '/byte-bound', 16 * 1024 * mib, { ignoreEnd: true });
    expect(streamed.status).toBe('HTTP/1.1 503 Service Unavailable');
    // 4 MiB, checked every 50 ms, at a loopback's pace: well under the 16 GiB offered, and long
    // before the 20 s bound.
    expect(streamed.sent).toBeLessThan(1024 * mib);
    expect(streamed.ms).toBeLessThan(5_000);
  });
});
