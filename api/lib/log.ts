/**
 * A failed statement as the log may show it. Drizzle's error message carries the whole SQL text
 * and every bound value (`Failed query: … params: …`): an import's insert is a megabyte of text,
 * and the values are people's names and e-mails. The log gets the statement's kind (its first
 * word, and the table of an insert, update or delete), the database's error code and the names
 * it gives (constraint, table, column), never a value: PostgreSQL's own message may quote one
 * (`invalid input syntax for type uuid: "…"`), so it is left out too.
 */
function describeQuery(error: Error & { query: string }): string {
  const kind =
    /^\s*((?:insert\s+into|update|delete\s+from)\s+(?:"[^"]{1,63}"|\w{1,63}))/i.exec(
      error.query,
    )?.[1] ??
    /^\s*(\w{1,20})/.exec(error.query)?.[1] ??
    'statement';
  const cause = (error.cause ?? {}) as Record<string, unknown>;
  const names = ['code', 'constraint', 'table', 'column']
    .filter((key) => typeof cause[key] === 'string' && cause[key] !== '')
    .map((key) => `${key} ${String(cause[key])}`);
  // The stack starts with the message (values and all, any of them holding line breaks): only
  // what follows it is kept.
  const stack = error.stack ?? '';
  const header = `${error.name}: ${error.message}`;
  const frames = stack.startsWith(header) ? stack.slice(header.length) : '';
  return `Failed query: ${kind} (${names.join(', ') || 'no error code'})${frames}`;
}

const isFailedQuery = (error: unknown): error is Error & { query: string } =>
  error instanceof Error && typeof (error as { query?: unknown }).query === 'string';

/** What an error adds to a log line: its stack, or a failed statement without its values. */
function describe(error: unknown): string {
  if (!(error instanceof Error)) return '';
  return `: ${isFailedQuery(error) ? describeQuery(error) : (error.stack ?? error.message)}`;
}

/** One logger for the server: a line per event on stdout/stderr, ready for any log collector. */
export const log = {
  info: (message: string) => console.log(message),
  warn: (message: string) => console.warn(`warning: ${message}`),
  error: (message: string, error?: unknown) => console.error(`error: ${message}${describe(error)}`),
};
