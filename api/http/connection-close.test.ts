import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createAdaptorServer } from '@hono/node-server';
import { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { handleError } from './errors.ts';
import { object, string } from 'yup';
import { limitBody, validateJson } from './validate-json.ts';

/** One request on `agent`, answered with its status, Connection header and body. */
function send(
  agent: http.Agent,
  port: number,
  options: { method: string; path: string; body?: Buffer; chunked?: boolean },
): Promise<{ status: number; connection: string | undefined; body: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        agent,
        port,
        host: '127.0.0.1',
        method: options.method,
        path: options.path,
        headers: !options.body
          ? {}
          : options.chunked
            ? { 'content-type': 'application/json', 'transfer-encoding': 'chunked' }
            : { 'content-type': 'application/json', 'content-length': options.body.length },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            connection: res.headers.connection,
            body: Buffer.concat(chunks).toString('utf8'),
          }),
        );
      },
    );
    req.on('error', reject);
    // A client that sends its whole body, as browsers and most HTTP libraries do (chunked: in
    // two writes, without a declared length).
    if (options.chunked && options.body) {
      req.write(options.body.subarray(0, 10));
      req.end(options.body.subarray(10));
    } else req.end(options.body);
  });
}

describe('a body refused unread (early 413)', () => {
  const app = new Hono()
    .post('/small', limitBody(200), (c) => c.json({ ok: true }))
    .post(
      '/echo',
      ...validateJson(object({ text: string().required() }), { maxBytes: 1024 }),
      (c) => c.json(c.req.valid('json')),
    )
    .get('/next', (c) => c.json({ ok: true }))
    .onError(handleError);
  const server = createAdaptorServer({ fetch: app.fetch });
  let port = 0;
  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('closes the connection, so the next request on a keep-alive client still works', async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const body = Buffer.from(JSON.stringify({ text: 'x'.repeat(256 * 1024) }));
      const refused = await send(agent, port, { method: 'POST', path: '/small', body });
      expect(refused.status).toBe(413);
      expect(refused.connection).toBe('close');
      const next = await send(agent, port, { method: 'GET', path: '/next' });
      expect(next).toMatchObject({ status: 200, body: '{"ok":true}' });
    } finally {
      agent.destroy();
    }
  });

  it('reads a body within the limit whole, with a declared length or chunked', async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const body = Buffer.from(JSON.stringify({ text: 'ünïcode ✓'.repeat(5), extra: 1 }));
      for (const chunked of [false, true]) {
        const read = await send(agent, port, { method: 'POST', path: '/echo', body, chunked });
        expect(read).toMatchObject({
          status: 200,
          body: JSON.stringify({ text: 'ünïcode ✓'.repeat(5) }),
        });
      }
      const malformed = await send(agent, port, {
        method: 'POST',
        path: '/echo',
        body: Buffer.from('{"text":'),
      });
      expect(malformed.status).toBe(400);
    } finally {
      agent.destroy();
    }
  });

  it('refuses a chunked body once it passes the limit, and the connection still serves', async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    try {
      const body = Buffer.from(JSON.stringify({ text: 'x'.repeat(64 * 1024) }));
      const refused = await send(agent, port, {
        method: 'POST',
        path: '/echo',
        body,
        chunked: true,
      });
      expect(refused.status).toBe(413);
      expect(JSON.parse(refused.body).message).toBe('The request is too large (at most 1 kB).');
      const next = await send(agent, port, { method: 'GET', path: '/next' });
      expect(next).toMatchObject({ status: 200, body: '{"ok":true}' });
    } finally {
      agent.destroy();
    }
  });
});
