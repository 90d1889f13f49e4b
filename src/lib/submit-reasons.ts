/** How a submit reason reads to the candidate (spec §8: "Test auto-submitted. Reason: …"). */
const labels: Record<string, string> = {
  completed: 'Test completed',
  'time-up': 'Time ran out',
  'tab-hidden': 'The test tab was hidden',
  'focus-lost': 'The test window lost focus',
  navigation: 'Back or forward navigation',
  reload: 'Page refresh or close',
  'connection-lost': 'Connection lost',
};

export function submitReasonLabel(reason: string): string {
  return labels[reason] ?? reason;
}

/** The candidate's own ending (Submit Test, or the last question's time) is not an "auto-submit". */
export function isAutoSubmitReason(reason: string): boolean {
  return reason !== 'completed' && reason !== 'time-up';
}
