import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import yauzl from 'yauzl';
import { describe, expect, it } from 'vitest';
import { declareHugeSizes, makeZip } from '../../test-support/zips.ts';
import { fingerprintCaps, fingerprintZip } from './zip-fingerprint.ts';

/** A zip in memory, read the way the stored pieces are: range by range. */
class BufferReader extends yauzl.RandomAccessReader {
  constructor(private readonly bytes: Buffer) {
    super();
  }
  override _readStreamForRange(start: number, end: number): Readable {
    return Readable.from([this.bytes.subarray(start, end)]);
  }
}
const fingerprintOf = (zip: Buffer, caps = fingerprintCaps) =>
  fingerprintZip(new BufferReader(zip), zip.length, caps);

const source = Array.from({ length: 40 }, (_, i) => `const value${i} = compute(${i}, "text");`);
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

describe('fingerprintZip', () => {
  it('hashes each source file and its normalised lines; leaves out vendored, binary and boilerplate', async () => {
    const app = source.join('\n');
    const zip = await makeZip({
      'app/src/app.js': app,
      'app/README.md': '# Task list\n\nRun it with npm start, then open the page.',
      'app/node_modules/react/index.js': 'module.exports = require("./cjs/react.js");',
      'app/package-lock.json': '{ "lockfileVersion": 3 }',
      'app/public/logo.png': Buffer.from([0x89, 0x50, 0x4e, 0x47]),
      'app/data.txt': Buffer.from([0x41, 0x00, 0x42]),
      'app/empty.js': '',
    });
    const fingerprint = await fingerprintOf(zip);
    expect(fingerprint.files).toEqual(
      expect.arrayContaining([
        { path: 'app/src/app.js', sha256: sha256(app), size: app.length, lines: 40 },
        expect.objectContaining({ path: 'app/README.md', lines: 2 }),
        { path: 'app/empty.js', sha256: sha256(''), size: 0, lines: 0 },
      ]),
    );
    expect(fingerprint.files).toHaveLength(3);
    expect(fingerprint.uniqueLines).toBe(42);
    expect(fingerprint.sketch).toHaveLength(42);
    expect(fingerprint.skipped).toEqual({ vendored: 1, boilerplate: 1, binary: 2 });
  });

  it('stops inflating a zip bomb at the cap, whatever its directory declares', async () => {
    // 64 MiB of zeros deflate to about 64 kB; the directory then claims 1 kB each.
    const zeros = Buffer.alloc(64 * 1024 * 1024);
    const zip = declareHugeSizes(
      await makeZip({ 'a/bomb.txt': zeros, 'b/bomb.txt': zeros, 'src/ok.js': source.join('\n') }),
      1024,
    );
    const started = performance.now();
    const fingerprint = await fingerprintOf(zip);
    expect(performance.now() - started).toBeLessThan(5000);
    expect(fingerprint.skipped).toEqual({ 'too-large': 2 });
    expect(fingerprint.files.map((f) => f.path)).toEqual(['src/ok.js']);
    // Each bomb was read to just past the per-entry cap (plus at most one inflated chunk).
    expect(fingerprint.bytesRead).toBeLessThan(2 * (fingerprintCaps.entryBytes + 64 * 1024) + 4096);
  });

  it('stops reading at the total cap: what is left is counted, not read', async () => {
    const entries = Object.fromEntries(
      Array.from({ length: 6 }, (_, i) => [`src/file${i}.js`, `${i}`.repeat(300 * 1024)]),
    );
    const caps = { ...fingerprintCaps, totalBytes: 1024 * 1024 };
    const fingerprint = await fingerprintOf(await makeZip(entries), caps);
    expect(fingerprint.files).toHaveLength(4);
    expect(fingerprint.skipped).toEqual({ 'over-total': 2 });
    expect(fingerprint.bytesRead).toBe(4 * 300 * 1024);
  });
});
