/**
 * The one CSV writer, for the server's exports and the files the console builds in the browser
 * (the credentials CSV): RFC 4180 (comma separated, CRLF line ends, a field with a comma, quote or
 * line break quoted and its quotes doubled), every cell guarded against formula injection.
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
