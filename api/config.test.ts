import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('uses the documented defaults when nothing is set', () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.DATA_DIR).toBe('./data');
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.SEED_DEMO_DATA).toBe(true);
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

  it('rejects a port out of range', () => {
    expect(() => loadConfig({ PORT: '70000' })).toThrow('PORT must be between 1 and 65535');
  });
});
