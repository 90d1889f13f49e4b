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

/** "24 Nov 2026, 10:00 – 14:00"-like words for a test window; "Open" with no limits. */
export function windowWords(start: string | null, end: string | null): string {
  if (!start && !end) return 'Open';
  if (start && end) return `${companyWhen(start)} – ${companyWhen(end)}`;
  return start ? `From ${companyWhen(start)}` : `Until ${companyWhen(end as string)}`;
}

export function mcqWords(mcq: CandidateView['mcq']): string {
  if (!mcq) return 'Not started';
  if (!mcq.submittedAt) return 'Under way';
  const score = mcq.scorePercent === null ? '' : `${mcq.scorePercent}%`;
  return `${score}${mcq.passed ? ' (passed)' : mcq.passed === false ? ' (not passed)' : ''}`;
}
