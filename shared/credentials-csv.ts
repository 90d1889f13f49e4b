/**
 * The credentials file HR hands out after issuing one-time logins (docs/hr-api.md, "Credentials
 * CSV"): written by the server as an import's answer and by the console from the same answer, so
 * both take their columns and rows from here; the server writes them with csv-stringify
 * (`api/lib/csv.ts`), the console with `csv-writer.ts`, the same bytes, every cell guarded
 * against spreadsheet formulas.
 */

/** One candidate's one-time login, with what HR sends them alongside it. */
export interface IssuedCredentials {
  name: string;
  email: string | null;
  oneTimeId: string;
  password: string;
  testType: string;
  timeFactor: number;
  windowStart: string | null;
  windowEnd: string | null;
}

export const credentialsCsvHeader = [
  'name',
  'email',
  'one_time_id',
  'password',
  'test_type',
  'time_factor',
  'window_start',
  'window_end',
] as const;

/**
 * One row per candidate, in `credentialsCsvHeader`'s order (the server's import answer types the
 * login as nullable, null only in a dry run, which writes no file).
 */
export const credentialsCsvRows = (
  issued: readonly (Omit<IssuedCredentials, 'oneTimeId' | 'password'> & {
    oneTimeId: string | null;
    password: string | null;
  })[],
) =>
  issued.map((c) => [
    c.name,
    c.email,
    c.oneTimeId,
    c.password,
    c.testType,
    c.timeFactor,
    c.windowStart,
    c.windowEnd,
  ]);
