import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { createMigratedPostgresTemplate, dumpMigratedPglite } from './test-database.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteSnapshotPath: string;
    /** The PostgreSQL project's migrated template database (empty in the PGlite project). */
    postgresTemplate: string;
  }
}

/**
 * Migrates one database for the whole run; each test file starts from a copy of it: a dumped
 * PGlite database in the PGlite project, a template database in the PostgreSQL one.
 */
export default async function setup(project: TestProject) {
  if (project.config.env?.TEST_DB_ENGINE === 'postgres') {
    const template = await createMigratedPostgresTemplate();
    project.provide('pgliteSnapshotPath', '');
    project.provide('postgresTemplate', template.name);
    return () => template.drop();
  }
  const dir = await mkdtemp(path.join(tmpdir(), 'pglite-snapshot-'));
  const file = path.join(dir, 'migrated.tar');
  await writeFile(file, Buffer.from(await (await dumpMigratedPglite()).arrayBuffer()));
  project.provide('pgliteSnapshotPath', file);
  project.provide('postgresTemplate', '');
  return () => rm(dir, { recursive: true, force: true });
}
