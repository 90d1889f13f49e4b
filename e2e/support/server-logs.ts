import { appendFileSync, existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { demoPassword } from '../../api/db/seed/demo-candidates.ts';
import { demoMcqBank } from '../../api/db/seed/demo-mcq-bank.ts';
import { demoAdmin } from './hr-console.ts';

/**
 * Every server a browser test starts keeps its whole output in a file of E2E_SERVER_LOG_DIR (a
 * folder the global setup makes for the run), so that the run's end can search all of it: no
 * log line of a whole run may hold a password, a token or a correct option.
 */
export function keepServerOutput(pid: number | undefined, chunk: string): void {
  const dir = process.env.E2E_SERVER_LOG_DIR;
  if (!dir || pid === undefined || !existsSync(dir)) return;
  appendFileSync(path.join(dir, `server-${pid}.log`), chunk);
}

/** What no server's output may hold, by what it is. */
export interface Forbidden {
  what: string;
  found: (line: string) => boolean;
}

const literal = (what: string, secret: string): Forbidden => ({
  what,
  found: (line) => line.includes(secret),
});

/**
 * The secrets the run handles that are known before it starts: the demo logins' passwords (every
 * browser test signs in with them), anything that looks like a candidate's token (an HS256 JWT)
 * or a bearer header or a staff session cookie, and the demo bank's correct options (the ones
 * long enough not to occur in a line by chance: 12 characters or more).
 */
export function forbiddenInServerLogs(): Forbidden[] {
  const correct = demoMcqBank
    .map((question) => question.options[question.correctOptionIndex] ?? '')
    .filter((option) => option.length >= 12);
  return [
    literal('the demo candidates’ password', demoPassword),
    literal('the demo admin’s password', demoAdmin.password),
    {
      what: 'a candidate token (JWT)',
      found: (line) => /eyJ[\w-]{10,}\.[\w-]{10,}\.[\w-]{10,}/.test(line),
    },
    { what: 'a bearer header', found: (line) => /bearer\s+\S{10,}/i.test(line) },
    { what: 'a staff session cookie', found: (line) => /hr_session=[^;\s"]{10,}/.test(line) },
    ...correct.map((option) =>
      literal(`a correct option (“${option.slice(0, 40)}”)`, JSON.stringify(option).slice(1, -1)),
    ),
  ];
}

/** Each line of `text` that holds something forbidden, with what it holds. */
export function forbiddenLines(text: string, forbidden: Forbidden[]): string[] {
  return text
    .split('\n')
    .flatMap((line, index) =>
      forbidden.filter((rule) => rule.found(line)).map((rule) => `line ${index + 1}: ${rule.what}`),
    );
}

/**
 * Searches every server output the run kept; throws, naming file and line (never the secret),
 * when any holds something forbidden. Returns how many lines it read (the caller says so).
 */
export function checkServerLogs(dir: string): number {
  const forbidden = forbiddenInServerLogs();
  let lines = 0;
  const problems: string[] = [];
  for (const file of readdirSync(dir)) {
    const text = readFileSync(path.join(dir, file), 'utf8');
    lines += text.split('\n').length - 1;
    problems.push(...forbiddenLines(text, forbidden).map((problem) => `${file} ${problem}`));
  }
  if (problems.length > 0)
    throw new Error(`Server logs of this run hold secrets:\n  ${problems.join('\n  ')}`);
  return lines;
}
