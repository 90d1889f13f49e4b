import { useField, useFormikContext } from 'formik';
import { useEffect, useId, useReducer, useRef, type ChangeEvent } from 'react';
import { FormField } from '../kit/form-field.tsx';
import { hrErrorMessage } from '../kit/hr-http.ts';
import {
  idleUpload,
  imageUploadStep,
  precheckImage,
  uploadNumber,
  uploadPendingMessage,
  uploadWords,
} from './image-upload.ts';
import { questionImageSrc } from '../kit/formatted-question.tsx';
import { uploadQuestionImage } from './questions-api.ts';

/** The picture as the form holds it: the uploaded file's id, its alternative text, its size. */
export interface QuestionImageValue {
  id: string;
  alt: string;
  width?: number;
  height?: number;
}

/** What the file chooser offers (the server checks the bytes whatever the file claims). */
const acceptedTypes = 'image/png,image/jpeg,image/webp';

/**
 * The question's picture: choosing a file uploads it at once (its progress, or the server's
 * refusal, shown here), then a thumbnail, the alternative text it requires, and ways to replace
 * or remove it. The form keeps only the uploaded image's id and alt text: the picture is saved
 * with the question's version like its text. While a file is on its way the form will not save.
 */
export function QuestionImageField() {
  const [upload, dispatch] = useReducer(imageUploadStep, idleUpload);
  // The upload on its way, if any: read when the form validates and when an upload ends, which
  // may be renders later (a newer file chosen meanwhile makes an older upload's end moot).
  const pending = useRef<number | null>(null);
  const [field, meta, helpers] = useField<QuestionImageValue | null>({
    name: 'image',
    validate: () => (pending.current !== null ? uploadPendingMessage : undefined),
  });
  const { validateField } = useFormikContext();
  const image = field.value;
  // The picture as the form holds it now: an upload that ends later keeps alt text typed meanwhile.
  const current = useRef(image);
  useEffect(() => {
    current.current = image;
  }, [image]);
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const statusId = `${id}-status`;

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // The same file may be chosen again after a failure: let the input report it again.
    event.target.value = '';
    if (!file) return;
    const refusal = precheckImage(file);
    if (refusal) {
      pending.current = null;
      return dispatch({ type: 'refuse', message: refusal });
    }
    const number = uploadNumber(upload);
    pending.current = number;
    dispatch({ type: 'start', fileName: file.name });
    try {
      const stored = await uploadQuestionImage(file, (progress) =>
        dispatch({ type: 'progress', upload: number, progress }),
      );
      if (pending.current !== number) return;
      pending.current = null;
      dispatch({ type: 'done', upload: number });
      // A replaced picture keeps the words written for it; the author checks they still fit.
      await helpers.setValue({
        id: stored.id,
        alt: current.current?.alt ?? '',
        width: stored.width,
        height: stored.height,
      });
    } catch (error) {
      if (pending.current !== number) return;
      pending.current = null;
      dispatch({ type: 'fail', upload: number, message: hrErrorMessage(error) });
      await validateField('image');
    }
  };

  const remove = async () => {
    pending.current = null;
    dispatch({ type: 'clear' });
    await helpers.setValue(null);
    input.current?.focus();
  };

  return (
    <fieldset className="hr-image-field">
      <legend>Picture (optional)</legend>
      <p id={`${id}-hint`} className="hr-field__hint">
        A PNG, JPEG or WebP file up to 1 MB, shown under the question.
      </p>
      {image && (
        <img
          className="hr-image-field__thumbnail"
          src={questionImageSrc(image.id)}
          // The alt text field beside it says what it shows; the thumbnail only echoes it.
          alt=""
        />
      )}
      <div className="hr-image-field__choose">
        <label htmlFor={`${id}-file`}>{image ? 'Replace the image' : 'Choose an image'}</label>
        <input
          ref={input}
          id={`${id}-file`}
          type="file"
          accept={acceptedTypes}
          aria-describedby={`${id}-hint ${statusId}`}
          onChange={(event) => void choose(event)}
        />
      </div>
      <div id={statusId} role="status">
        {upload.status === 'uploading' && (
          <p className="hr-image-field__progress">
            {uploadWords(upload)} <progress value={upload.progress} max={1} aria-hidden="true" />
          </p>
        )}
      </div>
      {/* The field's own error (saving while uploading); the alt text's shows under its box. */}
      {typeof meta.error === 'string' && meta.touched && (
        <p className="hr-field__error">{meta.error}</p>
      )}
      {upload.status === 'failed' && (
        <p className="hr-field__error" role="alert">
          {upload.message}
        </p>
      )}
      {image && (
        <>
          <FormField
            name="image.alt"
            label="Alternative text"
            kind="textarea"
            rows={2}
            hint="What the picture shows, for someone who cannot see it (up to 500 characters)."
          />
          <button
            type="button"
            className="button button--ghost button--small"
            onClick={() => void remove()}
          >
            Remove the image
          </button>
        </>
      )}
    </fieldset>
  );
}
