import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { dumpMigratedPglite } from './test-database.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteSnapshotPath: string;
  }
}

/** Migrates one PGlite database for the whole run; each test file starts from a copy of it. */
export default async function setup(project: TestProject) {
  const dir = await mkdtemp(path.join(tmpdir(), 'pglite-snapshot-'));
  const file = path.join(dir, 'migrated.tar');
  await writeFile(file, Buffer.from(await (await dumpMigratedPglite()).arrayBuffer()));
  project.provide('pgliteSnapshotPath', file);
  return () => rm(dir, { recursive: true, force: true });
}
