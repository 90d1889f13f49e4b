import { isMainThread, parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { arrayTypesSql, type ArrayType } from './backend-bytes.ts';
import { createPreparedSession, type RawSqlClient } from './prepared-session.ts';

/**
 * The embedded database on a thread of its own. PGlite runs every statement synchronously on the
 * thread that calls it; on the server's main thread that is time the HTTP side cannot use, so
 * under a campus drive requests queue behind statements on one core while the other idles. Here
 * the engine runs on a worker thread and the main thread sends it statements
 * (`pglite-remote.ts`); the message protocol is this file's `Request`, one answer per request.
 * A statement's answer goes back as the engine's bytes, transferred unread: the main thread reads
 * them into rows (`backend-bytes.ts`), so this thread, the one a campus drive waits on, neither
 * parses the rows nor copies them.
 */
export type Request =
  | {
      id: number;
      op: 'query';
      text: string;
      params: unknown[];
      tx?: number;
    }
  | { id: number; op: 'begin' | 'dump' | 'close' }
  | { id: number; op: 'commit' | 'rollback'; tx: number };

export type Reply =
  | { id: number; ok: true; value: unknown }
  | { id: number; ok: false; error: { message: string; props: Record<string, unknown> } };

export interface ThreadData {
  role: 'pglite';
  dataDir: string;
  /** Run from the TypeScript sources: the entry tsx loads (`pglite-thread-from-source.mjs`). */
  sourceEntry?: string;
}

/** The thread's first message: the database is open, and the array types its rows may hold. */
export interface Ready {
  arrayTypes: ArrayType[];
}

const rolledBack = Symbol('rolled back by the caller');

/** True in a worker started by `openPgliteThread` (the server's entry then serves, nothing else). */
export function isPgliteThread(): boolean {
  return !isMainThread && (workerData as ThreadData | undefined)?.role === 'pglite';
}

function errorReply(id: number, error: unknown): Reply {
  const props = typeof error === 'object' && error !== null ? { ...error } : {};
  const message = error instanceof Error ? error.message : String(error);
  const name = error instanceof Error ? error.name : 'Error';
  return { id, ok: false, error: { message, props: { ...props, name } } };
}

/** Serves the database of `workerData.dataDir` to the thread that started this one. */
export async function servePgliteThread(): Promise<void> {
  const port = parentPort;
  if (!port) throw new Error('servePgliteThread runs in a worker thread');
  const { dataDir } = workerData as ThreadData;
  const client = new PGlite(dataDir);
  await client.waitReady;
  const session = createPreparedSession(client);
  const arrayTypes = (await client.query<ArrayType>(arrayTypesSql)).rows;
  const open = new Map<number, { tx: RawSqlClient; end: (commit: boolean) => void }>();
  const done = new Map<number, Promise<unknown>>();
  let nextTx = 0;

  const handle = async (request: Request): Promise<unknown> => {
    switch (request.op) {
      case 'query': {
        const target = request.tx === undefined ? session : open.get(request.tx)?.tx;
        if (!target) throw new Error(`transaction ${request.tx} is not open`);
        return target.queryRaw(request.text, request.params);
      }
      case 'begin': {
        const tx = (nextTx += 1);
        return new Promise<number>((begun, failed) => {
          const ended = session.transaction(
            (client) =>
              new Promise<void>((resolve, reject) => {
                open.set(tx, {
                  tx: client,
                  end: (commit) => (commit ? resolve() : reject(rolledBack)),
                });
                begun(tx);
              }),
          );
          // The BEGIN itself failed (nothing opened): the request fails.
          ended.catch((error: unknown) => {
            if (!open.has(tx)) failed(error);
          });
          done.set(tx, ended);
        });
      }
      case 'commit':
      case 'rollback': {
        const { tx } = request;
        const transaction = open.get(tx);
        const ended = done.get(tx);
        if (!transaction || !ended) throw new Error(`transaction ${tx} is not open`);
        open.delete(tx);
        done.delete(tx);
        transaction.end(request.op === 'commit');
        try {
          await ended;
        } catch (error) {
          if (error !== rolledBack) throw error;
        }
        return null;
      }
      case 'dump': {
        // Between transactions: the session's queue holds a transaction from BEGIN to COMMIT.
        const blob = await session.exclusive(() => client.dumpDataDir('none'));
        return blob.arrayBuffer();
      }
      case 'close':
        await session.exclusive(() => client.close());
        return null;
    }
  };

  port.on('message', (request: Request) => {
    handle(request).then(
      (value) => {
        // Bytes are handed over, not copied (the engine's answer is a buffer of its own).
        const transfer =
          value instanceof ArrayBuffer
            ? [value]
            : value instanceof Uint8Array && value.buffer instanceof ArrayBuffer
              ? [value.buffer]
              : [];
        port.postMessage({ id: request.id, ok: true, value } satisfies Reply, transfer);
        if (request.op === 'close') port.close();
      },
      (error: unknown) => port.postMessage(errorReply(request.id, error)),
    );
  });
  port.postMessage({ id: 0, ok: true, value: { arrayTypes } satisfies Ready } satisfies Reply);
}
