import { parse, protocol, types, type QueryOptions, type Results } from '@electric-sql/pglite';

/**
 * What the engine answers, as the bytes of PostgreSQL's wire protocol, turned into what
 * Drizzle's PGlite driver expects. The database thread hands these bytes to the main thread
 * unread (a transfer, not a copy): reading them into messages and rows there, instead of on the
 * thread and then cloning the rows, takes the reading and the copy off the database thread,
 * which is the one that caps a campus drive (docs/capacity.md).
 */

type Parsers = Record<number, (value: string, typeId?: number) => unknown>;
export type BackendMessage = Parameters<Parameters<protocol.Parser['parse']>[1]>[0];

/** The error the bytes hold, if any, without reading the rest (the common case has none). */
export function holdsError(bytes: Uint8Array): boolean {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  // Each message: a type byte, then its length (itself included) as a 32-bit integer.
  for (let at = 0; at + 5 <= bytes.length; at += 1 + view.getInt32(at + 1)) {
    if (bytes[at] === 0x45 /* 'E': ErrorResponse */) return true;
  }
  return false;
}

export function messagesOf(bytes: Uint8Array): BackendMessage[] {
  const messages: BackendMessage[] = [];
  new protocol.Parser().parse(bytes, (message) => messages.push(message));
  return messages;
}

/**
 * PGlite reads the array types from the catalogue when it opens (`_initArrayTypes`): an array's
 * values are parsed by its element type's parser. The main thread, which reads rows the thread
 * sends unread, builds the same table from the same query (`arrayTypesSql`), run by the thread.
 */
export const arrayTypesSql = `
  SELECT b.oid, b.typarray
  FROM pg_catalog.pg_type a
  LEFT JOIN pg_catalog.pg_type b ON b.oid = a.typelem
  WHERE a.typcategory = 'A'
  GROUP BY b.oid, b.typarray
  ORDER BY b.oid`;

export interface ArrayType {
  oid: number;
  typarray: number;
}

export function parserTable(arrayTypes: readonly ArrayType[]): Parsers {
  const table: Parsers = { ...(types.parsers as Parsers) };
  for (const { oid, typarray } of arrayTypes) {
    table[typarray] = (value: string) =>
      types.arrayParser(value, table[oid] as types.Parser, typarray);
  }
  return table;
}

/**
 * The result of one statement, exactly as PGlite's `query` gives it: rows by the table's parsers,
 * or by the statement's own (`options.parsers`, which Drizzle passes to keep some types as text).
 * A table inheriting from the shared one, not a copy of its hundreds of entries per statement.
 */
export function resultOf<T>(
  messages: BackendMessage[],
  table: Parsers,
  options?: QueryOptions,
): Results<T> {
  const parsers = options?.parsers
    ? Object.assign(Object.create(table) as Parsers, options.parsers)
    : table;
  const [result] = parse.parseResults(messages, parsers, { rowMode: options?.rowMode });
  return result as Results<T>;
}
