import { createHash } from 'node:crypto';
import { imageSize } from 'image-size';
import {
  imageTooLargeMessage,
  imageTypeMessage,
  maxQuestionImageBytes,
  type QuestionImageType,
} from '../../shared/contract/hr-question-images.ts';

/** What image-size calls the types we take, to their media types. */
const typeOf: Record<string, QuestionImageType> = {
  png: 'image/png',
  jpg: 'image/jpeg',
  webp: 'image/webp',
};

/** Past this many pixels a side an image is refused: no question needs it, and a page would choke. */
const maxSide = 8_000;

export type CheckedImage = { mime: QuestionImageType; width: number; height: number };

/**
 * What a file is, by its own bytes (never by its name or a declared type): a PNG, JPEG or WebP of
 * at most 1 MB with a readable size, or the reason it is refused.
 */
export function checkImageFile(data: Uint8Array): CheckedImage | { error: string } {
  if (data.byteLength > maxQuestionImageBytes) return { error: imageTooLargeMessage };
  let found: ReturnType<typeof imageSize>;
  try {
    found = imageSize(data);
  } catch {
    return { error: imageTypeMessage };
  }
  const mime = found.type ? typeOf[found.type] : undefined;
  const { width, height } = found;
  if (!mime || !width || !height) return { error: imageTypeMessage };
  if (width > maxSide || height > maxSide)
    return { error: `The image is ${width}×${height} pixels; at most ${maxSide} a side.` };
  return { mime, width, height };
}

export const imageIdOf = (data: Uint8Array) => createHash('sha256').update(data).digest('hex');
