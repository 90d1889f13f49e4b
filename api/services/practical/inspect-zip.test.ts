import { describe, expect, it } from 'vitest';
import { declareHugeSizes, makeZip, renameInZip } from '../../test-support/zips.ts';
import { hasZipSignature, inspectZip } from './inspect-zip.ts';

describe('hasZipSignature', () => {
  it('knows a zip by its bytes, not its name', async () => {
    expect(hasZipSignature(await makeZip({ 'a.txt': 'a' }))).toBe(true);
    expect(hasZipSignature(Buffer.from('PK\x05\x06' + '\0'.repeat(18), 'latin1'))).toBe(true);
    expect(hasZipSignature(Buffer.from('%PDF-1.7 not a zip'))).toBe(false);
    expect(hasZipSignature(Buffer.from('PK'))).toBe(false);
  });
});

describe('inspectZip', () => {
  it('lists an ordinary project without issues', async () => {
    const report = await inspectZip(
      await makeZip({ 'app/README.md': '# App', 'app/src/index.js': 'x' }),
    );
    expect(report).toMatchObject({ entryCount: 2, containsNodeModules: false, issues: [] });
    expect(report.sampleEntries).toEqual(['app/README.md', 'app/src/index.js']);
  });

  it('flags node_modules at any depth', async () => {
    const report = await inspectZip(
      await makeZip({ 'app/node_modules/left-pad/index.js': 'x', 'app/a.js': 'y' }),
    );
    expect(report.containsNodeModules).toBe(true);
    expect(report.issues).toEqual([]);
  });

  it('flags entry names that climb out (zip slip) or are absolute', async () => {
    const slip = renameInZip(await makeZip({ 'xx/evil.sh': 'rm -rf' }), 'xx/evil.sh', '../evil.sh');
    expect((await inspectZip(slip)).issues).toContain('path-traversal');
    const absolute = renameInZip(
      await makeZip({ 'xetc/passwd': 'root' }),
      'xetc/passwd',
      '/etc/passwd',
    );
    expect((await inspectZip(absolute)).issues).toContain('absolute-path');
  });

  it('flags a corrupt directory and absurd declared sizes without failing', async () => {
    const zip = await makeZip({ 'a.txt': 'hello' });
    const corrupt = zip.subarray(0, zip.length - 10);
    expect((await inspectZip(corrupt)).issues[0]).toMatch(/^corrupt-directory/);
    expect(
      (await inspectZip(declareHugeSizes(await makeZip({ 'a.txt': 'a', 'b.txt': 'b' })))).issues,
    ).toContain('huge-declared-size');
  });
});
