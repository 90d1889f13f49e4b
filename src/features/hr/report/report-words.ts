/** How the attempt report words times (the company's time zone) and scores. */

/** A time of day to the second: "12:03:07 pm". */
export { companyClock as clockTime } from '../kit/company-time.ts';

/** "2 of 4 right (50 %)". */
export function scoreWords(right: number, total: number, percent: number): string {
  return `${right} of ${total} right (${Math.round(percent * 10) / 10} %)`;
}

/**
 * "60 s a question, pass mark 75 %": the settings the attempt was started with and keeps (a later
 * edit changes neither its clock nor its pass). "As in force" for an attempt that kept none yet.
 */
export function keptSettingsWords(attempt: {
  secondsPerQuestion: number | null;
  passPercent: number | null;
}): string {
  if (attempt.secondsPerQuestion === null || attempt.passPercent === null)
    return 'Those in force (this test is from before tests kept their own)';
  return `${attempt.secondsPerQuestion} s a question, pass mark ${attempt.passPercent} % (what this test was started with)`;
}
