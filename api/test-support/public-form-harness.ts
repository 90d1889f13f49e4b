import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import type { App } from '../app.ts';
import type { Database } from '../db/database.ts';
import { createTestApp } from './test-app.ts';
import { createTestDatabase } from './test-database.ts';

/**
 * For a test file of a public form's API (the enquiry, the newsletter): one database and one app
 * for the file, on a clock the test moves; `emptied` tables are emptied before each test, so each
 * starts with no rows and no rate-limit counts.
 */
export function usePublicFormHarness(options: {
  now: Date;
  env?: NodeJS.ProcessEnv;
  emptied: string[];
}) {
  let database: Database | undefined;
  let app: App | undefined;
  const clock = { now: options.now };
  beforeAll(async () => {
    database = await createTestDatabase();
    app = createTestApp(database, { now: () => clock.now, env: options.env }).app;
  });
  afterAll(() => database?.close());
  beforeEach(async () => {
    for (const table of options.emptied)
      await db().db.execute(sql`delete from ${sql.identifier(table)}`);
  });

  function db(): Database {
    if (!database) throw new Error('the database opens before the first test');
    return database;
  }
  return {
    db,
    clock,
    app: (): App => {
      if (!app) throw new Error('the app starts before the first test');
      return app;
    },
  };
}

/**
 * A visitor's JSON POST, each call from an address of its own in `subnet` (unless `headers` name
 * one), so rate limits stay out of unrelated tests.
 */
export function visitorPost(subnet: string) {
  let client = 0;
  return (app: App, path: string, body: unknown, headers: Record<string, string> = {}) => {
    client += 1;
    return app.request(path, {
      method: 'POST',
      body: typeof body === 'string' ? body : JSON.stringify(body),
      headers: {
        'content-type': 'application/json',
        'x-forwarded-for': `${subnet}.${client % 250}`,
        ...headers,
      },
    });
  };
}
