import { once } from 'node:events';
import { connect, type Socket } from 'node:net';
import { describe, expect, it, vi } from 'vitest';
import { queryAndRemoveDataDir } from './support/data-dir-database.ts';
import { startSeededServer } from './support/seeded-server.ts';
import { serverTestTimeoutMs } from './support/browser.ts';

const enquiry = {
  name: 'Kiran Desai',
  email: 'kiran@example.com',
  contact: '+919812345678',
  subject: 'Arrived during a deploy',
  message: 'This enquiry was still on the wire when the server was told to stop.',
};

/**
 * What the server sends on a connection: `until(text)` resolves once `text` has arrived, `all`
 * with everything once the server closes the connection.
 */
function readFrom(socket: Socket) {
  let data = '';
  socket.on('data', (chunk) => (data += String(chunk)));
  return {
    all: once(socket, 'close').then(() => data),
    until: (text: string) =>
      new Promise<void>((resolve) => {
        const check = () => {
          if (!data.includes(text)) return;
          socket.off('data', check);
          resolve();
        };
        socket.on('data', check);
        check();
      }),
  };
}

async function refusesConnections(port: number): Promise<boolean> {
  const probe = connect(port, '127.0.0.1');
  try {
    await once(probe, 'connect');
    probe.destroy();
    return false;
  } catch {
    return true;
  }
}

describe('graceful shutdown', () => {
  it(
    'finishes an enquiry whose body is still arriving at SIGTERM, stores it and exits 0',
    async () => {
      const server = await startSeededServer();
      const port = Number(new URL(server.baseUrl).port);
      const body = JSON.stringify(enquiry);
      const half = Math.floor(body.length / 2);

      const socket = connect(port, '127.0.0.1');
      await once(socket, 'connect');
      const answer = readFrom(socket);
      socket.write(
        [
          'POST /api/contcatUs/create HTTP/1.1',
          `Host: 127.0.0.1:${port}`,
          'Content-Type: application/json',
          `Content-Length: ${Buffer.byteLength(body)}`,
          'Connection: close',
          'Expect: 100-continue',
          '',
          '',
        ].join('\r\n'),
      );
      // "100 Continue" says the server has parsed the headers: the request is in flight. Send
      // half the body, then ask the server to stop.
      const interim = 'HTTP/1.1 100 Continue\r\n\r\n';
      await answer.until(interim);
      socket.write(body.slice(0, half));
      const exited = server.stop('SIGTERM');
      await vi.waitFor(() => expect(server.output()).toContain('SIGTERM received'));
      // It no longer accepts connections, but keeps this one open.
      expect(await refusesConnections(port)).toBe(true);
      expect(server.process.exitCode).toBeNull();

      socket.write(body.slice(half));
      const response = await answer.all;
      expect(response.startsWith(interim)).toBe(true);
      const [head = '', json = ''] = response.slice(interim.length).split('\r\n\r\n');
      expect(head).toMatch(/^HTTP\/1\.1 201 /);
      expect(JSON.parse(json)).toEqual({
        sucess: true,
        message: 'Contact form submitted successfully!',
      });
      expect(await exited).toBe(0);
      expect(server.output()).toContain('Stopped cleanly.');

      const rows = await queryAndRemoveDataDir<{ name: string; subject: string }>(
        server.dataDir,
        'select name, subject from contact_enquiries',
      );
      expect(rows).toEqual([{ name: enquiry.name, subject: enquiry.subject }]);
    },
    serverTestTimeoutMs,
  );
});
