import {
  Mutex,
  parse,
  protocol,
  TransactionAbortedError,
  type PGlite,
  type QueryOptions,
  type Results,
} from '@electric-sql/pglite';
import { holdsError, messagesOf, resultOf } from './backend-bytes.ts';

/** What Drizzle's PGlite driver calls on its client: statements, and transactions of them. */
export interface SqlClient {
  query<T>(text: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>>;
}

export interface SessionClient extends SqlClient {
  transaction<T>(fn: (tx: SqlClient) => Promise<T>): Promise<T>;
}

/** A client that can also give a statement's answer as the engine's bytes, unread (`backend-bytes.ts`). */
export interface RawSqlClient extends SqlClient {
  queryRaw(text: string, params?: unknown[]): Promise<Uint8Array>;
}

export interface PreparedSession extends SessionClient, RawSqlClient {
  transaction<T>(fn: (tx: RawSqlClient) => Promise<T>): Promise<T>;
  /** How long the oldest statement or transaction waiting for the session has waited (ms). */
  queueDelayMs(): number;
  /** Statements and transactions waiting for the session (not the one it is running). */
  queueLength(): number;
  /** Runs `fn` with the session to itself, between transactions (a backup's copy of the files). */
  exclusive<T>(fn: () => Promise<T>): Promise<T>;
}

const { serialize } = protocol;
/** Distinct statement texts kept prepared; the least recently used is closed beyond this. */
const maxPrepared = 500;
/** Sessions made in this process: statement names differ between two sessions of one client. */
let sessions = 0;

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

/**
 * PGlite's one session, driven the way a PostgreSQL client drives a server. PGlite's own `query`
 * crosses into the engine six times per statement (parse, describe, bind, describe, execute,
 * sync) and parses and plans it every time; here a statement with parameters is prepared once
 * under a name (its parameter types described then), and each run is one crossing carrying
 * bind, describe, execute and sync together: about a third of the CPU per statement (see
 * docs/capacity.md, "The first levers"). Values are serialised by PGlite's own serialisers for the
 * described types and rows parsed by its own parsers, so results are exactly what `query` gives.
 *
 * `client` must be ready (`await client.waitReady`). One queue for the session: a statement outside a transaction waits for the transaction in
 * progress, and a transaction holds the session from BEGIN to COMMIT, as PGlite's own
 * `transaction` does.
 */
export function createPreparedSession(client: PGlite): PreparedSession {
  const queue = new Mutex();
  // When each call still waiting for the session asked for it (the queue is first come, first
  // served, so the first is the oldest).
  const waiting: number[] = [];
  const inTurn = <T>(fn: () => Promise<T>) => {
    waiting.push(performance.now());
    return queue.runExclusive(() => {
      waiting.shift();
      return fn();
    });
  };
  const prepared = new Map<string, { name: string; types: number[] }>();
  let toClose: string[] = [];
  let counter = 0;
  let inTransaction = false;
  sessions += 1;
  const prefix = `s${sessions}_`;

  /**
   * One crossing into the engine with several protocol messages; its answer as bytes. After an
   * error PGlite goes on with the messages that follow (a server would skip to Sync), each
   * failing for want of what the first one would have made: the first error is the one that says
   * what went wrong, thrown here.
   */
  async function exchange(message: Uint8Array): Promise<Uint8Array> {
    // PGlite's `execProtocolRaw` also reads every message it returns (for LISTEN and notices,
    // which this server does not use): a fifth of the database thread's work under a campus drive.
    // The stream form hands over the bytes as they come, unread; they are views of the engine's
    // memory, so each is copied before the engine runs again.
    const chunks: Uint8Array[] = [];
    // PGlite writes its files as it goes (Node's file system); none is pending inside a transaction.
    await client.execProtocolRawStream(message, {
      syncToFs: !inTransaction,
      onRawData: (chunk) => chunks.push(chunk.slice()),
    });
    const bytes = chunks.length === 1 ? (chunks[0] as Uint8Array) : concat(chunks);
    if (holdsError(bytes)) {
      const failure = messagesOf(bytes).find((m) => m.name === 'error');
      if (failure) throw failure;
    }
    return bytes;
  }

  const send = async (message: Uint8Array) => messagesOf(await exchange(message));

  async function statementFor(text: string) {
    const known = prepared.get(text);
    if (known) {
      // Most recently used last: the first entry is the one to close when the cache is full.
      prepared.delete(text);
      prepared.set(text, known);
      return known;
    }
    counter += 1;
    const name = `${prefix}${counter}`;
    const closing = toClose.map((old) => serialize.close({ type: 'S', name: old }));
    toClose = [];
    const messages = await send(
      concat([
        ...closing,
        serialize.parse({ name, text, types: [] }),
        serialize.describe({ type: 'S', name }),
        serialize.sync(),
      ]),
    );
    const statement = { name, types: parse.parseDescribeStatementResults(messages) };
    prepared.set(text, statement);
    if (prepared.size > maxPrepared) {
      const [oldest] = prepared.keys();
      if (oldest !== undefined) {
        toClose.push((prepared.get(oldest) as { name: string }).name);
        prepared.delete(oldest);
      }
    }
    return statement;
  }

  /** The statement's answer as the engine's bytes (errors thrown). */
  async function run(text: string, params: unknown[]): Promise<Uint8Array> {
    if (params.length === 0) {
      // No values: an unnamed statement, never kept (schema changes, one-off statements).
      return exchange(
        concat([
          serialize.parse({ text, types: [] }),
          serialize.bind({}),
          serialize.describe({ type: 'P' }),
          serialize.execute({}),
          serialize.sync(),
        ]),
      );
    }
    const statement = await statementFor(text);
    const values = params.map((value, i) => {
      if (value === null || value === undefined) return null;
      const serializer = client.serializers[statement.types[i] ?? 0];
      return serializer ? (serializer(value) as string) : String(value);
    });
    return exchange(
      concat([
        serialize.bind({ statement: statement.name, values }),
        serialize.describe({ type: 'P' }),
        serialize.execute({}),
        serialize.sync(),
      ]),
    );
  }

  async function runOrRetry(text: string, params: unknown[]) {
    try {
      return await run(text, params);
    } catch (error) {
      // A table changed shape since the statement was prepared (a migration): prepare it again.
      if (inTransaction || (error as { code?: string }).code !== '0A000') throw error;
      const stale = prepared.get(text);
      if (stale) toClose.push(stale.name);
      prepared.delete(text);
      return run(text, params);
    }
  }

  /** Rows by PGlite's own parsers, as its `query` gives them. */
  const rows = async <T>(bytes: Promise<Uint8Array>, options?: QueryOptions): Promise<Results<T>> =>
    resultOf<T>(messagesOf(await bytes), client.parsers, options);

  const simple = (text: string) => send(serialize.query(text));
  const txClient: RawSqlClient = {
    query: (text, params = [], options) => rows(run(text, params), options),
    queryRaw: (text, params = []) => run(text, params),
  };

  return {
    query: (text, params = [], options) =>
      rows(
        inTurn(() => runOrRetry(text, params)),
        options,
      ),
    queryRaw: (text, params = []) => inTurn(() => runOrRetry(text, params)),
    exclusive: (fn) => inTurn(fn),
    queueDelayMs: () => (waiting.length > 0 ? performance.now() - (waiting[0] as number) : 0),
    queueLength: () => waiting.length,
    transaction: (fn) =>
      inTurn(async () => {
        await simple('BEGIN');
        inTransaction = true;
        try {
          const result = await fn(txClient);
          const [done] = parse.parseResults(await simple('COMMIT'), client.parsers);
          // COMMIT of a transaction an error aborted rolls back instead, as PGlite reports it.
          if (done?.command === 'ROLLBACK') throw new TransactionAbortedError();
          return result;
        } catch (error) {
          if (client.isInTransaction()) await simple('ROLLBACK');
          throw error;
        } finally {
          inTransaction = false;
        }
      }),
  };
}
