import { eq } from 'drizzle-orm';
import type { Db } from './database.ts';
import { questionImages } from './schema/question-bank.ts';
import type { UploadedQuestionImage } from '../../shared/contract/hr-question-images.ts';
import { imageIdOf, type CheckedImage } from '../domain/image-file.ts';

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

/** An image's bytes, type and size, or undefined. */
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
