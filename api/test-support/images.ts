import { randomBytes } from 'node:crypto';
import { crc32, deflateSync } from 'node:zlib';

/**
 * A real PNG of `width`×`height` pixels of one colour (`seed` changes the colour, so the bytes and
 * their id differ), made byte by byte as the format says: signature, IHDR, IDAT, IEND. With
 * `noise`, random pixels, which do not compress: about 3 bytes a pixel, for a file of a size.
 */
export function pngOf(width: number, height: number, seed = 0, noise = false): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // RGB
  const row = Buffer.alloc(1 + width * 3);
  for (let x = 0; x < width; x++) row.set([seed & 255, 120, 200], 1 + x * 3);
  const pixels = noise
    ? Buffer.concat(
        Array.from({ length: height }, () =>
          Buffer.concat([Buffer.from([0]), randomBytes(width * 3)]),
        ),
      )
    : Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
