import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { restoreSnapshotFile } from '../services/backup/restore.ts';
import { SnapshotRefusedError } from '../services/backup/snapshot-manifest.ts';
import { loadCliConfig, stop } from './cli-support.ts';

/**
 * `npm run restore -- FILE [--force]`: checks the whole snapshot first (nothing is touched when
 * it is damaged, foreign or from a newer version), then restores it into DATA_DIR (server
 * stopped) or the database of DATABASE_URL, and migrates it to this version.
 */

const usage =
  'Usage: npm run restore -- FILE [--force]\n' +
  '  FILE     a snapshot written by npm run backup (data-backups/<time>.tar.gz)\n' +
  '  --force  restore over a database that holds data (it is kept aside, not deleted)';

async function main() {
  const args = process.argv.slice(2);
  const force = args.includes('--force');
  const unknownOptions = args.filter((a) => a.startsWith('-') && a !== '--force');
  const files = args.filter((a) => !a.startsWith('-'));
  const [given] = files;
  if (unknownOptions.length > 0 || files.length !== 1 || !given) stop(usage);
  const file = path.resolve(given);
  const config = loadCliConfig();
  const target = config.DATABASE_URL
    ? { databaseUrl: config.DATABASE_URL }
    : { dataDir: path.resolve(config.DATA_DIR) };

  console.log(`Checking ${file}…`);
  const workDir = await mkdtemp(path.join(tmpdir(), 'restore-'));
  try {
    const report = await restoreSnapshotFile(file, target, {
      force,
      say: (line) => console.log(line),
      now: new Date(),
      workDir,
    });
    console.log(
      `Restored into ${'dataDir' in target ? target.dataDir : 'the PostgreSQL database of DATABASE_URL'}:`,
    );
    for (const { table, rows } of report.restored) console.log(`  ${table}: ${rows}`);
    if (report.keptAside) console.log(`The previous database is kept in ${report.keptAside}.`);
    console.log('Start the server (npm start) to use it.');
  } finally {
    await rm(workDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  if (error instanceof SnapshotRefusedError) stop(error.message);
  stop(
    `Restore failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
  );
});
