/**
 * The CSV writer of the files the console builds in the browser (the credentials CSV): RFC 4180
 * (comma separated, CRLF line ends, a field with a comma, quote or line break quoted and its
 * quotes doubled), every cell guarded against formula injection. The server writes with
 * csv-stringify (`api/lib/csv.ts`), whose test checks both write the same bytes.
 *
 * Hand-written on purpose (issue 41): csv-stringify's browser build (`csv-stringify/browser/esm/
 * sync`, which carries a Buffer polyfill; its plain build needs Node's Buffer) bundles to 32.6 kB,
 * 9.9 kB gzipped, this file to 0.4 kB, 0.3 kB gzipped (esbuild --minify, 2026-11-29), for a file
 * of a few lines.
 */

/**
 * A cell a spreadsheet could run as a formula (`=`, `@`, tab, carriage return, or `+`/`-`
 * followed by more than a number) gets a leading `'` (OWASP's advice on CSV injection); phone
 * numbers stay as they are. Generated passwords never start with any of these
 * (`api/lib/password.ts`), so the guard never changes one.
 */
export function guardFormula(value: string): string {
  if (/^[=@\t\r]/.test(value)) return `'${value}`;
  if (/^[+-]/.test(value) && !/^[+-]?[\d\s().-]*$/.test(value)) return `'${value}`;
  return value;
}

function cell(value: unknown): string {
  if (value === null || value === undefined) return '';
  const text = guardFormula(value instanceof Date ? value.toISOString() : String(value));
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
