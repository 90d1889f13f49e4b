import pg from 'pg';

/**
 * One statement on the PostgreSQL server of `url` over a connection of its own (creating or
 * dropping a throw-away database), for the tests and the benchmarks.
 */
export async function adminQuery(url: string, sql: string): Promise<void> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}
