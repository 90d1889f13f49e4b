/** How the attempt report words times (the company's time zone) and scores. */

/** A time of day to the second: "12:03:07 pm". */
export { companyClock as clockTime } from '../kit/company-time.ts';

/** "2 of 4 right (50 %)". */
export function scoreWords(right: number, total: number, percent: number): string {
  return `${right} of ${total} right (${Math.round(percent * 10) / 10} %)`;
}
