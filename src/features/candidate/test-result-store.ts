import type { AttemptResult } from '../../../shared/contract/interview-responses.ts';

const key = 'testResult';

/** The result shown on /test-submitted, kept for this tab so a reload of that page still has it. */
export function saveTestResult(result: AttemptResult): void {
  sessionStorage.setItem(key, JSON.stringify(result));
}

export function loadTestResult(): AttemptResult | null {
  try {
    return JSON.parse(sessionStorage.getItem(key) ?? 'null') as AttemptResult | null;
  } catch {
    return null;
  }
}
