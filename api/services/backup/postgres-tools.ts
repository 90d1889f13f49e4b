import { spawn } from 'node:child_process';
import { rm, writeFile } from 'node:fs/promises';

/**
 * pg_dump and pg_restore, the PostgreSQL client tools, run as child processes. The password never
 * appears on a command line (other users of the machine can read those): it goes in PGPASSWORD.
 */

export class PostgresToolError extends Error {
  override readonly name = 'PostgresToolError';
}

/** The URL without its password, and the environment that carries the password instead. */
export function connectionFor(url: string): { url: string; env: NodeJS.ProcessEnv } {
  const parsed = new URL(url);
  const env: NodeJS.ProcessEnv = { ...process.env };
  if (parsed.password) {
    env.PGPASSWORD = decodeURIComponent(parsed.password);
    parsed.password = '';
  }
  return { url: parsed.toString(), env };
}

/** What to install when a tool is missing or too old for the server. */
function installHint(tool: string, serverMajor?: string): string {
  const version = serverMajor ?? '<your server major version>';
  return (
    `Install the PostgreSQL client tools of the server's major version or newer ` +
    `(Debian/Ubuntu: apt-get install postgresql-client-${version}; they provide ${tool}).`
  );
}

/** Runs a tool to its end; resolves with what it printed. */
async function run(tool: string, args: string[], env: NodeJS.ProcessEnv): Promise<string> {
  const child = spawn(tool, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk) => (stdout += String(chunk)));
  child.stderr.on('data', (chunk) => (stderr += String(chunk)));
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once('error', reject);
    child.once('close', resolve);
  }).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') throw new PostgresToolError(`${tool} is not installed here`);
    throw error;
  });
  if (code === 0) return stdout;
  const mismatch = /server version: ([\d.]+)[^;\n]*; \S+ version: ([\d.]+)/.exec(stderr);
  if (mismatch)
    throw new PostgresToolError(
      `${tool} ${mismatch[2]} cannot work with the PostgreSQL ${mismatch[1]} server. ` +
        installHint(tool, mismatch[1]?.split('.')[0]),
    );
  throw new PostgresToolError(`${tool} failed (exit code ${code}): ${stderr.trim()}`);
}

/**
 * The commands to run by hand where pg_dump is not installed (the snapshot file then has to be
 * made by them, so they are printed in full).
 */
export function manualDumpCommands(url: string, file: string): string {
  const shown = new URL(url);
  if (shown.password) shown.password = '***';
  return (
    `Run on a machine with the PostgreSQL client tools:\n` +
    `  pg_dump --format=custom --no-owner --no-privileges --file ${file} '${shown.toString()}'\n` +
    `and restore such a file into an empty database with:\n` +
    `  pg_restore --no-owner --no-privileges --exit-on-error --single-transaction --dbname '<url>' ${file}`
  );
}

/** Dumps the database of `url` in pg_dump's custom format into `file`. */
export async function pgDump(url: string, file: string): Promise<void> {
  const { url: safeUrl, env } = connectionFor(url);
  try {
    await run(
      'pg_dump',
      ['--format=custom', '--no-owner', '--no-privileges', '--file', file, '--dbname', safeUrl],
      env,
    );
  } catch (error) {
    if (error instanceof PostgresToolError && /not installed/.test(error.message))
      throw new PostgresToolError(
        `pg_dump is not installed here. ${installHint('pg_dump')}\n${manualDumpCommands(url, file.replace(/\.partial$/, ''))}`,
      );
    throw error;
  }
}

/**
 * Restores a custom-format dump into the (empty) database of `url`, all or nothing. The `public`
 * schema already exists in every new database; a dump of one whose `public` was re-created (a
 * restore with --force renames the old one aside) would try to create it again and fail, so that
 * one entry is left out of the list pg_restore follows.
 */
export async function pgRestore(url: string, file: string): Promise<void> {
  const { url: safeUrl, env } = connectionFor(url);
  const listFile = `${file}.list`;
  try {
    const contents = await run('pg_restore', ['--list', file], env);
    await writeFile(
      listFile,
      contents
        .split('\n')
        .filter((line) => !/^\d+; \d+ \d+ SCHEMA - public /.test(line))
        .join('\n'),
    );
    await run(
      'pg_restore',
      [
        '--no-owner',
        '--no-privileges',
        '--exit-on-error',
        '--single-transaction',
        '--use-list',
        listFile,
        '--dbname',
        safeUrl,
        file,
      ],
      env,
    );
  } catch (error) {
    if (error instanceof PostgresToolError && /not installed/.test(error.message))
      throw new PostgresToolError(
        `pg_restore is not installed here. ${installHint('pg_restore')} Or run by hand:\n` +
          `  pg_restore --no-owner --no-privileges --exit-on-error --single-transaction --dbname '<url>' ${file}\n` +
          `(the .dump file is inside the snapshot: tar xzf <snapshot> postgres.dump), then start the server to migrate.`,
      );
    throw error;
  } finally {
    await rm(listFile, { force: true });
  }
}
