import { PGlite, protocol } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  arrayTypesSql,
  holdsError,
  messagesOf,
  parserTable,
  resultOf,
  type ArrayType,
} from './backend-bytes.ts';

const { serialize } = protocol;
const concat = (parts: Uint8Array[]) => new Uint8Array(parts.flatMap((p) => [...p]));

// Rows read from the engine's bytes away from PGlite must be exactly what its own `query` gives.
describe('reading the engine’s answer from its bytes', () => {
  let client: PGlite;
  let arrayTypes: ArrayType[];
  beforeAll(async () => {
    client = new PGlite();
    await client.waitReady;
    // Read when the database opens, as the database thread does (and PGlite itself).
    arrayTypes = (await client.query<ArrayType>(arrayTypesSql)).rows;
    await client.exec(`create table kinds (
      i2 smallint, i4 int, i8 bigint, num numeric, f8 float8, ok boolean, t text, id uuid,
      ids uuid[], tags text[], ns int[], doc jsonb, j json, at timestamptz, d date, b bytea)`);
    await client.exec(`insert into kinds values (
      2, 4, 8000000000, 12.50, 1.5, true, 'tèxt', '7b1f1c7e-58a4-4b6a-9d1a-5b0c2b9f4e11',
      '{7b1f1c7e-58a4-4b6a-9d1a-5b0c2b9f4e11}', '{a,"b c"}', '{1,2,3}', '{"a":[1,"b"]}', '[1]',
      '2026-11-25T10:00:00.123Z', '2026-11-25', '\\x0102'), (null, null, null, null, null, null,
      null, null, null, null, null, null, null, null, null, null)`);
  });
  afterAll(() => client.close());

  const select = 'select * from kinds where $1::int > 0';
  const bytesOf = (params: string[]) =>
    client.execProtocolRaw(
      concat([
        serialize.parse({ text: select, types: [] }),
        serialize.bind({ values: params }),
        serialize.describe({ type: 'P' }),
        serialize.execute({}),
        serialize.sync(),
      ]),
    );

  it("builds PGlite's own table of parsers, array types included", async () => {
    expect(Object.keys(parserTable(arrayTypes)).sort()).toEqual(Object.keys(client.parsers).sort());
  });

  it('gives rows of every kind as PGlite reads them, as objects, as arrays, and with own parsers', async () => {
    const table = parserTable(arrayTypes);
    const messages = messagesOf(await bytesOf(['1']));
    for (const options of [
      undefined,
      { rowMode: 'array' as const },
      { rowMode: 'array' as const, parsers: { 1184: (v: string) => v } },
    ]) {
      const ours = resultOf(messages, table, options);
      const pglites = await client.query(select, [1], options);
      expect(ours.rows).toEqual(pglites.rows);
      expect(ours.fields).toEqual(pglites.fields);
    }
  });

  it('finds an error among the messages, and none where there is none', async () => {
    expect(holdsError(await bytesOf(['1']))).toBe(false);
    const failed = await bytesOf(['not a number']);
    expect(holdsError(failed)).toBe(true);
    expect(messagesOf(failed).find((m) => m.name === 'error')).toMatchObject({ code: '22P02' });
  });
});
