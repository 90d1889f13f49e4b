import { array, number, object, type InferType } from 'yup';
import { trimmedText } from './text.ts';

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
  // The browser said the network went (`offline`) and came back (`online`); reported when it can
  // reach the server again, with the device's own times, so HR sees each offline period.
  'offline',
  'online',
  // The candidate copied text while a question was on screen: a flag for HR, never a verdict.
  'copy',
] as const;
export type ClientEventType = (typeof clientEventTypes)[number];

/**
 * The device's own account of when an answer was given: milliseconds after the question appeared
 * on it, by its monotonic clock (`performance.now()`), so a wrong wall clock cannot distort it.
 */
const givenAfterMs = number()
  .integer('givenAfterMs must be a whole number of milliseconds')
  .min(0, 'givenAfterMs must not be negative')
  .max(24 * 3600_000, 'givenAfterMs is too large')
  .typeError('givenAfterMs must be a number')
  .nullable()
  .optional();

/**
 * The device's wall clock when the answer was given (epoch ms), shown to HR as "device time" beside
 * the server's. Only a label: a wrong device clock cannot change whether an answer counts
 * (`givenAfterMs` and the server's clock decide that).
 */
const givenAt = number()
  .integer('givenAt must be a whole number of milliseconds')
  .min(0, 'givenAt must not be negative')
  .max(8_640_000_000_000_000, 'givenAt is not a time')
  .typeError('givenAt must be a number')
  .nullable()
  .optional();

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
    .max(1000, 'currentQuestionIndex is out of range')
    .typeError('currentQuestionIndex must be a number'),
  selectedOptionIndex: optionIndex.nullable().defined('selectedOptionIndex is required'),
  givenAfterMs,
  givenAt,
});
export type SubmitAndNext = InferType<typeof submitAndNextSchema>;

/**
 * Every test call names the browser window it comes from (a random id the candidate area keeps
 * per browser): the newest window to open the test drives it, and what an older one sends is kept
 * for HR, not counted.
 */
export const testDeviceHeader = 'X-Test-Device';
export const testDevicePattern = /^[A-Za-z0-9_-]{8,64}$/;

/** Longest submit reason or event type kept as given (a client may send labels we do not know). */
export const maxLabelLength = 40;

/**
 * A label kept as given, cut to `maxLabelLength` characters (whole code points): a longer one is
 * stored shortened, never refused, because refusing it would lose the candidate's final submit.
 */
function boundedLabel(label: string) {
  return trimmedText(label).transform((value: unknown) =>
    typeof value === 'string' ? Array.from(value).slice(0, maxLabelLength).join('') : value,
  );
}

/**
 * What the browser saw happen, each with the device's own time (`at`, epoch ms) and the question
 * it was on: sent with the final submit and with the test page's presence call.
 */
const reportedEvents = array(
  object({
    // Usually one of `clientEventTypes`; another label is logged as given.
    type: boundedLabel('An event type').required('Each event needs a type'),
    at: number()
      .required('Each event needs a time')
      .typeError('Event time must be a number')
      .test(
        'finite',
        'Event time must be a number',
        (value) => value === undefined || Number.isFinite(value),
      ),
    questionIndex: number()
      .integer('An event questionIndex must be a whole number')
      .min(0, 'An event questionIndex must not be negative')
      .max(1000, 'An event questionIndex is out of range')
      .nullable(),
  }),
)
  .max(100, 'Too many events')
  .default([]);
export type ReportedEvent = InferType<typeof reportedEvents>[number];

/** `POST /api/interview/test/auto-submit`: the final submit, manual or automatic. */
export const autoSubmitSchema = object({
  candidateId: trimmedText('candidateId').required('candidateId is required'),
  answers: array(
    object({
      questionId: trimmedText('questionId').required('Each answer needs a questionId'),
      selectedOptionIndex: optionIndex
        .nullable()
        .defined('Each answer needs a selectedOptionIndex'),
      givenAfterMs,
      givenAt,
    }),
  )
    .max(200, 'Too many answers')
    .default([]),
  // Usually one of `clientSubmitReasons`; any other label is stored as given, never refused:
  // refusing it would lose the candidate's final submit.
  reason: boundedLabel('reason')
    .default('completed')
    .transform((value: string) => value || 'completed'),
  events: reportedEvents,
});
export type AutoSubmit = InferType<typeof autoSubmitSchema>;

/**
 * How often the test page tells the server it is still there (`POST /api/interview/test/presence`)
 * while a question is open. The live board calls a device offline once it has missed about two.
 */
export const presenceIntervalMs = 5_000;

/**
 * `POST /api/interview/test/presence`: the test page is open and can reach the server; `events`
 * are what it saw since it last reported (its offline periods above all), each sent once.
 */
export const presenceSchema = object({ events: reportedEvents });
export type Presence = InferType<typeof presenceSchema>;
