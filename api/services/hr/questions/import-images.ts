import type { Db } from '../../../db/database.ts';
import type { ImportError } from '../../../../shared/contract/hr.ts';
import { maxImageAltChars } from '../../../../shared/contract/hr-question-images.ts';
import type { ParsedQuestion } from './parsed-question.ts';
import { checkImageFile, type CheckedImage } from '../../../domain/image-file.ts';
import { storeQuestionImage } from '../../../db/question-image-store.ts';

/**
 * The images an import gives its questions, checked by their bytes as an upload is (PNG, JPEG or
 * WebP, 1 MB, a readable size) and by their alternative text's length; a refused one is a line
 * error at its question. Answers what each accepted image is.
 */
export function checkImportedImages(
  questions: ParsedQuestion[],
  errors: ImportError[],
): Map<ParsedQuestion, CheckedImage> {
  const checked = new Map<ParsedQuestion, CheckedImage>();
  for (const q of questions) {
    if (!q.image) continue;
    const found = checkImageFile(q.image.data);
    if ('error' in found) errors.push({ line: q.line, message: found.error });
    else if (q.image.alt.length > maxImageAltChars)
      errors.push({
        line: q.line,
        message: `The image's alternative text is longer than ${maxImageAltChars} characters.`,
      });
    else checked.set(q, found);
  }
  return checked;
}

/**
 * Keeps each checked image (once per content, as an upload is) and answers the columns that
 * name it in its question's row.
 */
export async function storeImportedImages(
  db: Db,
  questions: ParsedQuestion[],
  checked: Map<ParsedQuestion, CheckedImage>,
): Promise<Map<ParsedQuestion, { imageId: string; imageAlt: string }>> {
  const named = new Map<ParsedQuestion, { imageId: string; imageAlt: string }>();
  for (const q of questions) {
    const image = checked.get(q);
    if (!q.image || !image) continue;
    const stored = await storeQuestionImage(db, q.image.data, image);
    named.set(q, { imageId: stored.id, imageAlt: q.image.alt });
  }
  return named;
}
