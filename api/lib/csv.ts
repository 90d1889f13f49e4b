/** One record of a CSV file: its fields and the file line it starts on (1-based). */
export interface CsvRecord {
  line: number;
  fields: string[];
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
 * Parses RFC 4180 CSV (commas, double-quoted fields holding commas, quotes as `""` and line
 * breaks; CRLF or LF; a UTF-8 BOM is ignored). Each record keeps the line it starts on, so errors
 * can name the line a person sees in their editor. Blank lines are skipped.
 */
export function parseCsv(text: string): CsvRecord[] {
  const input = text.startsWith('\uFEFF') ? text.slice(1) : text;
  const records: CsvRecord[] = [];
  let fields: string[] = [];
  let field = '';
  let line = 1;
  let recordLine = 1;
  let quoted = false;
  let quoteOpenedOn = 0;
  let fieldStarted = false;
  const endRecord = () => {
    fields.push(field);
    if (!(fields.length === 1 && fields[0]?.trim() === ''))
      records.push({ line: recordLine, fields });
    fields = [];
    field = '';
    fieldStarted = false;
  };
  for (let i = 0; i < input.length; i++) {
    const ch = input[i];
    if (quoted) {
      if (ch === '"') {
        if (input[i + 1] === '"') {
          field += '"';
          i++;
        } else quoted = false;
      } else {
        if (ch === '\n') line++;
        field += ch;
      }
      continue;
    }
    if (ch === '"' && !fieldStarted) {
      quoted = true;
      quoteOpenedOn = line;
      fieldStarted = true;
    } else if (ch === ',') {
      fields.push(field);
      field = '';
      fieldStarted = false;
    } else if (ch === '\n' || ch === '\r') {
      if (ch === '\r' && input[i + 1] === '\n') i++;
      endRecord();
      line++;
      recordLine = line;
    } else {
      field += ch;
      fieldStarted = true;
    }
  }
  if (quoted)
    throw new CsvSyntaxError(quoteOpenedOn, 'A quoted field is never closed (a " is missing).');
  if (field !== '' || fields.length > 0) endRecord();
  return records;
}

/**
 * A cell a spreadsheet could run as a formula (`=`, `@`, or `+`/`-` followed by more than a
 * number) gets a leading `'` (OWASP's advice on CSV injection); phone numbers stay as they are.
 */
function neutralise(value: string): string {
  if (/^[=@\t\r]/.test(value)) return `'${value}`;
  if (/^[+-]/.test(value) && !/^[+-]?[\d\s().-]*$/.test(value)) return `'${value}`;
  return value;
}

function cell(value: unknown): string {
  if (value === null || value === undefined) return '';
  const text = neutralise(value instanceof Date ? value.toISOString() : String(value));
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Rows as CSV lines, each ending in CRLF (as RFC 4180 and spreadsheets expect). */
export function csvLines(rows: Iterable<readonly unknown[]>): string {
  let out = '';
  for (const row of rows) out += `${row.map(cell).join(',')}\r\n`;
  return out;
}

/** A whole CSV file: the header line, then the rows. */
export function toCsv(header: readonly string[], rows: Iterable<readonly unknown[]>): string {
  return csvLines([header, ...rows]);
}

/** A CSV file read as a table: its header record (none in an empty file) and the records under it. */
export type CsvTable =
  | { header: CsvRecord | undefined; body: CsvRecord[] }
  | { syntaxError: { line: number; message: string } };

/**
 * Parses a file an import reads as a table. A syntax error comes back as its line and message
 * (for the import's list of errors), not thrown; any other failure is a bug and is thrown.
 */
export function readCsvTable(text: string): CsvTable {
  let records: CsvRecord[];
  try {
    records = parseCsv(text);
  } catch (error) {
    if (error instanceof CsvSyntaxError)
      return { syntaxError: { line: error.line, message: error.message } };
    throw error;
  }
  const [header, ...body] = records;
  return { header, body };
}
