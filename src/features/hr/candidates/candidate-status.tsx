import { companyWhen } from '../kit/company-time.ts';
import type { CandidateStatus, CandidateView } from '../../../../shared/contract/hr.ts';

const statusWords: Record<CandidateStatus, { label: string; tone: string }> = {
  'not-started': { label: 'Not started', tone: '' },
  'in-progress': { label: 'In progress', tone: 'hr-badge--warning' },
  finished: { label: 'Finished', tone: 'hr-badge--success' },
  revoked: { label: 'Revoked', tone: 'hr-badge--danger' },
};

export const statusLabel = (status: CandidateStatus) => statusWords[status].label;

export function CandidateStatusBadge({ status }: { status: CandidateStatus }) {
  const { label, tone } = statusWords[status];
  return <span className={`hr-badge ${tone}`}>{label}</span>;
}

export const testTypeLabels: Record<CandidateView['testType'], string> = {
  mcqs: 'MCQ only',
  practical: 'Practical only',
  both: 'MCQ and practical',
};

/**
 * The words of a test window, one part a moment: ["24 Nov 2026, 10:00 am –", "24 Nov 2026,
 * 2:00 pm"]; ["Open"] with no limits. A table shows each part on a line of its own.
 */
export function windowParts(start: string | null, end: string | null): string[] {
  if (!start && !end) return ['Open'];
  if (start && end) return [`${companyWhen(start)} –`, companyWhen(end)];
  return [start ? `From ${companyWhen(start)}` : `Until ${companyWhen(end as string)}`];
}

/** A test window in words on one line: "24 Nov 2026, 10:00 am – 24 Nov 2026, 2:00 pm"; "Open". */
export const windowWords = (start: string | null, end: string | null): string =>
  windowParts(start, end).join(' ');

export function mcqWords(mcq: CandidateView['mcq']): string {
  if (!mcq) return 'Not started';
  if (!mcq.submittedAt) return 'Under way';
  const score = mcq.scorePercent === null ? '' : `${mcq.scorePercent}%`;
  return `${score}${mcq.passed ? ' (passed)' : mcq.passed === false ? ' (not passed)' : ''}`;
}
