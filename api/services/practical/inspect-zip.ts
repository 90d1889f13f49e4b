import yauzl from 'yauzl';
import { uploadMessages } from '../../../shared/contract/practical.ts';
import type { ManifestEntry } from '../../domain/manifest-tree.ts';

/** What a zip's central directory says, read without extracting anything. */
export interface ZipInspection {
  entryCount: number;
  containsNodeModules: boolean;
  /** For the reviewer: hostile or broken archive features (the file is stored anyway). */
  issues: string[];
  declaredUncompressedBytes: number;
  /** The first entry names, for a reviewer's glance. */
  sampleEntries: string[];
  /** The first `maxTreeEntries` entries with their sizes: the reviewer's file tree. */
  entries: ManifestEntry[];
}

const maxSampleEntries = 200;
/** Entries kept for the reviewer's tree (a few hundred kB of JSON at most). */
const maxTreeEntries = 5000;
const maxEntriesRead = 200_000;
// Declared sizes this large mean a decompression bomb (or a broken directory): flag it.
const hugeDeclaredBytes = 4 * 1024 ** 3;

/**
 * True when the bytes start like a zip archive: a local file header (`PK\x03\x04`), or the end
 * record of an empty archive (`PK\x05\x06`), or a spanned-archive marker (`PK\x07\x08`). The type
 * is decided by content, never by the file's name or the browser's declared type.
 */
export function hasZipSignature(bytes: Uint8Array): boolean {
  if (bytes.length < 4 || bytes[0] !== 0x50 || bytes[1] !== 0x4b) return false;
  const [, , c, d] = bytes;
  return (c === 3 && d === 4) || (c === 5 && d === 6) || (c === 7 && d === 8);
}

function decodeName(raw: Buffer, utf8: boolean): string {
  return raw.toString(utf8 ? 'utf8' : 'latin1');
}

/**
 * Why an archive cannot be taken as a submission, in the words the candidate reads, or null: it
 * could not be read, holds nothing, or names a file with a NUL character (no file system has
 * such names; PostgreSQL could not even store it for the reviewer). Other oddities (`..`,
 * absolute names, node_modules) are stored and flagged for the reviewer instead.
 */
export function refusalOf(report: ZipInspection): string | null {
  if (report.issues.some((issue) => issue.startsWith('corrupt-directory')))
    return uploadMessages.corruptZip;
  if (report.entryCount === 0) return uploadMessages.emptyZip;
  if (report.issues.includes('nul-in-name')) return uploadMessages.nulInZipName;
  return null;
}

/**
 * Reads the archive's directory (names, sizes) from memory and classifies what it finds. Names
 * with `..`, absolute paths or backslashes, a corrupt directory and absurd declared sizes are
 * recorded as issues; nothing is ever extracted or written to disk.
 */
export function inspectZip(bytes: Buffer): Promise<ZipInspection> {
  // Names are decoded here rather than by yauzl, which rejects the whole archive on a hostile name.
  return inspectOpened(yauzl.fromBufferPromise(bytes, yauzlOptions));
}

/** `inspectZip` of an archive read through `reader` (e.g. one stored in pieces), `size` bytes long. */
export function inspectZipFrom(
  reader: yauzl.RandomAccessReader,
  size: number,
): Promise<ZipInspection> {
  return inspectOpened(yauzl.fromRandomAccessReaderPromise(reader, size, yauzlOptions));
}

const yauzlOptions = { decodeStrings: false, validateEntrySizes: false } as const;

async function inspectOpened(opening: Promise<yauzl.ZipFile>): Promise<ZipInspection> {
  const result: ZipInspection = {
    entryCount: 0,
    containsNodeModules: false,
    issues: [],
    declaredUncompressedBytes: 0,
    sampleEntries: [],
    entries: [],
  };
  const issues = new Set<string>();
  let zip: yauzl.ZipFile;
  try {
    zip = await opening;
  } catch (error) {
    return { ...result, issues: [`corrupt-directory: ${(error as Error).message}`] };
  }
  await new Promise<void>((resolve) => {
    zip.on('entry', (entry: yauzl.Entry) => {
      const name = decodeName(
        entry.fileName as unknown as Buffer,
        (entry.generalPurposeBitFlag & 0x800) !== 0,
      );
      result.entryCount += 1;
      if (name.includes('\u0000')) issues.add('nul-in-name');
      result.declaredUncompressedBytes += entry.uncompressedSize;
      // PostgreSQL cannot store U+0000 (even in jsonb): the reviewer sees U+FFFD in its place.
      const shown = name.replaceAll('\u0000', '\ufffd');
      if (result.sampleEntries.length < maxSampleEntries) result.sampleEntries.push(shown);
      if (result.entries.length < maxTreeEntries)
        result.entries.push({
          name: shown,
          size: entry.uncompressedSize,
          compressedSize: entry.compressedSize,
          encrypted: entry.isEncrypted(),
        });
      if (/(^|[/\\])node_modules([/\\]|$)/.test(name)) result.containsNodeModules = true;
      if (/^([a-zA-Z]:|[/\\])/.test(name)) issues.add('absolute-path');
      if (name.split(/[/\\]/).includes('..')) issues.add('path-traversal');
      if (name.includes('\\')) issues.add('backslash-in-name');
      if (entry.isEncrypted()) issues.add('encrypted-entries');
      if (result.entryCount >= maxEntriesRead) {
        issues.add('too-many-entries');
        zip.close();
        resolve();
        return;
      }
      zip.readEntry();
    });
    zip.on('end', () => resolve());
    zip.on('error', (error: Error) => {
      issues.add(`corrupt-directory: ${error.message}`);
      resolve();
    });
    zip.readEntry();
  });
  if (result.declaredUncompressedBytes > hugeDeclaredBytes) issues.add('huge-declared-size');
  return { ...result, issues: [...issues] };
}
