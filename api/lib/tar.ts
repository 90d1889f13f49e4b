/**
 * The small part of the POSIX tar format (ustar) a backup needs: regular files, written and read
 * as streams. A snapshot holds two files, and its reader must refuse a damaged one with a reason
 * (a header whose checksum fails, an archive that stops inside a file), so the format is spelt
 * out here rather than taken from a general-purpose package. `tar tzf` lists what this writes.
 */

const blockSize = 512;
/** ustar's size field holds 11 octal digits: 8 GiB less one byte. */
export const tarMaxFileBytes = 0o77777777777;

export class TarFormatError extends Error {
  override readonly name = 'TarFormatError';
}

const octal = (value: number, digits: number) => value.toString(8).padStart(digits, '0');

/** The 512-byte header of a regular file (owner read/write only: backups hold personal data). */
export function tarHeader(name: string, sizeBytes: number, modifiedAt: Date): Buffer {
  if (Buffer.byteLength(name) > 100) throw new TarFormatError(`tar entry name too long: ${name}`);
  if (sizeBytes > tarMaxFileBytes)
    throw new TarFormatError(`${name} is larger than a tar entry can hold (8 GiB)`);
  const header = Buffer.alloc(blockSize);
  header.write(name, 0, 100, 'utf8');
  header.write(`${octal(0o600, 7)}\0`, 100); // mode
  header.write(`${octal(0, 7)}\0`, 108); // uid
  header.write(`${octal(0, 7)}\0`, 116); // gid
  header.write(`${octal(sizeBytes, 11)}\0`, 124);
  header.write(`${octal(Math.floor(modifiedAt.getTime() / 1000), 11)}\0`, 136);
  header.write(' '.repeat(8), 148); // the checksum counts its own field as spaces
  header.write('0', 156); // a regular file
  header.write('ustar\0', 257);
  header.write('00', 263);
  header.write(`${octal(checksum(header), 6)}\0 `, 148);
  return header;
}

/** Zeros completing a file's last block. */
export function tarPadding(sizeBytes: number): Buffer {
  return Buffer.alloc((blockSize - (sizeBytes % blockSize)) % blockSize);
}

/** Two empty blocks end an archive. */
export const tarEnd = Buffer.alloc(2 * blockSize);

function checksum(header: Buffer): number {
  let sum = 0;
  for (let i = 0; i < blockSize; i++) sum += i >= 148 && i < 156 ? 0x20 : (header[i] ?? 0);
  return sum;
}

function field(header: Buffer, start: number, length: number): string {
  const raw = header.subarray(start, start + length);
  const end = raw.indexOf(0);
  return raw.subarray(0, end === -1 ? length : end).toString('utf8');
}

function octalField(header: Buffer, start: number, length: number, what: string): number {
  const text = field(header, start, length).trim();
  if (!/^[0-7]+$/.test(text)) throw new TarFormatError(`a tar header has no valid ${what}`);
  return parseInt(text, 8);
}

export interface TarEntry {
  name: string;
  sizeBytes: number;
  /** '0' for a regular file; anything else is some other kind of entry. */
  type: string;
}

/** Receives an entry's bytes in order; awaited, so a slow consumer slows the reading. */
export type TarEntrySink = (chunk: Buffer) => void | Promise<void>;

function parseHeader(header: Buffer): TarEntry {
  const stored = octalField(header, 148, 8, 'checksum');
  if (stored !== checksum(header))
    throw new TarFormatError('a tar header is damaged (its checksum does not match)');
  const name = field(header, 0, 100);
  const prefix = field(header, 345, 155);
  const type = String.fromCharCode(header[156] ?? 0);
  return {
    name: prefix ? `${prefix}/${name}` : name,
    sizeBytes: octalField(header, 124, 12, 'size'),
    type: type === '\0' ? '0' : type,
  };
}

/**
 * A streaming tar reader: `push` the archive's bytes as they come (e.g. out of gunzip), then
 * `finish()`, which throws when the archive stopped early. `onEntry` returns where each entry's
 * bytes go.
 */
export function createTarReader(onEntry: (entry: TarEntry) => TarEntrySink) {
  let pending: Buffer = Buffer.alloc(0);
  let dataLeft = 0;
  let paddingLeft = 0;
  let sink: TarEntrySink = () => {};
  let emptyBlocks = 0;
  let ended = false;
  return {
    async push(chunk: Buffer): Promise<void> {
      pending = pending.length > 0 ? Buffer.concat([pending, chunk]) : chunk;
      while (pending.length > 0) {
        if (dataLeft > 0) {
          const take = Math.min(dataLeft, pending.length);
          const part = pending.subarray(0, take);
          pending = pending.subarray(take);
          dataLeft -= take;
          await sink(part);
          continue;
        }
        if (paddingLeft > 0) {
          const skip = Math.min(paddingLeft, pending.length);
          pending = pending.subarray(skip);
          paddingLeft -= skip;
          continue;
        }
        if (ended) {
          // Writers may pad the archive with zeros to a record size; anything else is foreign.
          if (pending.some((byte) => byte !== 0))
            throw new TarFormatError('the archive has data after its end');
          pending = Buffer.alloc(0);
          break;
        }
        if (pending.length < blockSize) break;
        const header = pending.subarray(0, blockSize);
        pending = pending.subarray(blockSize);
        if (header.every((byte) => byte === 0)) {
          emptyBlocks += 1;
          if (emptyBlocks === 2) ended = true;
          continue;
        }
        if (emptyBlocks > 0) throw new TarFormatError('the archive has an empty block mid-way');
        const entry = parseHeader(header);
        dataLeft = entry.sizeBytes;
        paddingLeft = (blockSize - (entry.sizeBytes % blockSize)) % blockSize;
        sink = onEntry(entry);
      }
    },
    finish(): void {
      if (!ended || dataLeft > 0 || paddingLeft > 0 || pending.length > 0)
        throw new TarFormatError('the archive stops early (it is truncated)');
    },
  };
}
