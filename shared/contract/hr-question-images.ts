import { object, string } from 'yup';
import { trimmedText } from './text.ts';

/**
 * A question's picture (issue 38): one per question, shown under its text. HR uploads the file
 * (`POST /api/hr/questions/images`, the bytes as the body) and names it in the question by its id
 * with its alternative text; the file is kept by its content (the id is its SHA-256), so every
 * version of a question that shows it, and every attempt that drew one, keeps it.
 */
export const questionImageTypes = ['image/png', 'image/jpeg', 'image/webp'] as const;
export type QuestionImageType = (typeof questionImageTypes)[number];

/** 1 MB (MiB): a diagram or a screenshot of code fits; a photograph from a phone may need shrinking. */
export const maxQuestionImageBytes = 1024 * 1024;
export const maxImageAltChars = 500;

export const imageTooLargeMessage =
  'The image is larger than 1 MB. Save it smaller (a PNG of a diagram, or a JPEG or WebP of a photo).';
export const imageTypeMessage = 'The image must be a PNG, JPEG or WebP file.';
export const imageAltMessage =
  'An image needs alternative text: describe what it shows for someone who cannot see it.';
export const imageNotFoundMessage = 'The image was not found on the server; add it again.';

/** The image as a question names it (create, update). */
export const questionImageSchema = object({
  id: string()
    .required('The image id is required')
    .matches(/^[0-9a-f]{64}$/, 'The image id is not one the server gave'),
  alt: trimmedText('alt')
    .required(imageAltMessage)
    .max(maxImageAltChars, `Alternative text must be at most ${maxImageAltChars} characters`),
});

/** A stored image as HR sees it (`GET /api/hr/questions/images/:id` serves its bytes). */
export interface QuestionImageView {
  id: string;
  alt: string;
  mime: QuestionImageType;
  width: number;
  height: number;
}

/** What an upload answers. */
export interface UploadedQuestionImage {
  id: string;
  mime: QuestionImageType;
  width: number;
  height: number;
  bytes: number;
}
