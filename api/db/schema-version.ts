import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import type { Db } from './database.ts';
import { migrationsFolder } from './migrate.ts';
import { queryRows } from './query-rows.ts';

/** One applied migration as Drizzle records it: the SQL file's SHA-256 and its journal time. */
export interface AppliedMigration {
  hash: string;
  createdAt: number;
  /** The migration's name when this version of the code knows it. */
  tag: string | null;
}

export interface KnownMigration {
  hash: string;
  createdAt: number;
  tag: string;
}

/** The migrations this version of the code ships, oldest first. */
export function knownMigrations(folder = migrationsFolder): KnownMigration[] {
  const journal = JSON.parse(readFileSync(path.join(folder, 'meta/_journal.json'), 'utf8')) as {
    entries: { tag: string; when: number }[];
  };
  return readMigrationFiles({ migrationsFolder: folder }).map((migration, index) => ({
    hash: migration.hash,
    createdAt: migration.folderMillis,
    tag: journal.entries[index]?.tag ?? `#${index}`,
  }));
}

/** The schema version of a database: the migrations applied to it (none on an empty one). */
export async function appliedMigrations(db: Db): Promise<AppliedMigration[]> {
  const [table] = await queryRows<{ present: boolean }>(
    db,
    sql`select to_regclass('public.__migrations') is not null as present`,
  );
  if (!table?.present) return [];
  const rows = await queryRows<{ hash: string; created_at: string | number }>(
    db,
    sql`select hash, created_at from public.__migrations order by created_at, id`,
  );
  const tags = new Map(knownMigrations().map((m) => [m.hash, m.tag]));
  return rows.map((row) => ({
    hash: row.hash,
    createdAt: Number(row.created_at),
    tag: tags.get(row.hash) ?? null,
  }));
}

/**
 * Migrations in `applied` this code does not ship: a database (or snapshot) from a newer
 * version of the app, which this version must not open.
 */
export function unknownMigrations(
  applied: readonly { hash: string; createdAt: number }[],
  known: readonly KnownMigration[] = knownMigrations(),
): { hash: string; createdAt: number }[] {
  const hashes = new Set(known.map((m) => m.hash));
  return applied.filter((m) => !hashes.has(m.hash));
}
