/**
 * Writes rows as CSV (RFC 4180: comma separated, CRLF line ends, a field with a comma, quote or
 * line break quoted and its quotes doubled). Values are written exactly as given, with no
 * spreadsheet-formula guard: a guard's leading apostrophe would change a generated password.
 */
export function toCsv(header: readonly string[], rows: readonly (readonly unknown[])[]): string {
  return [header, ...rows].map((row) => row.map(csvField).join(',')).join('\r\n') + '\r\n';
}

function csvField(value: unknown): string {
  const text = value === null || value === undefined ? '' : String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}
