import { trimmedText } from './text.ts';

/**
 * The reason a person gives for a change (docs/hr-api.md, "Conventions"), in a file of its own so
 * every HR contract file can use it without importing another.
 */

/** A reason for a change: required on every change, optional when creating. */
export const reasonField = trimmedText('The reason')
  .required('A reason is required.')
  .max(500, 'The reason must be at most 500 characters');

/** The reason when creating something: may be left out. */
export const optionalReasonField = trimmedText('The reason').max(
  500,
  'The reason must be at most 500 characters',
);
