import { object, string } from 'yup';
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

/**
 * A person's decision on what a candidate handed in (the MCQ verdict, the practical decision):
 * its `kind`, one of `kinds` (`kindMessage` otherwise), and the reason for it.
 */
export const decisionSchema = <K extends string>(kinds: readonly K[], kindMessage: string) =>
  object({
    kind: string().required('kind is required').oneOf(kinds, kindMessage),
    reason: reasonField,
  });
