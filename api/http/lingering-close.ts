import type { IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';
import type { Context } from 'hono';

/** How long, and how much of, a refused body is read and thrown away before the socket closes. */
export interface LingerLimits {
  maxMs: number;
  maxBytes: number;
}

const mib = 1024 * 1024;

/**
 * Long enough for a proxy to read the answer and stop relaying (it closes at once: the answer
 * says `Connection: close`); short enough that a client sending forever does not hold a socket.
 * nginx lingers up to 30 s, 5 s between reads; Apache 2 s between reads.
 */
export const lingerMs = 10_000;

/** Above the largest upload taken (UPLOAD_MAX_MB, 50 by default) and its form. */
const lingerMarginBytes = 2 * mib;
const defaultUploadMaxMb = 50;

const lingering = new WeakSet<Socket>();

/**
 * Answers a request whose body is left unread with `Connection: close`, and closes that connection
 * by a lingering close, as nginx and Apache do.
 *
 * The header: the unread body would be read as the next request, so the client must open a fresh
 * connection. Keep-alive with the body skipped (Node's `IncomingMessage._dump`, or
 * @hono/node-server's drain) is no answer: the client or proxy would have to send the whole body
 * (up to 50 MiB) before reusing the connection, the drain gives up after 500 ms with the same
 * abrupt close, and Node skips the dump once anything (a web stream built for `c.req.raw.body`,
 * an upload cut short) has started reading the body.
 *
 * The lingering close: on `Connection: close` Node's server calls `socket.destroySoon()`, which
 * destroys the socket once the answer is written. Closing a socket with received bytes unread
 * makes the kernel send a reset, not a FIN: a proxy still relaying the upload gets its write
 * refused and often drops the answer it had not yet read (through Caddy, 5 uploads in 20 reached
 * the browser as a 502). So for this socket `destroySoon` sends the answer and a FIN, then reads
 * and throws away what still arrives (nothing is kept) until the client closes, the body ends, or
 * `lingerMs` or the byte bound passes; only then is the socket destroyed.
 */
export function closeWithBodyUnread(c: Context, limits?: LingerLimits): void {
  c.header('Connection', 'close');
  const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
  // Not on a Node server (a test's `app.request()`): nothing to linger on.
  if (!incoming?.socket || incoming.complete) return;
  const maxMb = (c.var as { deps?: { config?: { UPLOAD_MAX_MB?: number } } } | undefined)?.deps
    ?.config?.UPLOAD_MAX_MB;
  lingerBeforeClosing(
    incoming,
    limits ?? {
      maxMs: lingerMs,
      maxBytes: (maxMb ?? defaultUploadMaxMb) * mib + lingerMarginBytes,
    },
  );
}

/** Makes the next `destroySoon()` of `incoming`'s socket a lingering close (see above). */
export function lingerBeforeClosing(incoming: IncomingMessage, limits: LingerLimits): void {
  const socket = incoming.socket;
  if (lingering.has(socket)) return;
  lingering.add(socket);
  let started = false;
  socket.destroySoon = () => {
    // @hono/node-server's drain calls it again; once is enough.
    if (started) return;
    started = true;
    lingeringClose(incoming, socket, limits);
  };
}

/** How often the byte bound is checked (the bytes are dropped as they come, not held). */
const checkEveryMs = 50;

function lingeringClose(incoming: IncomingMessage, socket: Socket, limits: LingerLimits): void {
  // The answer, then a FIN: the client sees both now, not after its upload.
  socket.end();
  let closing = false;
  // Destroyed only once the answer has left: destroy() drops writes still queued.
  const close = () => {
    if (closing) return;
    closing = true;
    clearTimeout(timer);
    clearInterval(watch);
    if (socket.writableFinished) socket.destroy();
    else socket.once('finish', () => socket.destroy());
  };
  // Counted on the socket: once Node has dumped a body its parser drops the bytes unseen.
  const readBefore = socket.bytesRead;
  const timer = setTimeout(close, limits.maxMs);
  const watch = setInterval(() => {
    if (socket.bytesRead - readBefore > limits.maxBytes) close();
  }, checkEveryMs);
  timer.unref();
  watch.unref();
  socket.once('close', close);
  socket.once('end', close);
  socket.once('error', close);
  if (incoming.complete) return close();
  incoming.once('end', close);
  // As Node's own `_dump`: no one reads the body now, so its bytes flow and are dropped.
  incoming.removeAllListeners('data');
  incoming.resume();
}
