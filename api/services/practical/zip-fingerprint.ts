import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import yauzl from 'yauzl';
import {
  exclusionByName,
  looksBinary,
  sourceLineHashes,
  type SkipReason,
} from '../../domain/source-files.ts';
import { lineSketch, type FingerprintFile } from '../../domain/similarity.ts';

/**
 * Limits on what fingerprinting reads, so a decompression bomb or a huge archive costs no more
 * than a small project: entries are inflated in memory (never written to disk) and dropped at the
 * first byte past `entryBytes`, whatever their directory declares.
 */
export interface FingerprintCaps {
  /** Per entry, compressed and uncompressed. */
  entryBytes: number;
  /** Uncompressed bytes read in all. */
  totalBytes: number;
  /** Compressed bytes read from the stored pieces in all. */
  compressedBytes: number;
  /** Files read. */
  files: number;
  /** Directory entries looked at (the inspection refuses nothing for having many). */
  entries: number;
}

export const fingerprintCaps: FingerprintCaps = {
  entryBytes: 1024 * 1024,
  totalBytes: 4 * 1024 * 1024,
  compressedBytes: 8 * 1024 * 1024,
  files: 2000,
  entries: 200_000,
};

export interface ZipFingerprint {
  files: FingerprintFile[];
  sketch: BigUint64Array;
  uniqueLines: number;
  skipped: Partial<Record<SkipReason, number>>;
  bytesRead: number;
}

type Capped = { data: Buffer; read: number } | { data: null; read: number; why: SkipReason };

/** An entry's bytes, or why not: more than `cap` once inflated (stopped there), or unreadable. */
async function readCapped(zip: yauzl.ZipFile, entry: yauzl.Entry, cap: number): Promise<Capped> {
  let stream: Readable;
  try {
    stream = await zip.openReadStreamPromise(entry);
  } catch {
    return { data: null, read: 0, why: 'unreadable' };
  }
  const chunks: Buffer[] = [];
  let read = 0;
  try {
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      read += chunk.length;
      // Leaving the loop destroys the stream: inflating stops here.
      if (read > cap) return { data: null, read, why: 'too-large' };
      chunks.push(chunk);
    }
  } catch {
    return { data: null, read, why: 'unreadable' };
  }
  return { data: Buffer.concat(chunks), read };
}

function entryName(entry: yauzl.Entry): string {
  // Names arrive undecoded (`decodeStrings: false`), as in `inspect-zip.ts`.
  const raw = entry.fileName as unknown as Buffer;
  return raw.toString((entry.generalPurposeBitFlag & 0x800) !== 0 ? 'utf8' : 'latin1');
}

/**
 * Reads the archive through `reader` and fingerprints its files for the similarity check: the
 * SHA-256 of each file's bytes and the hashes of its normalised source lines. Vendored, generated,
 * boilerplate and binary files, and anything past the caps, are counted in `skipped` instead.
 * Entries are read in the order they lie in the archive, so the stored pieces are fetched once each.
 */
export async function fingerprintZip(
  reader: yauzl.RandomAccessReader,
  size: number,
  caps: FingerprintCaps = fingerprintCaps,
): Promise<ZipFingerprint> {
  const skipped: Partial<Record<SkipReason, number>> = {};
  const skip = (why: SkipReason) => (skipped[why] = (skipped[why] ?? 0) + 1);
  const zip = await yauzl.fromRandomAccessReaderPromise(reader, size, {
    decodeStrings: false,
    validateEntrySizes: false,
    autoClose: false,
  });
  try {
    const wanted: { entry: yauzl.Entry; path: string }[] = [];
    let seen = 0;
    try {
      for await (const entry of zip.eachEntry()) {
        if (++seen > caps.entries) break;
        const path = entryName(entry).replaceAll('\u0000', '\ufffd');
        if (/[/\\]$/.test(path)) continue;
        const excluded = exclusionByName(path);
        if (excluded) skip(excluded);
        else if (entry.isEncrypted()) skip('encrypted');
        else if (entry.compressedSize > caps.entryBytes || entry.uncompressedSize > caps.entryBytes)
          skip('too-large');
        else if (entry.compressionMethod !== 0 && entry.compressionMethod !== 8) skip('unreadable');
        else if (wanted.length >= caps.files) skip('too-many-files');
        else wanted.push({ entry, path });
      }
    } catch {
      // A directory broken past what the upload's inspection read (it stops at 200,000 entries):
      // the entries listed so far are still read.
      skip('unreadable');
    }
    wanted.sort(
      (a, b) => a.entry.relativeOffsetOfLocalHeader - b.entry.relativeOffsetOfLocalHeader,
    );

    const files: FingerprintFile[] = [];
    const lines = new Set<bigint>();
    let bytesRead = 0;
    let compressedRead = 0;
    for (const { entry, path } of wanted) {
      if (
        bytesRead >= caps.totalBytes ||
        compressedRead + entry.compressedSize > caps.compressedBytes
      ) {
        skip('over-total');
        continue;
      }
      compressedRead += entry.compressedSize;
      const content = await readCapped(zip, entry, caps.entryBytes);
      bytesRead += content.read;
      if (content.data === null) skip(content.why);
      else if (looksBinary(content.data)) skip('binary');
      else {
        const fileLines = sourceLineHashes(content.data.toString('utf8'));
        for (const line of fileLines) lines.add(line);
        files.push({
          path,
          sha256: createHash('sha256').update(content.data).digest('hex'),
          size: content.data.length,
          lines: fileLines.size,
        });
      }
    }
    return { files, sketch: lineSketch(lines), uniqueLines: lines.size, skipped, bytesRead };
  } finally {
    zip.close();
  }
}
