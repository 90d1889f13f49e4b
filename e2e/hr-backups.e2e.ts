import { createHash } from 'node:crypto';
import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { useWorkDir } from './support/work-dir.ts';
import { useFreshServers } from './support/fresh-servers.ts';
import { hrTestTimeoutMs, openSection } from './support/hr-console.ts';

const servers = useFreshServers();
const sha = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

describe('HR console: backups', () => {
  const inWorkDir = useWorkDir('e2e-backups-');

  it(
    'an admin takes a backup and downloads it; a failed one is shown on every page until one succeeds',
    async () => {
      const dir = inWorkDir('backups');
      const { page } = await servers.openConsole({ env: { BACKUP_DIR: dir }, section: 'Backups' });
      await page.getByText('None yet').waitFor();
      await page.getByText('No snapshot in the backup folder yet.').waitFor();

      await page.getByRole('button', { name: 'Take a backup now' }).click();
      const snapshots = page.getByRole('region', { name: 'Snapshots kept' });
      const link = snapshots.getByRole('link', { name: /^Download \d{4}-\d\d-\d\dT.*\.tar\.gz$/ });
      await link.waitFor();
      const name = ((await link.getAttribute('download')) ?? '').trim();
      await page.getByText(`from this console: ${name}`).waitFor();

      const downloading = page.waitForEvent('download');
      await link.click();
      const download = await downloading;
      expect(download.suggestedFilename()).toBe(name);
      const downloaded = await readFile((await download.path()) as string);
      expect(sha(downloaded)).toBe(sha(await readFile(path.join(dir, name))));

      // The folder becomes a file: the next backup fails, and every page says so.
      await rm(dir, { recursive: true });
      await writeFile(dir, 'in the way');
      await page.getByRole('button', { name: 'Take a backup now' }).click();
      await page.getByText(/^The last backup failed \(from this console, .*\): /).waitFor();
      await page.getByText('The backup folder cannot be read (ENOTDIR).').waitFor();
      await openSection(page, 'Candidates');
      const alert = page.getByText(/^The last backup failed \(.*\): the hiring record is not/);
      await alert.waitFor();
      await alert.getByRole('link', { name: 'See backups' }).click();
      await page.getByRole('heading', { level: 1, name: 'Backups' }).waitFor();

      // Fixed: the next backup succeeds and the alert goes.
      await rm(dir);
      await page.getByRole('button', { name: 'Take a backup now' }).click();
      await page.getByRole('region', { name: 'Snapshots kept' }).waitFor();
      await openSection(page, 'Audit log');
      await page.getByRole('cell', { name: 'Backup taken' }).first().waitFor();
      await page.getByText(/^The last backup failed/).waitFor({ state: 'detached' });
      expect(await page.getByRole('cell', { name: 'Backup downloaded' }).count()).toBe(1);
    },
    hrTestTimeoutMs,
  );
});
