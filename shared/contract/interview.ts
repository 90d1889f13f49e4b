import { array, mixed, number, object, string, type InferType } from 'yup';

/** Why an attempt was finalised; `connection-lost` is the server's own (the sweeper). */
export const clientSubmitReasons = [
  'completed',
  'time-up',
  'tab-hidden',
  'focus-lost',
  'navigation',
  'reload',
] as const;
export type ClientSubmitReason = (typeof clientSubmitReasons)[number];

/** What the browser saw happen (reported with the final submit for the proctor's log). */
export const clientEventTypes = [
  'focus-lost',
  'focus-regained',
  'tab-hidden',
  'navigation',
  'reload',
] as const;
export type ClientEventType = (typeof clientEventTypes)[number];

const optionIndex = number()
  .integer('selectedOptionIndex must be a whole number')
  .min(-1, 'selectedOptionIndex must be -1 (no answer) or an option index')
  .max(25, 'selectedOptionIndex is not an option of this question')
  .typeError('selectedOptionIndex must be a number');

/** `POST /api/interview/test/submit-and-next`: -1 or null means the time ran out with no choice. */
export const submitAndNextSchema = object({
  currentQuestionIndex: number()
    .required('currentQuestionIndex is required')
    .integer('currentQuestionIndex must be a whole number')
    .min(0, 'currentQuestionIndex must not be negative')
    .typeError('currentQuestionIndex must be a number'),
  selectedOptionIndex: optionIndex.nullable().defined('selectedOptionIndex is required'),
});
export type SubmitAndNext = InferType<typeof submitAndNextSchema>;

/** `POST /api/interview/test/auto-submit`: the final submit, manual or automatic. */
export const autoSubmitSchema = object({
  candidateId: string().trim().required('candidateId is required'),
  answers: array(
    object({
      questionId: string().trim().required('Each answer needs a questionId'),
      selectedOptionIndex: optionIndex
        .nullable()
        .defined('Each answer needs a selectedOptionIndex'),
    }),
  )
    .max(200, 'Too many answers')
    .default([]),
  reason: mixed<ClientSubmitReason>()
    .oneOf([...clientSubmitReasons], 'reason must be one of: ' + clientSubmitReasons.join(', '))
    .default('completed'),
  events: array(
    object({
      type: mixed<ClientEventType>()
        .oneOf([...clientEventTypes], 'Unknown event type')
        .required('Each event needs a type'),
      at: number().required('Each event needs a time').typeError('Event time must be a number'),
      questionIndex: number().integer().min(0).nullable(),
    }),
  )
    .max(100, 'Too many events')
    .default([]),
});
export type AutoSubmit = InferType<typeof autoSubmitSchema>;
