import { copyFile, mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { expect } from 'vitest';
import { openPglite, openPostgres, type Database } from '../db/database.ts';
import { migrationsFolder } from '../db/migrate.ts';
import { createEmptyPostgresDatabase, testEngine } from './test-database.ts';

/**
 * A migration's test starts from a database as an older build left it: a copy of this build's
 * migrations up to `lastTag` (the first `count`) in `work`, and an empty database of the engine
 * under test migrated with them.
 */
export async function migrationsUpTo(work: string, count: number, lastTag: string) {
  const folder = path.join(work, `migrations-${lastTag.slice(0, 4)}`);
  await mkdir(path.join(folder, 'meta'), { recursive: true });
  const journal = JSON.parse(
    await readFile(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8'),
  ) as { entries: { tag: string }[] };
  const before = journal.entries.slice(0, count);
  expect(before.at(-1)?.tag).toBe(lastTag);
  for (const { tag } of before)
    await copyFile(path.join(migrationsFolder, `${tag}.sql`), path.join(folder, `${tag}.sql`));
  await writeFile(
    path.join(folder, 'meta/_journal.json'),
    JSON.stringify({ ...journal, entries: before }),
  );
  return folder;
}

/** An empty database migrated with `folder`'s migrations; closed (and dropped) through `opened`. */
export async function olderDatabase(
  folder: string,
  opened: { close(): Promise<void> }[],
): Promise<Database> {
  let database: Database;
  if (testEngine === 'pglite') {
    database = await openPglite();
    opened.push(database);
  } else {
    const { url, drop } = await createEmptyPostgresDatabase();
    database = await openPostgres(url);
    opened.push({
      async close() {
        await database.close();
        await drop();
      },
    });
  }
  await database.applyMigrations(database.db, folder);
  return database;
}
