/**
 * E-mails to candidates (docs/hr-api.md, "E-mail to candidates"): invitations with the one-time
 * ID and password, reminders, a withdrawal notice and the outcome a person decided. Each kind has a
 * company default and may be rewritten per assessment.
 */
export const candidateMailKinds = [
  'invitation',
  'reminder',
  'withdrawal',
  'shortlisted',
  'not-selected',
  'next-steps',
] as const;
export type CandidateMailKind = (typeof candidateMailKinds)[number];

/** The outcomes HR may send after deciding; nothing sends one by itself. */
export const outcomeKinds = ['shortlisted', 'not-selected', 'next-steps'] as const;
export type OutcomeKind = (typeof outcomeKinds)[number];

/**
 * Where a candidate's e-mail stands: queued (waiting or being retried), sent (the SMTP server
 * accepted it), failed (refused for good, or too many attempts: `lastError` says why), cancelled
 * (superseded by a resend, or the candidate was withdrawn before it left).
 */
export const mailDeliveryStatuses = ['queued', 'sent', 'failed', 'cancelled'] as const;
export type MailDeliveryStatus = (typeof mailDeliveryStatuses)[number];
/** The candidates list's filter: a status of the latest e-mail, or `none` for never e-mailed. */
export const mailFilterValues = [...mailDeliveryStatuses, 'none'] as const;
export type MailFilter = (typeof mailFilterValues)[number];

/** The candidates list's and page's summary of the latest e-mail (`CandidateView.mail`). */
export interface CandidateMailSummary {
  kind: CandidateMailKind;
  status: MailDeliveryStatus;
  lastError: string | null;
  at: string;
}
