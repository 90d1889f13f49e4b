import { object, type InferType } from 'yup';
import { trimmedText } from './text.ts';

/** Local date and time as the spec's client sends it: `YYYY-MM-DD HH:mm:ss`. */
const localDateTime = (field: string) =>
  trimmedText(field)
    .required(`${field} is required`)
    .matches(
      /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/,
      `${field} must look like YYYY-MM-DD HH:mm:ss`,
    );

/** `POST /api/interview/test/practical` (spec §7). */
export const practicalStartSchema = object({
  practical_start_time: localDateTime('practical_start_time'),
});
export type PracticalStart = InferType<typeof practicalStartSchema>;

/** `POST /api/interview/log-time` (spec §7). */
export const practicalLogTimeSchema = object({
  practical_log_time: localDateTime('practical_log_time'),
});
export type PracticalLogTime = InferType<typeof practicalLogTimeSchema>;

/** The text fields of `POST /api/interview/upload-practical-test-zip` (the file is checked apart). */
export const practicalUploadFieldsSchema = object({
  timer: trimmedText('timer').max(32, 'timer is too long').optional(),
  reason_for_delay: trimmedText('The reason for delay')
    .max(2000, 'The reason for delay must be at most 2000 characters')
    .optional(),
});

/** The spec's upload messages (§5), shared by the page and the API. */
export const uploadMessages = {
  notZip: 'Please upload a valid .zip file',
  noFile: 'No file selected!',
  reasonRequired: 'Please enter a reason for delay',
  // The server's refusals of a file that only looks like a zip: the spec's words, then why.
  emptyZip: 'Please upload a valid .zip file: this archive is empty.',
  corruptZip: 'Please upload a valid .zip file: this file could not be read as a zip archive.',
  nulInZipName: 'Please upload a valid .zip file: a file name inside it contains a NUL character.',
} as const;
