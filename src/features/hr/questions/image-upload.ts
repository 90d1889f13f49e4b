import {
  imageTooLargeMessage,
  maxQuestionImageBytes,
} from '../../../../shared/contract/hr-question-images.ts';

/**
 * The image field's upload, apart from the form's value (which holds only an uploaded image's id
 * and its alternative text). Each upload has a number: a newer choice of file makes what an older
 * upload reports (its progress, its end) stale, so it is ignored.
 */
export type ImageUpload =
  | { status: 'idle'; next: number }
  | { status: 'uploading'; next: number; upload: number; fileName: string; progress: number }
  | { status: 'failed'; next: number; message: string };

export type ImageUploadEvent =
  | { type: 'start'; fileName: string }
  | { type: 'progress'; upload: number; progress: number }
  | { type: 'done'; upload: number }
  | { type: 'fail'; upload: number; message: string }
  | { type: 'refuse'; message: string }
  | { type: 'clear' };

export const idleUpload: ImageUpload = { status: 'idle', next: 1 };

export function imageUploadStep(state: ImageUpload, event: ImageUploadEvent): ImageUpload {
  const { next } = state;
  switch (event.type) {
    case 'start':
      return {
        status: 'uploading',
        next: next + 1,
        upload: next,
        fileName: event.fileName,
        progress: 0,
      };
    case 'refuse':
      return { status: 'failed', next, message: event.message };
    case 'clear':
      return { status: 'idle', next };
    default:
      if (state.status !== 'uploading' || state.upload !== event.upload) return state;
      if (event.type === 'progress')
        return { ...state, progress: Math.min(1, Math.max(state.progress, event.progress)) };
      if (event.type === 'done') return { status: 'idle', next };
      return { status: 'failed', next, message: event.message };
  }
}

/** The number the upload `start` begins will carry (to tag its progress and end). */
export const uploadNumber = (state: ImageUpload): number => state.next;

/**
 * A refusal known before sending (the server says the same): a file over 1 MB is not worth the
 * wait. What the file is, the server judges from its bytes.
 */
export function precheckImage(file: { size: number }): string | null {
  return file.size > maxQuestionImageBytes ? imageTooLargeMessage : null;
}

/** What the field says while a file goes up. */
export function uploadWords(state: Extract<ImageUpload, { status: 'uploading' }>): string {
  return `Uploading ${state.fileName}: ${Math.round(state.progress * 100)}%`;
}

/** The form's refusal to save while an image is still on its way (its id is not known yet). */
export const uploadPendingMessage = 'Wait for the image to finish uploading, or remove it.';
