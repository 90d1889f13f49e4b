/** How the attempt report words times and lengths (this browser's time zone). */

/** A time of day to the second: "12:03:07 pm". */
export function clockTime(iso: string): string {
  return new Intl.DateTimeFormat('en-IN', { timeStyle: 'medium' }).format(new Date(iso));
}

/** "2 of 4 right (50 %)". */
export function scoreWords(right: number, total: number, percent: number): string {
  return `${right} of ${total} right (${Math.round(percent * 10) / 10} %)`;
}
