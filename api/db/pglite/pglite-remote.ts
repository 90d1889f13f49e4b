import { Worker } from 'node:worker_threads';
import type { QueryOptions, Results } from '@electric-sql/pglite';
import { messagesOf, parserTable, resultOf } from './backend-bytes.ts';
import type { Ready, Reply, Request, ThreadData } from './pglite-thread.ts';
import type { SessionClient, SqlClient } from './prepared-session.ts';

/** Requests without their id: what a caller asks of the database thread. */
type Ask = Request extends infer R ? (R extends Request ? Omit<R, 'id'> : never) : never;

export interface RemoteSession extends SessionClient {
  /** How long the oldest request to the thread not yet answered has waited (ms). */
  queueDelayMs(): number;
  /** Requests to the thread not yet answered (the one running included). */
  queueLength(): number;
  /** The data directory as a tar archive, between transactions (`Database.dumpDataDir`). */
  dump(): Promise<Blob>;
  close(): Promise<void>;
}

export interface ThreadOptions {
  dataDir: string;
  /**
   * The script the worker runs: one that calls `servePgliteThread` when `isPgliteThread()` (the
   * server's entry); a `.ts` one is loaded through tsx.
   */
  entry: URL;
  execArgv?: string[];
  /** The thread stopped on its own (a crash): the database is gone. */
  onFailure: (error: Error) => void;
}

function errorFrom(reply: Extract<Reply, { ok: false }>): Error {
  const { name, ...props } = reply.error.props;
  const error = Object.assign(new Error(reply.error.message), props);
  if (typeof name === 'string') error.name = name;
  return error;
}

/**
 * The session of a PGlite on its own thread (`pglite-thread.ts`), with the interface Drizzle's
 * PGlite driver calls: a statement is a message to the thread and its answer the engine's bytes,
 * read into rows here, as PGlite's `query` reads them (`backend-bytes.ts`). A transaction's statements name it; the thread holds its session
 * for the transaction from BEGIN to COMMIT or ROLLBACK, as PGlite does on one thread.
 */
export async function openPgliteThread(options: ThreadOptions): Promise<RemoteSession> {
  // Run from the TypeScript sources, the entry goes through tsx (a worker has no loader of its own).
  const fromSource = options.entry.pathname.endsWith('.ts');
  const worker = new Worker(
    fromSource ? new URL('./pglite-thread-from-source.mjs', import.meta.url) : options.entry,
    {
      workerData: {
        role: 'pglite',
        dataDir: options.dataDir,
        ...(fromSource ? { sourceEntry: options.entry.href } : {}),
      } satisfies ThreadData,
      execArgv: options.execArgv,
    },
  );
  const pending = new Map<
    number,
    { resolve: (v: unknown) => void; reject: (e: Error) => void; at: number }
  >();
  let nextId = 0;
  let closing = false;
  const failAll = (error: Error) => {
    for (const { reject } of pending.values()) reject(error);
    pending.clear();
  };
  let started = false;
  const ready = new Promise<Ready>((resolve, reject) => {
    // The thread's first message (id 0) says the database is open; a failure before it is the
    // opening's.
    pending.set(0, { resolve: (v) => resolve(v as Ready), reject, at: performance.now() });
  });
  worker.on('message', (reply: Reply) => {
    const waiting = pending.get(reply.id);
    pending.delete(reply.id);
    if (reply.ok) waiting?.resolve(reply.value);
    else waiting?.reject(errorFrom(reply));
  });
  const stopped = (error: Error) => {
    failAll(error);
    if (started && !closing) options.onFailure(error);
  };
  worker.on('error', stopped);
  worker.on('exit', (code) => stopped(new Error(`the database thread exited (${code})`)));
  const parsers = parserTable((await ready).arrayTypes);
  started = true;

  const ask = <T>(request: Ask): Promise<T> =>
    new Promise<T>((resolve, reject) => {
      nextId += 1;
      pending.set(nextId, {
        resolve: resolve as (v: unknown) => void,
        reject,
        at: performance.now(),
      });
      worker.postMessage({ ...request, id: nextId });
    });
  const query = async <T>(
    text: string,
    params: unknown[] = [],
    opts?: QueryOptions,
    tx?: number,
  ): Promise<Results<T>> => {
    const bytes = await ask<Uint8Array>({ op: 'query', text, params, tx });
    return resultOf<T>(messagesOf(bytes), parsers, opts);
  };

  return {
    query: (text, params, opts) => query(text, params, opts),
    async transaction(fn) {
      const tx = await ask<number>({ op: 'begin' });
      const client: SqlClient = { query: (text, params, opts) => query(text, params, opts, tx) };
      let result;
      try {
        result = await fn(client);
      } catch (error) {
        await ask({ op: 'rollback', tx });
        throw error;
      }
      await ask({ op: 'commit', tx });
      return result;
    },
    queueDelayMs() {
      // The first entry is the oldest request (a Map keeps the order entries were added in).
      const [oldest] = pending.values();
      return oldest ? performance.now() - oldest.at : 0;
    },
    queueLength: () => pending.size,
    dump: async () => new Blob([await ask<ArrayBuffer>({ op: 'dump' })]),
    async close() {
      closing = true;
      await ask({ op: 'close' });
      await worker.terminate();
    },
  };
}
