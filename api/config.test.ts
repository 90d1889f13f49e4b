import { describe, expect, it } from 'vitest';
import path from 'node:path';
import { backupDirOf, ConfigError, demoSeedingAllowed, loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('puts backups beside each data directory unless BACKUP_DIR says where', () => {
    expect(backupDirOf(loadConfig({}))).toBe(path.resolve('data-backups'));
    // Two servers of one checkout with their own data directories get folders of their own.
    expect(backupDirOf(loadConfig({ DATA_DIR: '/srv/drive-a/' }))).toBe('/srv/drive-a-backups');
    expect(backupDirOf(loadConfig({ DATA_DIR: '/srv/drive-b' }))).toBe('/srv/drive-b-backups');
    expect(backupDirOf(loadConfig({ DATA_DIR: '/srv/a', BACKUP_DIR: '/mnt/safe' }))).toBe(
      '/mnt/safe',
    );
  });

  it('uses the documented defaults when nothing is set', () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.DATA_DIR).toBe('./data');
    expect(config.DATABASE_URL).toBeUndefined();
    expect(demoSeedingAllowed(config)).toBe(true);
    expect(config.HR_SESSION_IDLE_MINUTES).toBe(30);
    expect(config.HR_SESSION_ABSOLUTE_HOURS).toBe(12);
  });

  it('never seeds demo content in production, whatever SEED_DEMO_DATA says', () => {
    expect(demoSeedingAllowed(loadConfig({ NODE_ENV: 'production' }))).toBe(false);
    expect(demoSeedingAllowed(loadConfig({ NODE_ENV: 'production', SEED_DEMO_DATA: 'true' }))).toBe(
      false,
    );
    expect(demoSeedingAllowed(loadConfig({ SEED_DEMO_DATA: 'false' }))).toBe(false);
  });

  it('takes the first admin as an e-mail and password pair', () => {
    expect(
      loadConfig({ HR_ADMIN_EMAIL: 'Boss@Example.com', HR_ADMIN_PASSWORD: 'long-enough-secret' }),
    ).toMatchObject({
      HR_ADMIN_EMAIL: 'boss@example.com',
      HR_ADMIN_PASSWORD: 'long-enough-secret',
    });
    expect(() => loadConfig({ HR_ADMIN_EMAIL: 'boss@example.com' })).toThrow(
      /HR_ADMIN_PASSWORD needs HR_ADMIN_EMAIL/,
    );
    expect(() =>
      loadConfig({ HR_ADMIN_EMAIL: 'boss@example.com', HR_ADMIN_PASSWORD: 'short' }),
    ).toThrow(/at least 12 characters/);
  });

  it('serves metrics only where asked: a listener off the public port, or the public port with a token', () => {
    expect(loadConfig({})).toMatchObject({ METRICS_HOST: '127.0.0.1' });
    expect(loadConfig({}).METRICS_PORT).toBeUndefined();
    expect(loadConfig({}).METRICS_TOKEN).toBeUndefined();
    expect(loadConfig({ METRICS_PORT: '9464' }).METRICS_PORT).toBe(9464);
    expect(() => loadConfig({ PORT: '3000', METRICS_PORT: '3000' })).toThrow(
      /METRICS_PORT must differ from PORT/,
    );
    // A short token is refused, and never printed.
    const refusal = (() => {
      try {
        loadConfig({ METRICS_TOKEN: 'short-token' });
      } catch (error) {
        return error as ConfigError;
      }
    })();
    expect(refusal?.message).toMatch(
      /METRICS_TOKEN must be at least 16 characters .*\(got "\*\*\*"\)/,
    );
  });

  it('treats empty values as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '  ' }).PORT).toBe(3000);
  });

  it('reads and converts the values it is given', () => {
    const config = loadConfig({
      PORT: '8080',
      DATABASE_URL: 'postgres://u@127.0.0.1:5432/app',
      SEED_DEMO_DATA: 'false',
    });
    expect(config).toMatchObject({
      PORT: 8080,
      DATABASE_URL: 'postgres://u@127.0.0.1:5432/app',
      SEED_DEMO_DATA: false,
    });
  });

  it('reports every bad value at once, each with its own message', () => {
    let caught: unknown;
    try {
      loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', HR_EMAIL: 'nobody' });
    } catch (error) {
      caught = error;
    }
    expect(caught).toBeInstanceOf(ConfigError);
    const problems = (caught as ConfigError).problems;
    expect(problems).toHaveLength(3);
    expect(problems).toContain('PORT must be a number, e.g. 3000 (got "eighty")');
    expect(problems).toContain(
      'DATABASE_URL must be a postgres:// or postgresql:// URL (got "mysql://x")',
    );
    expect(problems).toContain('HR_EMAIL must be an e-mail address (got "nobody")');
  });

  it('keeps mail off by default and sends enquiries to the company inbox', () => {
    const config = loadConfig({});
    expect(config.SMTP_URL).toBeUndefined();
    expect(config.CONTACT_INBOX_EMAIL).toBe('hello@suryaloom.example');
    expect(config.MAIL_FROM).toBe('Suryaloom Technologies <no-reply@suryaloom.example>');
    expect(config).toMatchObject({
      MAIL_POLL_MS: 5000,
      MAIL_MAX_ATTEMPTS: 20,
      CONTACT_RATE_LIMIT: 5,
      NEWSLETTER_RATE_LIMIT: 10,
      FORMS_RATE_WINDOW_SECONDS: 600,
    });
  });

  it('reads the mail settings and rejects bad ones without printing a password', () => {
    const config = loadConfig({
      SMTP_URL: 'smtps://mailer:s3cret@smtp.example.com:465',
      MAIL_FROM: 'no-reply@suryaloom.example',
      CONTACT_INBOX_EMAIL: 'sales@suryaloom.example',
    });
    expect(config.SMTP_URL).toBe('smtps://mailer:s3cret@smtp.example.com:465');
    let caught: unknown;
    try {
      loadConfig({
        SMTP_URL: 'http://mailer:s3cret@smtp.example.com',
        MAIL_FROM: 'Sales <nobody>',
        CONTACT_INBOX_EMAIL: 'sales',
        CONTACT_RATE_LIMIT: '0',
      });
    } catch (error) {
      caught = error;
    }
    const problems = (caught as ConfigError).problems;
    expect(problems).toHaveLength(4);
    expect(problems).toContain(
      'SMTP_URL must be an smtp:// or smtps:// URL, e.g. smtps://user:pass@smtp.example.com (got "http://mailer:***@smtp.example.com")',
    );
    expect(problems.join('\n')).not.toContain('s3cret');
    expect(problems).toContain('CONTACT_INBOX_EMAIL must be an e-mail address (got "sales")');
    expect(problems).toContain('CONTACT_RATE_LIMIT must be at least 1 (got "0")');
  });

  it('rejects a port out of range', () => {
    expect(() => loadConfig({ PORT: '70000' })).toThrow('PORT must be between 0 and 65535');
    expect(() => loadConfig({ PORT: '-1' })).toThrow('PORT must be between 0 and 65535');
  });

  it('takes port 0 as "any free port"', () => {
    expect(loadConfig({ PORT: '0' }).PORT).toBe(0);
  });

  it('refuses the test clock in production', () => {
    expect(loadConfig({ TEST_CLOCK_FILE: '/tmp/clock' }).TEST_CLOCK_FILE).toBe('/tmp/clock');
    expect(() => loadConfig({ TEST_CLOCK_FILE: '/tmp/clock', NODE_ENV: 'production' })).toThrow(
      'TEST_CLOCK_FILE is for tests only and is refused when NODE_ENV is production',
    );
  });

  it("takes the company's time zone as an IANA name, India Standard Time by default", () => {
    expect(loadConfig({}).COMPANY_TIME_ZONE).toBe('Asia/Kolkata');
    expect(loadConfig({ COMPANY_TIME_ZONE: 'Europe/London' }).COMPANY_TIME_ZONE).toBe(
      'Europe/London',
    );
    expect(() => loadConfig({ COMPANY_TIME_ZONE: 'IST+5:30' })).toThrow(
      'COMPANY_TIME_ZONE must be an IANA time zone such as Asia/Kolkata or Europe/London',
    );
  });
});
