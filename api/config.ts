import path from 'node:path';
import { boolean, mixed, number, object, string, ValidationError, type InferType } from 'yup';
import { company } from '../shared/company.ts';
import { specPassPercent } from '../shared/pass-mark.ts';
import { isTimeZone } from '../shared/zoned-time.ts';
import { logFormatSettings, type LogFormatSetting } from './lib/log-format.ts';
import { parseTrustProxy } from './lib/trust-proxy.ts';

/**
 * A whole-number setting of at least `min` (1, or 0 where none is allowed), with its messages;
 * `unit` names what it counts ("milliseconds") where the name alone does not say.
 */
function wholeNumber(name: string, fallback: number, min: 0 | 1, unit?: string) {
  const of = unit ? ` of ${unit}` : '';
  return number()
    .integer(`${name} must be a whole number${of}`)
    .min(min, min === 0 ? `${name} must not be negative` : `${name} must be at least 1`)
    .typeError(`${name} must be a number${of}`)
    .default(fallback);
}

const positiveMs = (name: string, fallback: number) =>
  wholeNumber(name, fallback, 1, 'milliseconds');
const positiveInt = (name: string, fallback: number) => wholeNumber(name, fallback, 1);
const nonNegativeInt = (name: string, fallback: number) => wholeNumber(name, fallback, 0);

/**
 * Every setting the server reads, with its default. Documented in `.env.example` and the README;
 * a bad value stops start-up with one message per problem (see `loadConfig`).
 */
