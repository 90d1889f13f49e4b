import { CsvError, parse, type InfoRecord, type Options } from 'csv-parse';
import { parse as parseAll } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { finished } from 'node:stream/promises';
import { guardFormula } from '../../shared/csv-writer.ts';
import { timeSlices } from './time-slice.ts';

/**
 * CSV on `csv-parse` and `csv-stringify` (issue 41). This module keeps what the importers and
 * exports rely on: a record's first line (for the errors HR reads), blank lines skipped, a record
 * over the cap kept as its line only, a syntax error as a line and a sentence, and every exported
 * cell guarded against formula injection.
 */

/** One record of a CSV file: its fields and the file line it starts on (1-based). */
export interface CsvRecord {
  line: number;
  fields: string[];
  /** Longer than the reader's `maxRecordChars` (its fields and commas): its fields are dropped. */
  tooLong?: true;
}

export class CsvSyntaxError extends Error {
  constructor(
    readonly line: number,
    message: string,
  ) {
    super(message);
    this.name = 'CsvSyntaxError';
  }
}

/**
 * RFC 4180 as spreadsheets write it: CRLF, LF or CR (mixed too), a UTF-8 BOM ignored, a quote
 * inside an unquoted field kept as it is, rows of any length (the importers name a short row).
 * Neither csv-parse's `info` nor `raw` is asked for: both cost a copy per record (the reader took
 * 1.5 to 1.8 times as long with them).
 */
const baseReadOptions: Options = {
  bom: true,
  record_delimiter: ['\r\n', '\n', '\r'],
  relax_quotes: true,
  relax_column_count: true,
  skip_empty_lines: true,
};

/** The reader's options; `last.line` follows the line the last record ended on. */
function readOptions(
  maxRecordChars: number,
  last: { line: number },
  onRecord?: (record: CsvRecord) => void,
): Options {
  // csv-parse's types give `on_record` the type of the records it hands on: ours are CsvRecord.
  return { ...baseReadOptions, on_record: recordReader(maxRecordChars, last, onRecord) } as Options;
}

/** csv-parse's `on_record`: our record, or null for a blank line (or one handed to `onRecord`). */
function recordReader(
  maxRecordChars: number,
  last: { line: number },
  onRecord?: (record: CsvRecord) => void,
) {
  let emptyLines = 0;
  return (fields: string[], { lines, empty_lines }: InfoRecord): CsvRecord | null => {
    // `lines` is the line the record ends on: it starts after the last record and the empty
    // lines skipped since.
    const line = last.line + 1 + empty_lines - emptyLines;
    last.line = lines;
    emptyLines = empty_lines;
    // A line of nothing but spaces, quoted or not, is a blank line.
    if (fields.length === 1 && fields[0]?.trim() === '') return null;
    let chars = fields.length - 1;
    for (const field of fields) chars += field.length;
    const record: CsvRecord =
      chars > maxRecordChars ? { line, fields: [], tooLong: true } : { line, fields };
    if (!onRecord) return record;
    onRecord(record);
    return null;
  };
}

/**
 * csv-parse's error as a line and a sentence. A quote never closed is reported where its record
 * starts: the first line after the last whole record with more than spaces on it (csv-parse names
 * the file's last line).
 */
function syntaxError(error: CsvError, text: string, lastLine: number): CsvSyntaxError {
  if (error.code !== 'CSV_QUOTE_NOT_CLOSED')
    return new CsvSyntaxError(
      Number(error.lines),
      `This line cannot be read as CSV: ${error.message}.`,
    );
  const lines = text.split(/\r\n|\n|\r/);
  let index = lastLine;
  while (index < lines.length - 1 && lines[index]?.trim() === '') index += 1;
  return new CsvSyntaxError(index + 1, 'A quoted field is never closed (a " is missing).');
}

/** The whole file's records at once, for files we wrote ourselves (exports, in tests). */
export function parseCsv(text: string): CsvRecord[] {
  const last = { line: 0 };
  try {
    return parseAll(text, readOptions(Infinity, last)) as unknown as CsvRecord[];
  } catch (error) {
    if (error instanceof CsvError) throw syntaxError(error, text, last.line);
    throw error;
  }
}

/** The text in slices, never between the two halves of a surrogate pair. */
function* slicesOf(text: string, size = 16_384) {
  for (let at = 0; at < text.length;) {
    let end = Math.min(at + size, text.length);
    if (end < text.length && /[\uD800-\uDBFF]/.test(text.charAt(end - 1))) end -= 1;
    yield text.slice(at, end);
    at = end;
  }
}

/** A CSV file read as a table: its header record (none in an empty file) and the records under it. */
export type CsvTable =
  | {
      header: CsvRecord | undefined;
      /** The first `maxRecords` records under the header. */
      body: CsvRecord[];
      /** How many records there are under the header, kept or not. */
      bodyCount: number;
    }
  | { syntaxError: { line: number; message: string } };

/**
 * Reads a file an import takes as a table, a slice at a time, handing the event loop back every
 * few milliseconds. Keeps at most `maxRecords` records under the header (and counts the rest);
 * a record over `maxRecordChars` comes back `tooLong`, its fields dropped. A syntax error comes
 * back as its line and message (for the import's list of errors), not thrown; any other failure
 * is a bug and is thrown.
 */
export async function readCsvTable(
  text: string,
  limits: { maxRecords: number; maxRecordChars: number },
): Promise<CsvTable> {
  const slices = timeSlices();
  let header: CsvRecord | undefined;
  const body: CsvRecord[] = [];
  let bodyCount = 0;
  const last = { line: 0 };
  // Records are taken as csv-parse finds them (none go through the stream), and the text is
  // written a slice at a time: a 2 MB record is parsed with pauses too.
  const parser = parse(
    readOptions(limits.maxRecordChars, last, (record) => {
      if (!header) header = record;
      else if (++bodyCount <= limits.maxRecords) body.push(record);
    }),
  );
  const parsed = finished(parser.resume());
  // Awaited below, after the last slice: an error while slices are still being written waits.
  parsed.catch(() => {});
  for (const slice of slicesOf(text)) {
    if (parser.destroyed) break;
    parser.write(slice);
    if (slices.due) await slices.pause();
  }
  parser.end();
  try {
    await parsed;
  } catch (error) {
    if (!(error instanceof CsvError)) throw error;
    const { line, message } = syntaxError(error, text, last.line);
    return { syntaxError: { line, message } };
  }
  return { header, body, bodyCount };
}

function cellText(value: unknown): string {
  return guardFormula(value instanceof Date ? value.toISOString() : String(value));
}

/**
 * The server's CSV writer: RFC 4180 with CRLF line ends, a field quoted when it holds a comma, a
 * quote or any line break (csv-stringify quotes only the whole record delimiter unless told), null
 * and undefined empty, every other value as text, guarded against formulas (`guardFormula`). The
 * console writes the same bytes with `shared/csv-writer.ts` (see there why it stays hand-written).
 */
const writeOptions = {
  record_delimiter: 'windows',
  quoted_match: /[\r\n]/,
  cast: {
    string: cellText,
    number: cellText,
    bigint: cellText,
    boolean: cellText,
    date: cellText,
    object: cellText,
  },
} as const;

/** Rows as CSV lines, each ending in CRLF (as RFC 4180 and spreadsheets expect). */
export function csvLines(rows: Iterable<readonly unknown[]>): string {
  return stringify([...rows] as unknown[][], writeOptions);
}

/** A whole CSV file: the header line, then the rows. */
export function toCsv(header: readonly string[], rows: Iterable<readonly unknown[]>): string {
  return csvLines([header, ...rows]);
}
