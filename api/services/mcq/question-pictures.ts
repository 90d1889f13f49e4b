import type { QuestionPicture } from '../../../shared/rich-text/rich-doc.ts';
import { readQuestionImage } from '../../db/question-image-store.ts';
import type { TestCallCache } from './test-call-cache.ts';

/** The pictures a server keeps ready, in bytes of their `data:` addresses. */
export const maxKeptPictureBytes = 64 * 1024 * 1024;

type Kept = Omit<QuestionPicture, 'alt'>;

/**
 * A question's picture as the candidate receives it: a `data:` address inside the question's own
 * answer. So the picture arrives with the question or not at all (no second request a dropped
 * line could lose, shown late or never), and nothing in it, no file name or URL, can hint at the
 * answer. Each image is read once and kept (its id is its content: it never goes stale); the
 * kept bytes are bounded, the oldest forgotten first.
 */
export async function questionPicture(
  cache: TestCallCache,
  image: { id: string; alt: string },
): Promise<QuestionPicture | undefined> {
  let kept = cache.pictures.get(image.id);
  if (!kept) {
    const stored = await readQuestionImage(cache.db, image.id);
    if (!stored) return undefined;
    kept = {
      src: `data:${stored.mime};base64,${stored.data.toString('base64')}`,
      width: stored.width,
      height: stored.height,
    };
    keepPicture(cache, image.id, kept);
  }
  return { ...kept, alt: image.alt };
}

function keepPicture(cache: TestCallCache, id: string, picture: Kept): void {
  const pictures = cache.pictures;
  let total = 0;
  for (const kept of pictures.values()) total += kept.src.length;
  for (const [oldId, old] of pictures) {
    if (total + picture.src.length <= maxKeptPictureBytes) break;
    pictures.delete(oldId);
    total -= old.src.length;
  }
  pictures.set(id, picture);
}