const configSchema = object({
  PORT: number()
    .integer('PORT must be a whole number')
    // 0 asks the system for any free port; the server logs the one it got ("Listening on …").
    // The browser tests start every server so, which no other process can take in between.
    .min(0, 'PORT must be between 0 and 65535 (0: any free port)')
    .max(65535, 'PORT must be between 0 and 65535 (0: any free port)')
    .typeError('PORT must be a number, e.g. 3000')
    .default(3000),
  HOST: string().trim().default('0.0.0.0'),
  DATA_DIR: string().trim().min(1, 'DATA_DIR must not be empty').default('./data'),
  // The embedded database on a thread of its own (a second core), or on the server's own thread.
  DATABASE_THREAD: boolean().typeError('DATABASE_THREAD must be true or false').default(true),
  DATABASE_URL: string()
    .trim()
    .matches(/^postgres(ql)?:\/\/.+/, {
      message: 'DATABASE_URL must be a postgres:// or postgresql:// URL',
      excludeEmptyString: true,
    })
    .optional(),
  // yup's url() rejects http://localhost, so test with the WHATWG parser instead.
  SITE_URL: string()
    .trim()
    .test(
      'absolute-url',
      'SITE_URL must be an absolute URL such as https://www.example.com',
      (v) =>
        v === undefined ? true : /^https?:$/.test(URL.canParse(v) ? new URL(v).protocol : ''),
    )
    .default('http://localhost:3000'),
  CLIENT_DIR: string().trim().optional(),
  // Unset: seed in development, never in production (see `demoSeedingAllowed`).
  SEED_DEMO_DATA: boolean().typeError('SEED_DEMO_DATA must be true or false').optional(),
  // The first admin, created at start-up when no staff account exists (Grafana's convention).
  HR_ADMIN_EMAIL: string()
    .trim()
    .lowercase()
    .email('HR_ADMIN_EMAIL must be an e-mail address')
    .optional(),
  HR_ADMIN_PASSWORD: string()
    .min(12, 'HR_ADMIN_PASSWORD must be at least 12 characters')
    .max(128, 'HR_ADMIN_PASSWORD must be at most 128 characters')
    .optional()
    .test(
      'with-email',
      'HR_ADMIN_PASSWORD needs HR_ADMIN_EMAIL (and the other way round)',
      (value, context) => (value === undefined) === (context.parent.HR_ADMIN_EMAIL === undefined),
    ),
  HR_SESSION_IDLE_MINUTES: positiveInt('HR_SESSION_IDLE_MINUTES', 30),
  HR_SESSION_ABSOLUTE_HOURS: positiveInt('HR_SESSION_ABSOLUTE_HOURS', 12),
  HR_EMAIL: string()
    .trim()
    .email('HR_EMAIL must be an e-mail address')
    .default('hr@suryaloom.example'),
  // Where the HR notices go (a round submitted, a late practical upload); unset: HR_EMAIL.
  HR_NOTIFY_EMAIL: string().trim().email('HR_NOTIFY_EMAIL must be an e-mail address').optional(),
  TOKEN_SECRET: string()
    .trim()
    .min(
      32,
      'TOKEN_SECRET must be at least 32 characters (or leave it empty to let the server keep one)',
    )
    .optional(),
  TOKEN_TTL_MINUTES: positiveInt('TOKEN_TTL_MINUTES', 480),
  TOKEN_MINUTES_AFTER_TEST: positiveInt('TOKEN_MINUTES_AFTER_TEST', 15),
  LOGIN_FREE_FAILURES: positiveInt('LOGIN_FREE_FAILURES', 5),
  LOGIN_MAX_DELAY_SECONDS: positiveInt('LOGIN_MAX_DELAY_SECONDS', 300),
  LOGIN_MAX_FAILURES_PER_ID: positiveInt('LOGIN_MAX_FAILURES_PER_ID', 100),
  LOGIN_MAX_FAILURES_PER_CLIENT: positiveInt('LOGIN_MAX_FAILURES_PER_CLIENT', 1000),
  LOGIN_FAILURE_WINDOW_MINUTES: positiveInt('LOGIN_FAILURE_WINDOW_MINUTES', 15),
  MCQ_QUESTION_COUNT: positiveInt('MCQ_QUESTION_COUNT', 10),
  MCQ_QUESTION_SECONDS: positiveInt('MCQ_QUESTION_SECONDS', 60),
  MCQ_GRACE_SECONDS: nonNegativeInt('MCQ_GRACE_SECONDS', 5),
  MCQ_RECONNECT_WINDOW_SECONDS: positiveInt('MCQ_RECONNECT_WINDOW_SECONDS', 120),
  MCQ_PASS_PERCENT: number()
    .min(0, 'MCQ_PASS_PERCENT must be between 0 and 100')
    .max(100, 'MCQ_PASS_PERCENT must be between 0 and 100')
    .typeError('MCQ_PASS_PERCENT must be a number')
    .default(specPassPercent),
  SWEEP_INTERVAL_MS: positiveInt('SWEEP_INTERVAL_MS', 5000),
  // The HR console's live board: how often each process asks what changed (for all its open
  // boards at once), how often an idle stream says it is alive, and how far back a reconnecting
  // board may resume (the change feed keeps an hour; older, a board gets a fresh snapshot).
  BOARD_POLL_MS: positiveMs('BOARD_POLL_MS', 1000),
  BOARD_HEARTBEAT_SECONDS: positiveInt('BOARD_HEARTBEAT_SECONDS', 15),
  BOARD_REPLAY_SECONDS: positiveInt('BOARD_REPLAY_SECONDS', 300).max(
    1800,
    'BOARD_REPLAY_SECONDS must be at most 1800 (the change feed keeps an hour)',
  ),
  // Test calls are refused with 503 and Retry-After while work waits longer than this (0: never).
  OVERLOAD_DELAY_MS: nonNegativeInt('OVERLOAD_DELAY_MS', 1000),
  // A first start waits in line (its clock not started) while work waits longer than this (0: never).
  ADMISSION_DELAY_MS: nonNegativeInt('ADMISSION_DELAY_MS', 100),
  // For browser tests only: a file holding milliseconds to add to the server's clock, re-read on
  // SIGUSR2, so a test moves the server's time with the browser's. Refused in production.
  TEST_CLOCK_FILE: string()
    .trim()
    .optional()
    .test(
      'not-in-production',
      'TEST_CLOCK_FILE is for tests only and is refused when NODE_ENV is production',
      (value, context) => value === undefined || context.parent.NODE_ENV !== 'production',
    ),
  NODE_ENV: string().trim().default('development'),
  // The company's clock: the console's screens, the attempt report and the CSV exports' times.
  COMPANY_TIME_ZONE: string()
    .trim()
    .test(
      'time-zone',
      'COMPANY_TIME_ZONE must be an IANA time zone such as Asia/Kolkata or Europe/London',
      (value) => value === undefined || isTimeZone(value),
    )
    .default(company.timeZone),
  PRACTICAL_MINUTES: positiveInt('PRACTICAL_MINUTES', 120),
  PRACTICAL_GRACE_SECONDS: nonNegativeInt('PRACTICAL_GRACE_SECONDS', 30),
  UPLOAD_MAX_MB: positiveInt('UPLOAD_MAX_MB', 50),
  UPLOAD_MAX_CONCURRENT: positiveInt('UPLOAD_MAX_CONCURRENT', 4),
  UPLOAD_MIN_KBPS: positiveInt('UPLOAD_MIN_KBPS', 100),
  TRUST_PROXY: string()
    .trim()
    .default('false')
    .test(
      'trust-proxy',
      'TRUST_PROXY must be false, a number of proxy hops (1, 2…), or a comma-separated list of proxy addresses or CIDR ranges (e.g. 10.0.0.0/8, loopback)',
      (value) => parseTrustProxy(value ?? 'false') !== null,
    ),
  SHUTDOWN_TIMEOUT_MS: wholeNumber('SHUTDOWN_TIMEOUT_MS', 10_000, 0, 'milliseconds'),
  BACKUP_INTERVAL_HOURS: nonNegativeInt('BACKUP_INTERVAL_HOURS', 24),
  // Unset: beside the data directory (`backupDirOf`), so two servers never share one by default.
  BACKUP_DIR: string().trim().min(1, 'BACKUP_DIR must not be empty').optional(),
  BACKUP_KEEP: positiveInt('BACKUP_KEEP', 7),
  LOG_REQUESTS: boolean().typeError('LOG_REQUESTS must be true or false').default(true),
  LOG_FORMAT: mixed<LogFormatSetting>()
    .oneOf([...logFormatSettings], 'LOG_FORMAT must be auto, json or pretty')
    .default('auto'),
  // Prometheus metrics (docs/monitoring.md): a listener of their own off the public port, and/or
  // `GET /metrics` on the public port for a scraper sending the token. Neither set: no endpoint.
  METRICS_PORT: number()
    .integer('METRICS_PORT must be a whole number')
    .min(0, 'METRICS_PORT must be between 0 and 65535 (0: any free port)')
    .max(65535, 'METRICS_PORT must be between 0 and 65535 (0: any free port)')
    .typeError('METRICS_PORT must be a number, e.g. 9464')
    .optional()
    .test(
      'not-the-public-port',
      'METRICS_PORT must differ from PORT: it is the listener off the public port',
      (value, context) => value === undefined || value === 0 || value !== context.parent.PORT,
    ),
  METRICS_HOST: string().trim().default('127.0.0.1'),
  METRICS_TOKEN: string()
    .trim()
    .min(16, 'METRICS_TOKEN must be at least 16 characters (e.g. openssl rand -hex 32)')
    .matches(/^\S+$/, 'METRICS_TOKEN must not contain spaces')
    .optional(),
  SMTP_URL: string()
    .trim()
    .matches(/^smtps?:\/\/[^/\s]+/, {
      message:
        'SMTP_URL must be an smtp:// or smtps:// URL, e.g. smtps://user:pass@smtp.example.com',
      excludeEmptyString: true,
    })
    .optional(),
  CONTACT_INBOX_EMAIL: string()
    .trim()
    .email('CONTACT_INBOX_EMAIL must be an e-mail address')
    .default(company.email),
  MAIL_FROM: string()
    .trim()
    .test(
      'mailbox',
      'MAIL_FROM must be an address, optionally with a name: Name <address@example.com>',
      (v) => v === undefined || /^(?:[^<>]*<[^\s@<>]+@[^\s@<>]+>|[^\s@<>]+@[^\s@<>]+)$/.test(v),
    )
    .default(`${company.name} <no-reply@${company.email.split('@')[1]}>`),
  MAIL_POLL_MS: positiveMs('MAIL_POLL_MS', 5000),
  MAIL_MAX_ATTEMPTS: positiveInt('MAIL_MAX_ATTEMPTS', 20),
  // SMTP providers limit messages a second and a day: the outbox keeps under both.
  MAIL_RATE_PER_SECOND: positiveInt('MAIL_RATE_PER_SECOND', 5),
  MAIL_DAILY_LIMIT: nonNegativeInt('MAIL_DAILY_LIMIT', 0),
  CONTACT_RATE_LIMIT: positiveInt('CONTACT_RATE_LIMIT', 5),
  NEWSLETTER_RATE_LIMIT: positiveInt('NEWSLETTER_RATE_LIMIT', 10),
  FORMS_RATE_WINDOW_SECONDS: wholeNumber('FORMS_RATE_WINDOW_SECONDS', 600, 1, 'seconds'),
});

