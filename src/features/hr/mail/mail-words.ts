import type {
  BulkAction,
  BulkAnswer,
  CandidateMailKind,
  CandidateMailSummary,
  MailDeliveryStatus,
  MailFilter,
  MailQueueView,
  OutcomeKind,
} from '../../../../shared/contract/hr-mail.ts';

/** The console's words for each kind of e-mail, as the list, the history and the editor say it. */
export const mailKindLabels: Record<CandidateMailKind, string> = {
  invitation: 'Invitation',
  reminder: 'Reminder',
  withdrawal: 'Withdrawal',
  shortlisted: 'Shortlisted',
  'not-selected': 'Not selected',
  'next-steps': 'Next steps',
};

export const mailStatusLabels: Record<MailDeliveryStatus, string> = {
  queued: 'queued',
  sent: 'sent',
  failed: 'failed',
  cancelled: 'cancelled',
};

/** A status on its own, as the history's column shows it: "Sent". */
export const mailStatusWord = (status: MailDeliveryStatus): string =>
  mailStatusLabels[status].charAt(0).toUpperCase() + mailStatusLabels[status].slice(1);

/** The candidates list's "E-mail" filter: the empty choice is any. */
export const mailFilterLabels: Record<MailFilter, string> = {
  queued: 'Queued',
  sent: 'Sent',
  failed: 'Failed',
  cancelled: 'Cancelled',
  none: 'Never e-mailed',
};

export const outcomeLabels: Record<OutcomeKind, string> = {
  shortlisted: 'Shortlisted',
  'not-selected': 'Not selected',
  'next-steps': 'Next steps',
};

/** A candidate's latest e-mail in a few words: "Invitation sent"; "—" when none was ever queued. */
export function mailSummaryWords(mail: CandidateMailSummary | null): string {
  if (!mail) return '—';
  return `${mailKindLabels[mail.kind]} ${mailStatusLabels[mail.status]}`;
}

/**
 * The queue in one line: "E-mail: off (SMTP not configured) — 3 waiting" when nothing leaves,
 * else "E-mail: 120 queued · 40 sent in 24 h · 2 failed · 5 a second · done about 14:05".
 * `clock` writes a moment as the company's hours and minutes.
 */
export function mailQueueWords(queue: MailQueueView, clock: (iso: string) => string): string {
  if (!queue.enabled) return `E-mail: off (SMTP not configured) — ${queue.queued} waiting`;
  const parts = [
    `${queue.queued} queued`,
    `${queue.sentLastDay} sent in 24 h`,
    `${queue.failed} failed`,
    `${queue.ratePerSecond} a second`,
  ];
  if (queue.dailyLimit !== null) parts.push(`at most ${queue.dailyLimit} a day`);
  if (queue.estimatedDoneAt) parts.push(`done about ${clock(queue.estimatedDoneAt)}`);
  return `E-mail: ${parts.join(' · ')}`;
}

/** What each bulk action does to a candidate, after "will be" / "were". */
const bulkVerbs: Record<BulkAction, string> = {
  resend: 'sent a new invitation',
  remind: 'reminded',
  withdraw: 'withdrawn',
  extend: 'given the new window end',
  outcome: 'sent the outcome',
};

/** The button that starts a bulk action, and its dialog's title. */
export const bulkActionLabels: Record<BulkAction, string> = {
  resend: 'Resend invitation',
  remind: 'Remind',
  withdraw: 'Withdraw',
  extend: 'Extend window',
  outcome: 'Send outcome',
};

const candidates = (n: number) => `${n} candidate${n === 1 ? '' : 's'}`;

/**
 * A bulk answer in a sentence: "5 will be reminded; 4 left alone: 3 already started, 1 no e-mail
 * address" for a dry run, "5 were reminded; …" after the real one.
 */
export function bulkSummaryWords(answer: BulkAnswer): string {
  const verb = bulkVerbs[answer.action];
  const done = answer.dryRun
    ? `${answer.affected} will be ${verb}`
    : `${answer.affected} ${answer.affected === 1 ? 'was' : 'were'} ${verb}`;
  const skipped = answer.skipped.filter((s) => s.count > 0);
  const left = skipped.reduce((sum, s) => sum + s.count, 0);
  if (left === 0) return `${done}.`;
  return `${done}; ${left} left alone: ${skipped.map((s) => `${s.count} ${s.reason}`).join(', ')}.`;
}

/** The confirm button of a bulk action, once its dry run has said how many it reaches. */
export const bulkConfirmLabel = (action: BulkAction, affected: number): string =>
  `${bulkActionLabels[action]}: ${candidates(affected)}`;
