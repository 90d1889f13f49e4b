import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const unitFile = 'deploy/surat-it.service';

/** The unit's `[Service]` settings as systemd reads them: the last value of each key wins. */
async function serviceSettings(): Promise<Map<string, string>> {
  const text = await readFile(unitFile, 'utf8');
  const service = text.split(/^\[Service\]$/m)[1]?.split(/^\[/m)[0] ?? '';
  const settings = new Map<string, string>();
  for (const line of service.split('\n')) {
    const match = /^(\w+)=(.*)$/.exec(line.trim());
    if (match?.[1]) settings.set(match[1], match[2] ?? '');
  }
  return settings;
}

describe('the systemd unit (deploy/surat-it.service)', () => {
  it('is a valid unit to systemd itself', async () => {
    // systemd-analyze ships with systemd (Debian's `systemd` package); .ci/run installs it.
    const { stdout, stderr } = await promisify(execFile)('systemd-analyze', ['verify', unitFile]);
    expect(stdout + stderr).toBe('');
  });

  it('restarts on any exit, caps memory, reads the environment file and runs as its own user', async () => {
    const settings = await serviceSettings();
    expect(settings.get('Restart')).toBe('always');
    expect(Number(settings.get('RestartSec'))).toBeLessThanOrEqual(2);
    expect(settings.get('MemoryMax')).toMatch(/^\d+[MG]$/);
    expect(settings.get('EnvironmentFile')).toBe('/etc/surat-it/surat-it.env');
    expect(settings.get('User')).toBe('surat-it');
    expect(settings.get('StateDirectory')).toBe('surat-it');
    // The data and backup folders are inside the state directory, the one place it may write.
    expect(settings.get('ProtectSystem')).toBe('strict');
    const environment = [...(await readFile(unitFile, 'utf8')).matchAll(/^Environment=(.*)$/gm)];
    const values = environment.map((match) => match[1]);
    expect(values).toContain('DATA_DIR=/var/lib/surat-it/data');
    expect(values).toContain('BACKUP_DIR=/var/lib/surat-it/backups');
    expect(settings.get('KillSignal')).toBe('SIGTERM');
    // Every request line is kept by the journal, a drive's included.
    expect(settings.get('LogRateLimitIntervalSec')).toBe('0');
  });
});
