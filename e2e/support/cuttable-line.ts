import { once } from 'node:events';
import { createServer, connect, type Socket } from 'node:net';

export interface CuttableLine {
  /** The address to browse instead of the server's. */
  baseUrl: string;
  /** The connection drops: open connections are reset mid-transfer and new ones refused. */
  cut(): void;
  /** The connection is back: new connections reach the server again. */
  restore(): void;
  close(): Promise<void>;
}

/**
 * A TCP relay in front of a server whose line a test can cut, as a lost network does. DevTools
 * network emulation cannot do this: going offline there fails new requests only, and lets a
 * request already sending finish. New connections are refused while cut, so the browser's own
 * silent resend of a request on a reset connection fails too, as it would with no network.
 */
export async function startCuttableLine(serverBaseUrl: string): Promise<CuttableLine> {
  const target = new URL(serverBaseUrl);
  const open = new Set<Socket>();
  let up = true;
  const relay = createServer((browserSide) => {
    if (!up) {
      browserSide.resetAndDestroy();
      return;
    }
    const serverSide = connect(Number(target.port), target.hostname);
    for (const [socket, other] of [
      [browserSide, serverSide],
      [serverSide, browserSide],
    ] as const) {
      open.add(socket);
      socket.on('close', () => open.delete(socket));
      socket.on('error', () => other.destroy());
      socket.pipe(other);
    }
  });
  relay.listen(0, '127.0.0.1');
  await once(relay, 'listening');
  const address = relay.address();
  if (!address || typeof address === 'string') throw new Error('the relay has no port');
  return {
    baseUrl: `http://127.0.0.1:${address.port}`,
    cut() {
      up = false;
      for (const socket of open) socket.resetAndDestroy();
    },
    restore() {
      up = true;
    },
    async close() {
      for (const socket of open) socket.destroy();
      relay.close();
      await once(relay, 'close');
    },
  };
}
