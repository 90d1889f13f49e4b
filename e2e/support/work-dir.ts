import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';

/**
 * A temporary folder for this test file, made before its tests and removed after them, pass or
 * fail. Returns the path of a file or folder in it (`inWorkDir('backups')`).
 */
export function useWorkDir(prefix: string): (...names: string[]) => string {
  let work = '';
  beforeAll(async () => {
    work = await mkdtemp(path.join(tmpdir(), prefix));
  });
  afterAll(() => rm(work, { recursive: true, force: true }));
  return (...names) => path.join(work, ...names);
}
