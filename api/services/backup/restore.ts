import { existsSync } from 'node:fs';
import { readdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { DataDirLockedError, lockDataDir } from '../../db/data-dir-lock.ts';
import { openPglite, openPostgres, type Database } from '../../db/database.ts';
import { runMigrations } from '../../db/migrate.ts';
import { queryRows } from '../../db/query-rows.ts';
import { knownMigrations } from '../../db/schema-version.ts';
import { erasuresIn, reapplyErasures, type KeptErasure } from '../privacy/reapply-erasures.ts';
import { dataHeld } from '../../db/table-inventory.ts';
import { copyPgliteIntoPostgres } from './copy-into-postgres.ts';
import { pgRestore } from './postgres-tools.ts';
import { readSnapshotFile, type VerifiedSnapshot } from './snapshot-file.ts';
import { SnapshotRefusedError, type SnapshotManifest } from './snapshot-manifest.ts';

export interface RestoreOptions {
  /** Restore over a database that holds data (it is kept aside, never deleted). */
  force: boolean;
  /** Progress lines for the operator. */
  say: (line: string) => void;
  /** Names what is kept aside (`…before-restore-<time>`). */
  now: Date;
}

export interface RestoreReport {
  /** Rows per table after the restore and its migrations (tables with rows only). */
  restored: { table: string; rows: number }[];
  /** Where the database that was there before now is, if there was one. */
  keptAside: string | null;
}

const stamp = (at: Date) =>
  at
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replaceAll(':', '-');

function describeHeld(held: { table: string; rows: number }[]): string {
  return held
    .map(({ table, rows }) => `  ${table}: ${rows} row${rows === 1 ? '' : 's'}`)
    .join('\n');
}

function refuseOverwrite(where: string, held: string, asideName: string): never {
  throw new SnapshotRefusedError(
    `${where} already holds data, which a restore would replace:\n${held}\n` +
      `Nothing was changed. To restore anyway, run again with --force: the current database is ` +
      `then kept aside as ${asideName}, not deleted.`,
  );
}

/**
 * What an existing PGlite database holds, for the refusal (`null` when it holds no rows), and its
 * register of erasures, to be done again on the restored data.
 */
async function inspectDataDir(
  pgliteDir: string,
): Promise<{ held: string | null; erasures: KeptErasure[] }> {
  let database: Database | undefined;
  try {
    database = await openPglite({ dataDir: pgliteDir });
    const held = await dataHeld(database.db);
    return {
      held: held.length > 0 ? describeHeld(held) : null,
      erasures: await erasuresIn(database.db),
    };
  } catch (error) {
    return {
      held: `  a database that cannot be opened (${error instanceof Error ? error.message : String(error)})`,
      erasures: [],
    };
  } finally {
    await database?.close().catch(() => {});
  }
}

/**
 * Restores a checked PGlite snapshot into `dataDir` (the server must be stopped: the restore takes
 * the data directory's lock). A directory holding data is refused unless `force`, and then moved
 * aside. The snapshot's data directory is loaded, migrated to this code's schema and counted; if
 * any step fails, the new folder is removed and the old one put back.
 */
export async function restoreIntoDataDir(
  snapshot: VerifiedSnapshot,
  dataDir: string,
  options: RestoreOptions,
): Promise<RestoreReport> {
  if (snapshot.manifest.engine !== 'pglite' || !snapshot.bytes)
    throw new SnapshotRefusedError(
      'This snapshot is of a PostgreSQL database (pg_dump): restore it into PostgreSQL by ' +
        'setting DATABASE_URL to an empty database. Nothing was changed.',
    );
  let release: () => Promise<void>;
  try {
    release = await lockDataDir(dataDir, () => {});
  } catch (error) {
    if (error instanceof DataDirLockedError)
      throw new SnapshotRefusedError(
        `A server is using ${dataDir}: stop it first (a restore needs the data directory to ` +
          'itself). Nothing was changed.',
      );
    throw error;
  }
  try {
    const pgliteDir = path.join(dataDir, 'pglite');
    const asideDir = path.join(dataDir, `pglite.before-restore-${stamp(options.now)}`);
    let keptAside: string | null = null;
    let erasures: KeptErasure[] = [];
    if (existsSync(pgliteDir) && (await readdir(pgliteDir)).length > 0) {
      const inspected = await inspectDataDir(pgliteDir);
      const held = inspected.held;
      erasures = inspected.erasures;
      if (held && !options.force) refuseOverwrite(pgliteDir, held, asideDir);
      await rename(pgliteDir, asideDir);
      keptAside = asideDir;
      options.say(`The database that was in ${pgliteDir} is kept in ${asideDir}.`);
    } else {
      await rm(pgliteDir, { recursive: true, force: true });
    }
    try {
      const client = new PGlite(pgliteDir, {
        loadDataDir: new Blob([new Uint8Array(snapshot.bytes)]),
      });
      const database = await openPglite({ client });
      try {
        options.say('Applying this version’s migrations to the restored database…');
        await runMigrations(database);
        await redoErasures(database, erasures, options);
        return { restored: await dataHeld(database.db), keptAside };
      } finally {
        await database.close();
      }
    } catch (error) {
      await rm(pgliteDir, { recursive: true, force: true });
      if (keptAside) await rename(keptAside, pgliteDir);
      throw error;
    }
  } finally {
    await release();
  }
}

/** The erasures made after the snapshot was taken, done again on the restored data. */
async function redoErasures(database: Database, erasures: KeptErasure[], options: RestoreOptions) {
  const redone = await reapplyErasures(database.db, erasures, options.now);
  if (redone > 0)
    options.say(
      `Erased again the data of ${redone} ${redone === 1 ? 'person' : 'people'} erased after this snapshot was taken.`,
    );
}

async function tablesInPublic(database: Database): Promise<number> {
  const [row] = await queryRows<{ n: string | number }>(
    database.db,
    sql`select count(*) as n from information_schema.tables where table_schema = 'public'`,
  );
  return Number(row?.n ?? 0);
}

/**
 * Restores a checked snapshot into the PostgreSQL database of `url`: a PostgreSQL snapshot with
 * pg_restore (one transaction), an embedded one by copying its tables (the move from the
 * embedded database to PostgreSQL). Whatever the `public` schema held is renamed aside first
 * (refused without `force` when it holds data); on failure the new schema is dropped and the old
 * one renamed back. Migrations run last.
 */
export async function restoreIntoPostgres(
  snapshot: VerifiedSnapshot,
  url: string,
  options: RestoreOptions,
): Promise<RestoreReport> {
  const database = await openPostgres(url);
  try {
    const asideSchema = `public_before_restore_${stamp(options.now).replaceAll('-', '_').toLowerCase()}`;
    let keptAside: string | null = null;
    let erasures: KeptErasure[] = [];
    if ((await tablesInPublic(database)) > 0) {
      const held = await dataHeld(database.db);
      erasures = await erasuresIn(database.db);
      if (held.length > 0 && !options.force)
        refuseOverwrite('The PostgreSQL database', describeHeld(held), `schema ${asideSchema}`);
      await database.db.transaction(async (tx) => {
        await tx.execute(sql`alter schema public rename to ${sql.identifier(asideSchema)}`);
        await tx.execute(sql`create schema public`);
      });
      keptAside = `schema ${asideSchema}`;
      options.say(`What the database held is kept in the schema ${asideSchema}.`);
    }
    try {
      if (snapshot.manifest.engine === 'postgres') {
        if (!snapshot.file) throw new Error('the PostgreSQL snapshot was not unpacked to a file');
        options.say('Restoring with pg_restore…');
        await pgRestore(url, snapshot.file);
        options.say('Applying this version’s migrations…');
        await runMigrations(database);
      } else {
        if (!snapshot.bytes) throw new Error('the embedded snapshot was not read');
        options.say('Copying every table of the embedded database into PostgreSQL…');
        await copyPgliteIntoPostgres(snapshot.bytes, database);
      }
      await redoErasures(database, erasures, options);
      return { restored: await dataHeld(database.db), keptAside };
    } catch (error) {
      await database.db.transaction(async (tx) => {
        await tx.execute(sql`drop schema public cascade`);
        if (keptAside)
          await tx.execute(sql`alter schema ${sql.identifier(asideSchema)} rename to public`);
        else await tx.execute(sql`create schema public`);
      });
      throw error;
    }
  } finally {
    await database.close();
  }
}

/** Where a snapshot goes: the embedded database's folder, or a PostgreSQL database. */
export type RestoreTarget = { dataDir: string } | { databaseUrl: string };

/**
 * `npm run restore`: reads and checks the whole snapshot first (damaged, foreign or newer files
 * are refused before anything is touched), then restores it into `target`. `workDir` holds a
 * PostgreSQL snapshot's dump while pg_restore reads it.
 */
export async function restoreSnapshotFile(
  file: string,
  target: RestoreTarget,
  options: RestoreOptions & { workDir: string },
): Promise<RestoreReport & { manifest: SnapshotManifest }> {
  const known = knownMigrations();
  const snapshot = await readSnapshotFile(file, {
    known,
    payloadFile: path.join(options.workDir, 'postgres.dump'),
  });
  const { manifest } = snapshot;
  options.say(
    `Checked: ${manifest.engine === 'pglite' ? 'an embedded (PGlite)' : 'a PostgreSQL'} snapshot ` +
      `taken ${manifest.createdAt} by app ${manifest.appVersion}, payload ` +
      `${(manifest.payload.sizeBytes / 1024 / 1024).toFixed(1)} MB with a matching SHA-256, ` +
      `schema at ${manifest.schema.migrationCount} of this version's ${known.length} migrations.`,
  );
  try {
    const report =
      'databaseUrl' in target
        ? await restoreIntoPostgres(snapshot, target.databaseUrl, options)
        : await restoreIntoDataDir(snapshot, target.dataDir, options);
    return { ...report, manifest };
  } finally {
    if (snapshot.file) await rm(snapshot.file, { force: true });
  }
}
