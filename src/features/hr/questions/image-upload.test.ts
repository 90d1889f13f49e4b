import { describe, expect, it } from 'vitest';
import {
  imageTooLargeMessage,
  maxQuestionImageBytes,
} from '../../../../shared/contract/hr-question-images.ts';
import {
  idleUpload,
  imageUploadStep,
  precheckImage,
  uploadNumber,
  uploadWords,
  type ImageUpload,
  type ImageUploadEvent,
} from './image-upload.ts';

const run = (events: ImageUploadEvent[], from: ImageUpload = idleUpload) =>
  events.reduce(imageUploadStep, from);

describe('the image field upload', () => {
  it('shows the progress of an upload, then goes idle when it is done', () => {
    const first = uploadNumber(idleUpload);
    const going = run([
      { type: 'start', fileName: 'diagram.png' },
      { type: 'progress', upload: first, progress: 0.4 },
    ]);
    expect(going).toMatchObject({ status: 'uploading', progress: 0.4 });
    if (going.status === 'uploading') expect(uploadWords(going)).toBe('Uploading diagram.png: 40%');
    expect(run([{ type: 'done', upload: first }], going).status).toBe('idle');
  });

  it("keeps the server's message when an upload fails", () => {
    const first = uploadNumber(idleUpload);
    const failed = run([
      { type: 'start', fileName: 'notes.txt' },
      { type: 'fail', upload: first, message: 'The image must be a PNG, JPEG or WebP file.' },
    ]);
    expect(failed).toMatchObject({
      status: 'failed',
      message: 'The image must be a PNG, JPEG or WebP file.',
    });
  });

  it('ignores an older upload once a newer file was chosen', () => {
    const first = uploadNumber(idleUpload);
    const second = run([
      { type: 'start', fileName: 'old.png' },
      { type: 'start', fileName: 'new.png' },
      { type: 'fail', upload: first, message: 'late failure' },
      { type: 'done', upload: first },
      { type: 'progress', upload: first, progress: 0.9 },
    ]);
    expect(second).toMatchObject({ status: 'uploading', fileName: 'new.png', progress: 0 });
  });

  it('never shows progress going backwards or past 100%', () => {
    const first = uploadNumber(idleUpload);
    const state = run([
      { type: 'start', fileName: 'a.png' },
      { type: 'progress', upload: first, progress: 0.7 },
      { type: 'progress', upload: first, progress: 0.5 },
    ]);
    expect(state).toMatchObject({ progress: 0.7 });
    expect(run([{ type: 'progress', upload: first, progress: 3 }], state)).toMatchObject({
      progress: 1,
    });
  });

  it('clears a failure when the image is removed', () => {
    expect(run([{ type: 'refuse', message: 'no' }, { type: 'clear' }]).status).toBe('idle');
  });

  it('refuses a file over 1 MB before sending it, with the server’s words', () => {
    expect(precheckImage({ size: maxQuestionImageBytes + 1 })).toBe(imageTooLargeMessage);
    expect(precheckImage({ size: maxQuestionImageBytes })).toBeNull();
  });
});
