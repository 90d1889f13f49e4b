import { readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { useTempDir } from '../../test-support/temp-dir.ts';
import {
  backupFilePath,
  freeSnapshotPath,
  listBackupFiles,
  pruneSnapshots,
  snapshotFileName,
} from './backup-files.ts';

describe('backup files', () => {
  const dir = useTempDir('backup-files-');
  // Every snapshot these tests write is this database's, but one (below) another server's.
  const own = new Set([
    '2026-11-23T14-05-00Z.tar.gz',
    '2026-11-23T14-05-00Z-2.tar.gz',
    '2026-11-22T23-00-00Z.tar.gz',
  ]);

  it('are named by the time, with a number for a second one in the same second', async () => {
    const at = new Date('2026-11-23T14:05:00.456Z');
    expect(snapshotFileName(at)).toBe('2026-11-23T14-05-00Z.tar.gz');
    const first = freeSnapshotPath(dir(), at);
    await writeFile(first, 'one');
    const second = freeSnapshotPath(dir(), at);
    expect(path.basename(second)).toBe('2026-11-23T14-05-00Z-2.tar.gz');
    await writeFile(second, 'two!');
  });

  it('are listed newest first and pruned oldest first, leaving other files alone', async () => {
    await writeFile(path.join(dir(), '2026-11-22T23-00-00Z.tar.gz'), 'older');
    await writeFile(path.join(dir(), '2026-11-24T01-00-00Z.tar.gz.partial'), 'being written');
    await writeFile(path.join(dir(), 'notes.txt'), 'mine');
    expect(await listBackupFiles(dir(), own)).toEqual([
      {
        name: '2026-11-23T14-05-00Z-2.tar.gz',
        sizeBytes: 4,
        createdAt: '2026-11-23T14:05:00.000Z',
      },
      { name: '2026-11-23T14-05-00Z.tar.gz', sizeBytes: 3, createdAt: '2026-11-23T14:05:00.000Z' },
      { name: '2026-11-22T23-00-00Z.tar.gz', sizeBytes: 5, createdAt: '2026-11-22T23:00:00.000Z' },
    ]);
    expect(await pruneSnapshots(dir(), 2, own)).toEqual(['2026-11-22T23-00-00Z.tar.gz']);
    expect((await readdir(dir())).sort()).toEqual([
      '2026-11-23T14-05-00Z-2.tar.gz',
      '2026-11-23T14-05-00Z.tar.gz',
      '2026-11-24T01-00-00Z.tar.gz.partial',
      'notes.txt',
    ]);
  });

  it('are found by name, and nothing else is', () => {
    expect(backupFilePath(dir(), '2026-11-23T14-05-00Z.tar.gz', own)).toBe(
      path.join(dir(), '2026-11-23T14-05-00Z.tar.gz'),
    );
    for (const name of [
      'notes.txt',
      '../2026-11-23T14-05-00Z.tar.gz',
      '2026-01-01T00-00-00Z.tar.gz',
    ])
      expect(() => backupFilePath(dir(), name, own)).toThrow(`No backup named ${name}.`);
  });

  it("never lists, prunes or hands out another server's snapshot in a shared folder", async () => {
    const theirs = '2026-11-21T08-00-00Z.tar.gz';
    await writeFile(path.join(dir(), theirs), 'another server');
    expect((await listBackupFiles(dir(), own)).map((f) => f.name)).not.toContain(theirs);
    // Theirs is the oldest in the folder; keeping one of ours removes one of ours, never theirs.
    expect(await pruneSnapshots(dir(), 1, own)).toEqual(['2026-11-23T14-05-00Z.tar.gz']);
    expect(await readdir(dir())).toContain(theirs);
    expect(() => backupFilePath(dir(), theirs, own)).toThrow(`No backup named ${theirs}.`);
  });
});
