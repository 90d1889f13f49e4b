import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';

/**
 * A scratch directory under the system's temp folder, made before the file's tests (or before each
 * test, for tests that must not see each other's files) and removed with everything in it after.
 * Returns a getter: the directory exists only once the hooks have run.
 */
export function useTempDir(prefix: string, per: 'file' | 'test' = 'file'): () => string {
  let dir: string | undefined;
  const [before, after] = per === 'test' ? [beforeEach, afterEach] : [beforeAll, afterAll];
  before(async () => {
    dir = await mkdtemp(path.join(tmpdir(), prefix));
  });
  after(() => rm(current(), { recursive: true, force: true }));
  function current(): string {
    if (dir === undefined) throw new Error('The temp directory is made in a before hook.');
    return dir;
  }
  return current;
}
