import yauzl from 'yauzl';

/** What a zip's central directory says, read without extracting anything. */
export interface ZipInspection {
  entryCount: number;
  containsNodeModules: boolean;
  /** For the reviewer: hostile or broken archive features (the file is stored anyway). */
  issues: string[];
  declaredUncompressedBytes: number;
  /** The first entry names, for a reviewer's glance. */
  sampleEntries: string[];
}

const maxSampleEntries = 200;
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
 * Reads the archive's directory (names, sizes) from memory and classifies what it finds. Names
 * with `..`, absolute paths or backslashes, a corrupt directory and absurd declared sizes are
 * recorded as issues; nothing is ever written to disk.
 */
export async function inspectZip(bytes: Buffer): Promise<ZipInspection> {
  const result: ZipInspection = {
    entryCount: 0,
    containsNodeModules: false,
    issues: [],
    declaredUncompressedBytes: 0,
    sampleEntries: [],
  };
  const issues = new Set<string>();
  let zip: yauzl.ZipFile;
  try {
    // Names are decoded here rather than by yauzl, which rejects the whole archive on a hostile name.
    zip = await yauzl.fromBufferPromise(bytes, { decodeStrings: false, validateEntrySizes: false });
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
      result.declaredUncompressedBytes += entry.uncompressedSize;
      if (result.sampleEntries.length < maxSampleEntries) result.sampleEntries.push(name);
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
