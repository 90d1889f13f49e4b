import { similarityRules } from '../../shared/contract/hr-practical.ts';

/**
 * How alike two practical submissions are (docs/decisions.md, "Similarity"): the files they
 * share byte for byte, and how much of their normalised source lines they share. A flag for a
 * person, never a verdict: the rules are simple so the reviewer can see why a pair is listed.
 */

/** Line hashes kept per submission: the smallest this many (a bottom-k sketch). */
export const sketchSize = 2048;
/** A shared file with fewer distinct normalised lines than this is too small to mean anything. */
export const minSharedFileLines = 3;
/** Shared files listed per pair. */
const maxSharedFilesListed = 100;

/** A file read for the comparison. */
export interface FingerprintFile {
  path: string;
  sha256: string;
  size: number;
  /** Distinct normalised source lines (0 for a file that is not text). */
  lines: number;
}

export interface ComparableFingerprint {
  files: FingerprintFile[];
  /** The smallest `sketchSize` line hashes, ascending. */
  sketch: BigUint64Array;
  /** Every distinct normalised line, counted before the sketch was cut. */
  uniqueLines: number;
}

export interface SharedFile {
  sha256: string;
  size: number;
  pathA: string;
  pathB: string;
}

export interface Comparison {
  sharedFiles: SharedFile[];
  lineJaccard: number;
  lineContainment: number;
  sharedLines: number;
}

/**
 * The `k` smallest hashes, ascending: the bottom-k sketch of a line set. Two sketches estimate
 * the Jaccard index of their sets without bias, and give it exactly while both sets have at most
 * `k` lines (nearly every submission: a task of a few hours writes far fewer).
 */
export function lineSketch(hashes: Iterable<bigint>, k = sketchSize): BigUint64Array {
  const all = BigUint64Array.from(hashes).sort();
  return all.slice(0, k);
}

/** A sketch as text for the database: 8 bytes a hash, big-endian, base64. */
export function encodeSketch(sketch: BigUint64Array): string {
  const bytes = Buffer.alloc(sketch.length * 8);
  sketch.forEach((value, i) => bytes.writeBigUInt64BE(value, i * 8));
  return bytes.toString('base64');
}

export function decodeSketch(text: string): BigUint64Array {
  const bytes = Buffer.from(text, 'base64');
  const sketch = new BigUint64Array(Math.floor(bytes.length / 8));
  for (let i = 0; i < sketch.length; i++) sketch[i] = bytes.readBigUInt64BE(i * 8);
  return sketch;
}

/** The Jaccard index of two line sets from their bottom-k sketches (exact below `k` lines). */
export function sketchJaccard(
  a: ComparableFingerprint,
  b: ComparableFingerprint,
  k = sketchSize,
): number {
  // A cut sketch knows its set only up to its largest hash: compare below the lower such bound.
  const bound = (f: ComparableFingerprint) =>
    f.uniqueLines > f.sketch.length ? (f.sketch.at(-1) ?? 0n) : null;
  const bounds = [bound(a), bound(b)].filter((v): v is bigint => v !== null);
  const limit = bounds.length ? bounds.reduce((x, y) => (x < y ? x : y)) : null;
  const [sa, sb] = [a.sketch, b.sketch];
  let i = 0;
  let j = 0;
  let union = 0;
  let both = 0;
  while (union < k && (i < sa.length || j < sb.length)) {
    const x = i < sa.length ? sa[i] : undefined;
    const y = j < sb.length ? sb[j] : undefined;
    const next = x === undefined ? y : y === undefined ? x : x < y ? x : y;
    if (next === undefined || (limit !== null && next > limit)) break;
    if (x === next) i++;
    if (y === next) j++;
    if (x === next && y === next) both++;
    union++;
  }
  return union === 0 ? 0 : both / union;
}

const meaningful = (file: FingerprintFile) => file.size > 0 && file.lines >= minSharedFileLines;

/** Files found byte for byte in both, each content once, trivial ones left out. */
export function sharedFilesOf(a: ComparableFingerprint, b: ComparableFingerprint): SharedFile[] {
  const inB = new Map<string, FingerprintFile>();
  for (const file of b.files)
    if (meaningful(file) && !inB.has(file.sha256)) inB.set(file.sha256, file);
  const shared: SharedFile[] = [];
  const seen = new Set<string>();
  for (const file of a.files) {
    const other = inB.get(file.sha256);
    if (!other || seen.has(file.sha256) || !meaningful(file)) continue;
    seen.add(file.sha256);
    shared.push({ sha256: file.sha256, size: file.size, pathA: file.path, pathB: other.path });
  }
  return shared
    .sort((x, y) => y.size - x.size || x.pathA.localeCompare(y.pathA, 'en'))
    .slice(0, maxSharedFilesListed);
}

export function compareFingerprints(
  a: ComparableFingerprint,
  b: ComparableFingerprint,
): Comparison {
  const jaccard = sketchJaccard(a, b);
  // |A ∩ B| from J = |A ∩ B| / (|A| + |B| − |A ∩ B|).
  const sharedLines = Math.round((jaccard * (a.uniqueLines + b.uniqueLines)) / (1 + jaccard));
  const smaller = Math.min(a.uniqueLines, b.uniqueLines);
  return {
    sharedFiles: sharedFilesOf(a, b),
    lineJaccard: jaccard,
    lineContainment: smaller === 0 ? 0 : Math.min(1, sharedLines / smaller),
    sharedLines,
  };
}

/** Listed for a person to look at: a shared file, or most of the source lines (`similarityRules`). */
export function isListed(
  comparison: Comparison,
  a: ComparableFingerprint,
  b: ComparableFingerprint,
): boolean {
  if (comparison.sharedFiles.length > 0) return true;
  if (Math.min(a.uniqueLines, b.uniqueLines) < similarityRules.minLines) return false;
  return (
    comparison.lineJaccard >= similarityRules.jaccard ||
    comparison.lineContainment >= similarityRules.containment
  );
}