export type Config = InferType<typeof configSchema>;

/** The address HR notices are sent to. */
export const hrNotifyAddress = (config: Pick<Config, 'HR_EMAIL' | 'HR_NOTIFY_EMAIL'>) =>
  config.HR_NOTIFY_EMAIL || config.HR_EMAIL;

/**
 * Where snapshots go: BACKUP_DIR, or else `<DATA_DIR>-backups` beside the data directory (`./data`
 * gives `./data-backups`). In the first drive two servers started from one checkout with their own
 * DATA_DIR both wrote to the old default `./backups`; a folder per data directory keeps them apart
 * (and `backup-ownership.ts` keeps each to its own snapshots when a folder is shared anyway).
 */
export function backupDirOf(config: Pick<Config, 'BACKUP_DIR' | 'DATA_DIR'>): string {
  return path.resolve(config.BACKUP_DIR ?? `${config.DATA_DIR.replace(/[\\/]+$/, '')}-backups`);
}

export const isProduction = (config: Pick<Config, 'NODE_ENV'>) => config.NODE_ENV === 'production';

/**
 * Whether demo content may be seeded: never in production (whatever SEED_DEMO_DATA says, so a
 * production server never needs or holds demo logins), otherwise unless SEED_DEMO_DATA=false.
 */
export function demoSeedingAllowed(config: Pick<Config, 'NODE_ENV' | 'SEED_DEMO_DATA'>): boolean {
  return !isProduction(config) && config.SEED_DEMO_DATA !== false;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Hides the password of a URL such as SMTP_URL, so a start-up error never prints a secret. */
function redactPassword(value: string): string {
  return value.replace(/^([a-z][a-z0-9+.-]*:\/\/[^:/@\s]*):[^@/\s]*@/i, '$1:***@');
}

/** Reads the known keys from `env`; empty strings count as "not set" so `.env` templates stay harmless. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const raw: Record<string, string> = {};
  for (const key of Object.keys(configSchema.fields)) {
    const value = env[key];
    if (value !== undefined && value.trim() !== '') raw[key] = value;
  }
  try {
    return configSchema.validateSync(raw, { abortEarly: false, stripUnknown: true });
  } catch (error) {
    if (error instanceof ValidationError) {
      const problems = error.inner.length > 0 ? error.inner : [error];
      throw new ConfigError(
        problems.map((p) => {
          const key = p.path ?? '';
          // A secret is never printed, not even a wrong one.
          const shown = /PASSWORD|SECRET|METRICS_TOKEN/.test(key)
            ? '***'
            : redactPassword(raw[key] ?? '');
          return `${p.message} (got "${shown}")`;
        }),
      );
    }
    throw error;
  }
}
