import { timeSlices } from './time-slice.ts';

/** One record of a CSV file: its fields and the file line it starts on (1-based). */
export interface CsvRecord {
  line: number;
  fields: string[];
  /** Longer than the reader's `maxRecordChars`: its fields were not kept. */
  tooLong?: true;
  /** Past the reader's `keepRecords`: only counted, its fields not kept. */
  uncopied?: true;
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

const quote = 0x22;
const comma = 0x2c;
const lf = 0x0a;
const cr = 0x0d;
/** Characters scanned between two `null`s of `csvRecords` (a point where a caller may pause). */
const charsPerTick = 16_384;
/** A record of one field holding nothing but spaces, quoted or not (a blank line, skipped). */
const blankRecord = /^(?:\s*|"\s*"\s*)$/;

/**
 * Reads RFC 4180 CSV (commas, double-quoted fields holding commas, quotes as `""` and line
 * breaks; CRLF or LF; a UTF-8 BOM is ignored) one record at a time. Each record keeps the line it
 * starts on, so errors can name the line a person sees in their editor. Blank lines are skipped.
 * A record longer than `maxRecordChars` comes back `tooLong` with no fields (nothing of it is
 * kept); so do the records after the first `keepRecords`, `uncopied` (to be counted). Between
 * records, and every few thousand characters within one, it yields `null`: a point where an
 * importer may hand the event loop back. Work is linear in the text.
 */
export function* csvRecords(
  text: string,
  {
    maxRecordChars = Infinity,
    keepRecords = Infinity,
  }: { maxRecordChars?: number; keepRecords?: number } = {},
): Generator<CsvRecord | null> {
  const input = text.startsWith('\uFEFF') ? text.slice(1) : text;
  let fields: string[] = [];
  let field = '';
  let line = 1;
  let recordLine = 1;
  let recordStart = 0;
  let tooLong = false;
  let kept = 0;
  // Past `keepRecords`, every record is read as a too-long one is: scanned, nothing copied.
  let copying = keepRecords > 0;
  let quoted = false;
  let quoteOpenedOn = 0;
  let fieldStarted = false;
  // Plain characters are copied a run at a time, from `from` to the next special one.
  let from = 0;
  const take = (to: number) => {
    if (copying && !tooLong && to > from) field += input.slice(from, to);
  };
  const endField = () => {
    if (copying && !tooLong) fields.push(field);
    field = '';
    fieldStarted = false;
  };
  /** The record ending at `end`; null for a blank line (one field of nothing but spaces). */
  const endRecord = (end: number): CsvRecord | null => {
    endField();
    const record: CsvRecord | null = tooLong
      ? { line: recordLine, fields: [], tooLong: true }
      : !copying
        ? blankRecord.test(input.slice(recordStart, end))
          ? null
          : { line: recordLine, fields: [], uncopied: true }
        : fields.length === 1 && fields[0]?.trim() === ''
          ? null
          : { line: recordLine, fields };
    fields = [];
    tooLong = false;
    if (record && ++kept >= keepRecords) copying = false;
    return record;
  };
  let tick = 0;
  for (let i = 0; i < input.length; i++) {
    if (++tick === charsPerTick) {
      tick = 0;
      yield null;
    }
    if (!tooLong && i - recordStart > maxRecordChars) {
      tooLong = true;
      fields = [];
      field = '';
    }
    const ch = input.charCodeAt(i);
    if (quoted) {
      if (ch === quote) {
        // A doubled quote stays in the run (undoubled when the field closes): copying one
        // character at a time would cost a string per quote.
        if (input.charCodeAt(i + 1) === quote) i++;
        else {
          if (copying && !tooLong && i > from) field += input.slice(from, i).split('""').join('"');
          quoted = false;
          from = i + 1;
        }
      } else if (ch === lf) line++;
      continue;
    }
    if (ch === quote && !fieldStarted) {
      quoted = true;
      quoteOpenedOn = line;
      fieldStarted = true;
      from = i + 1;
    } else if (ch === comma) {
      take(i);
      endField();
      from = i + 1;
    } else if (ch === lf || ch === cr) {
      take(i);
      const record = endRecord(i);
      if (ch === cr && input.charCodeAt(i + 1) === lf) i++;
      if (record) yield record;
      line++;
      recordLine = line;
      recordStart = i + 1;
      from = i + 1;
    } else fieldStarted = true;
  }
  if (quoted)
    throw new CsvSyntaxError(quoteOpenedOn, 'A quoted field is never closed (a " is missing).');
  take(input.length);
  if (field !== '' || fields.length > 0 || tooLong || (!copying && recordStart < input.length)) {
    const record = endRecord(input.length);
    if (record) yield record;
  }
}

/** The whole file's records at once (`csvRecords` without a limit). */
export function parseCsv(text: string): CsvRecord[] {
  const records: CsvRecord[] = [];
  for (const record of csvRecords(text)) if (record) records.push(record);
  return records;
}

// The writer is shared with the console, which builds the credentials CSV in the browser.
export { csvLines, toCsv } from '../../shared/csv-writer.ts';

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
 * Reads a file an import takes as a table, handing the event loop back every few milliseconds.
 * Keeps at most `maxRecords` records under the header (and counts the rest), so a file of tiny
 * lines costs no more memory than the cap allows. A syntax error comes back as its line and
 * message (for the import's list of errors), not thrown; any other failure is a bug and is thrown.
 */
export async function readCsvTable(
  text: string,
  limits: { maxRecords: number; maxRecordChars: number },
): Promise<CsvTable> {
  const slices = timeSlices();
  let header: CsvRecord | undefined;
  const body: CsvRecord[] = [];
  let bodyCount = 0;
  try {
    const reading = { ...limits, keepRecords: limits.maxRecords + 1 };
    for (const record of csvRecords(text, reading)) {
      if (record && !header) header = record;
      else if (record && ++bodyCount <= limits.maxRecords) body.push(record);
      if (slices.due) await slices.pause();
    }
  } catch (error) {
    if (error instanceof CsvSyntaxError)
      return { syntaxError: { line: error.line, message: error.message } };
    throw error;
  }
  return { header, body, bodyCount };
}
