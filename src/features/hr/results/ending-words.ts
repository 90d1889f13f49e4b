/** How a test ended, in a word or two for the results table and the endings chart. */
const endingLabels: Record<string, string> = {
  completed: 'Completed',
  'time-up': 'Time ran out',
  'tab-hidden': 'Tab hidden',
  'focus-lost': 'Focus lost',
  navigation: 'Left the page',
  reload: 'Reload or close',
  'connection-lost': 'Connection lost',
  'retake-granted': 'Retake granted',
};

/** A reason this console does not know (another browser's label) is shown as sent, quoted. */
export function endingLabel(reason: string): string {
  return endingLabels[reason] ?? `“${reason}”`;
}

/** "80 %", "66.7 %": a score to a tenth of a point. */
export function percentWords(percent: number): string {
  return `${Math.round(percent * 10) / 10} %`;
}
