import { describe, expect, it } from 'vitest';
import {
  compareFingerprints,
  decodeSketch,
  encodeSketch,
  isListed,
  lineSketch,
  sketchJaccard,
  type ComparableFingerprint,
  type FingerprintFile,
} from './similarity.ts';
import { lineHash } from './source-files.ts';

/** A fingerprint of the lines "line number n" for the numbers given, and these files. */
function fingerprint(lines: number[], files: FingerprintFile[] = []): ComparableFingerprint {
  const hashes = new Set(lines.map((n) => lineHash(`line number ${n}`)));
  return { files, sketch: lineSketch(hashes), uniqueLines: hashes.size };
}
const range = (from: number, to: number) => Array.from({ length: to - from }, (_, i) => from + i);
const file = (path: string, sha256: string, lines = 10): FingerprintFile => ({
  path,
  sha256,
  size: 100,
  lines,
});

describe('sketches', () => {
  it('keep the smallest hashes in order and survive the database', () => {
    const sketch = lineSketch([5n, 1n, 2n ** 63n + 3n, 3n], 3);
    expect([...sketch]).toEqual([1n, 3n, 5n]);
    expect([...decodeSketch(encodeSketch(sketch))]).toEqual([1n, 3n, 5n]);
  });

  it('give the exact Jaccard index of small sets', () => {
    // 60 shared of 100 + 100 lines: 60 / 140.
    const a = fingerprint(range(0, 100));
    const b = fingerprint(range(40, 140));
    expect(sketchJaccard(a, b)).toBeCloseTo(60 / 140, 10);
    expect(sketchJaccard(a, fingerprint([]))).toBe(0);
  });

  it('estimate it closely for sets larger than the sketch', () => {
    // 20,000 lines each, half shared: J = 10,000 / 30,000.
    const a = fingerprint(range(0, 20_000));
    const b = fingerprint(range(10_000, 30_000));
    expect(a.sketch.length).toBe(2048);
    expect(sketchJaccard(a, b)).toBeGreaterThan(0.28);
    expect(sketchJaccard(a, b)).toBeLessThan(0.39);
  });
});

describe('compareFingerprints', () => {
  it('lists a near copy: most lines shared, and the files that are byte for byte the same', () => {
    const a = fingerprint(range(0, 200), [file('src/App.js', 'aa'), file('src/api.js', 'bb')]);
    const b = fingerprint(range(10, 200), [file('app/App.js', 'aa'), file('src/other.js', 'cc')]);
    const comparison = compareFingerprints(a, b);
    expect(comparison.sharedFiles).toEqual([
      { sha256: 'aa', size: 100, pathA: 'src/App.js', pathB: 'app/App.js' },
    ]);
    expect(comparison.sharedLines).toBe(190);
    expect(comparison.lineContainment).toBe(1);
    expect(comparison.lineJaccard).toBeCloseTo(0.95, 10);
    expect(isListed(comparison, a, b)).toBe(true);
  });

  it('does not list two different projects, nor a shared trivial file', () => {
    const a = fingerprint(range(0, 200), [file('index.js', 'tiny', 1)]);
    const b = fingerprint(range(180, 400), [file('src/index.js', 'tiny', 1)]);
    const comparison = compareFingerprints(a, b);
    expect(comparison.sharedFiles).toEqual([]);
    expect(comparison.lineContainment).toBeCloseTo(0.1, 5);
    expect(isListed(comparison, a, b)).toBe(false);
  });

  it('lists a small project contained in a larger one, but not one too small to judge', () => {
    const big = fingerprint(range(0, 1000));
    const inside = fingerprint(range(100, 140));
    expect(isListed(compareFingerprints(inside, big), inside, big)).toBe(true);
    const tiny = fingerprint(range(100, 110));
    expect(isListed(compareFingerprints(tiny, big), tiny, big)).toBe(false);
  });
});
