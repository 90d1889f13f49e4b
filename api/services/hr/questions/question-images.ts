import { createHash } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { imageSize } from 'image-size';
import type { Db } from '../../../db/database.ts';
import { questionImages } from '../../../db/schema/question-bank.ts';
import {
  imageTooLargeMessage,
  imageTypeMessage,
  maxQuestionImageBytes,
  type QuestionImageType,
  type UploadedQuestionImage,
} from '../../../../shared/contract/hr-question-images.ts';

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

/** Keeps an image's bytes (once, whoever adds the same file again) and answers its id. */
export async function storeQuestionImage(
  db: Db,
  data: Buffer,
  checked: CheckedImage,
): Promise<UploadedQuestionImage> {
  const id = imageIdOf(data);
  await db
    .insert(questionImages)
    .values({ id, ...checked, data })
    .onConflictDoNothing({ target: questionImages.id });
  return { id, ...checked, bytes: data.byteLength };
}

/** The ids among `ids` the server holds. */
export async function knownImageIds(db: Db, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: questionImages.id })
    .from(questionImages)
    .where(inArray(questionImages.id, ids));
  return new Set(rows.map((row) => row.id));
}

/** An image's bytes and type, or undefined. */
export async function readQuestionImage(db: Db, id: string) {
  const [row] = await db
    .select({
      mime: questionImages.mime,
      data: questionImages.data,
      width: questionImages.width,
      height: questionImages.height,
    })
    .from(questionImages)
    .where(eq(questionImages.id, id));
  return row;
}
