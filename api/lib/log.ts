import { pino, type DestinationStream, type Logger, type LoggerOptions } from 'pino';

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
export function describeError(error: unknown): string | undefined {
  if (error === undefined) return undefined;
  if (!(error instanceof Error)) return String(error);
  return isFailedQuery(error) ? describeQuery(error) : (error.stack ?? error.message);
}

/**
 * Fields a line may carry besides its message: the request's id, who made it (`candidateId`,
 * `staffId`), what it was (`method`, `path`, `status`, `ms`), a job's name.
 */
export type LogFields = Record<string, string | number | boolean | undefined>;

/**
 * Defence in depth: nothing logs a request's body, headers or a secret today (every call passes
 * a message and the fields above), but a field of one of these names is censored wherever it
 * appears, should a later line pass an object.
 */
const secretFields = [
  'password',
  'newPassword',
  'currentPassword',
  'token',
  'authorization',
  'cookie',
  'csrfToken',
  'correctOption',
  'correctOptionIndex',
  'correct_option_index',
];

export const logOptions: LoggerOptions = {
  // `level` as a word and `time` as an ISO instant: what a person reading the journal and a log
  // collector (Loki, Elasticsearch, CloudWatch) both read without a mapping. No pid or host name:
  // the journal and the collector add their own.
  base: undefined,
  timestamp: pino.stdTimeFunctions.isoTime,
  formatters: { level: (label) => ({ level: label }) },
  redact: {
    paths: secretFields.flatMap((field) => [field, `*.${field}`]),
    censor: '[redacted]',
  },
};

/**
 * The server's logger: JSON lines on standard output (pino, synchronous writes, so the line
 * before a `process.exit` is not lost), or the pretty form for a person at a terminal
 * (`setLogDestination` with pino-pretty, see `log-format.ts`).
 */
const standardOutput = () => pino.destination({ fd: 1, sync: true });
let logger: Logger = pino(logOptions, standardOutput());

/** Where lines go from now on: the pretty form at start-up, a test's capture; stdout when none. */
export function setLogDestination(destination: DestinationStream = standardOutput()): void {
  logger = pino(logOptions, destination);
}

/** One logger for the server; every line a JSON object with `level`, `time` and `msg`. */
export const log = {
  info: (message: string, fields: LogFields = {}) => logger.info(fields, message),
  warn: (message: string, fields: LogFields = {}) => logger.warn(fields, message),
  error: (message: string, error?: unknown, fields: LogFields = {}) =>
    logger.error({ ...fields, error: describeError(error) }, message),
};
