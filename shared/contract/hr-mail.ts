import { array, boolean, number, object, string, type InferType } from 'yup';
import { optionalReasonField, reasonField } from './hr-reason.ts';
import { candidateStatuses, hrTestTypes, maxCohortLength, zonedTime } from './hr.ts';
import { trimmedText } from './text.ts';
import {
  mailFilterValues,
  outcomeKinds,
  type CandidateMailKind,
  type MailDeliveryStatus,
} from './candidate-mail-kinds.ts';

export * from './candidate-mail-kinds.ts';

/** `{{name}}` in a subject or body. Names are lower case with underscores. */
export const placeholderPattern = /\{\{\s*([^{}]*?)\s*\}\}/g;

/** What each placeholder is replaced with, as the template editor lists them. */
export const mailPlaceholders = {
  candidate_name: "The candidate's full name",
  company_name: "The company's name",
  assessment: 'The name of the assessment they take',
  window: "The test window in the drive's time zone (or “open” when it has none)",
  window_closes: "When the window closes, in the drive's time zone",
  one_time_id: 'Their one-time ID',
  password: 'Their password (invitations only: it exists in no other e-mail)',
  login_link: 'The login page, their one-time ID filled in',
  rules: 'The rules in brief: rounds, time a question, the pass mark',
  requirements: 'What they need: a charged device, a stable connection, a quiet place',
  contact: 'Whom to contact: the HR e-mail address and the office phone',
} as const;
export type MailPlaceholder = keyof typeof mailPlaceholders;

/** Placeholders a kind's template must hold: an invitation without the login is no invitation. */
export const requiredPlaceholders: Partial<Record<CandidateMailKind, MailPlaceholder[]>> = {
  invitation: ['one_time_id', 'password'],
};
/** Placeholders a kind may not use (the password is never written into anything but an invitation). */
export const forbiddenPlaceholders: Partial<Record<CandidateMailKind, MailPlaceholder[]>> = {
  reminder: ['password'],
  withdrawal: ['password', 'login_link'],
  shortlisted: ['password'],
  'not-selected': ['password', 'login_link'],
  'next-steps': ['password'],
};

/** The names in `text` that are not placeholders, in order of first use. */
export function unknownPlaceholders(text: string): string[] {
  const unknown = new Set<string>();
  for (const match of text.matchAll(placeholderPattern)) {
    const name = match[1] ?? '';
    if (!Object.hasOwn(mailPlaceholders, name)) unknown.add(name);
  }
  return [...unknown];
}

const usedPlaceholders = (text: string) =>
  new Set([...text.matchAll(placeholderPattern)].map((m) => m[1] ?? ''));

/** Why a template cannot be used, or null: each message is shown under its field. */
export function templateProblem(
  kind: CandidateMailKind,
  field: 'subject' | 'body',
  text: string,
): string | null {
  const unknown = unknownPlaceholders(text);
  if (unknown.length > 0)
    return `Unknown placeholder ${unknown.map((n) => `{{${n}}}`).join(', ')}. Use one of: ${Object.keys(
      mailPlaceholders,
    )
      .map((n) => `{{${n}}}`)
      .join(', ')}.`;
  const used = usedPlaceholders(text);
  const forbidden = (forbiddenPlaceholders[kind] ?? []).filter((n) => used.has(n));
  if (forbidden.length > 0)
    return `This e-mail cannot hold ${forbidden.map((n) => `{{${n}}}`).join(', ')}.`;
  if (field === 'body') {
    const missing = (requiredPlaceholders[kind] ?? []).filter((n) => !used.has(n));
    if (missing.length > 0)
      return `The body must hold ${missing.map((n) => `{{${n}}}`).join(' and ')}.`;
  }
  return null;
}

const templateText = (field: 'subject' | 'body', max: number) =>
  trimmedText(field)
    .required(`${field === 'subject' ? 'Subject' : 'Body'} is required`)
    .max(max, `${field === 'subject' ? 'Subject' : 'Body'} must be at most ${max} characters`)
    .test('placeholders', '', function check(value) {
      const kind = (this.options.context as { kind?: CandidateMailKind } | undefined)?.kind;
      const problem = templateProblem(kind ?? 'reminder', field, value ?? '');
      return problem ? this.createError({ message: problem }) : true;
    });

/**
 * A template as HR writes it (`PUT /api/hr/assessments/:id/mail-templates/:kind`); validate with
 * `{ context: { kind } }` so the kind's required and forbidden placeholders are checked.
 */
export const mailTemplateSchema = object({
  subject: templateText('subject', 200),
  body: templateText('body', 10_000),
  reason: reasonField,
});
export const previewTemplateSchema = mailTemplateSchema.shape({ reason: optionalReasonField });
export type MailTemplateInput = InferType<typeof mailTemplateSchema>;

export interface MailTemplateView {
  kind: CandidateMailKind;
  subject: string;
  body: string;
  /** False: the company default (no template of the assessment's own). */
  custom: boolean;
}
export interface MailTemplatesAnswer {
  templates: MailTemplateView[];
  placeholders: Record<MailPlaceholder, string>;
}
/** A template filled in with a sample candidate (`POST …/mail-templates/:kind/preview`). */
export interface MailPreview {
  subject: string;
  text: string;
  html: string;
}

/** One e-mail to a candidate, as their page shows its history. */
export interface CandidateMailView {
  id: string;
  kind: CandidateMailKind;
  to: string;
  subject: string;
  status: MailDeliveryStatus;
  attempts: number;
  /** The SMTP server's words, or the connection's error, of the last failed attempt. */
  lastError: string | null;
  createdAt: string;
  sentAt: string | null;
}

/** `GET /api/hr/mail`: whether mail goes out, and how far the queue has got. */
export interface MailQueueView {
  /** SMTP_URL is set: messages leave; otherwise they wait in the outbox. */
  enabled: boolean;
  ratePerSecond: number;
  /** Null: no daily limit. */
  dailyLimit: number | null;
  queued: number;
  /** Sent in the last 24 hours. */
  sentLastDay: number;
  failed: number;
  oldestQueuedAt: string | null;
  /** At the configured rate, when the queue should be empty (null when empty or mail is off). */
  estimatedDoneAt: string | null;
}

/** `POST /api/hr/candidates/:id/revoke`: `notify` also e-mails the candidate that it was withdrawn. */
export const withdrawSchema = object({
  reason: reasonField,
  notify: boolean().typeError('notify must be true or false').default(false),
});

/** `POST /api/hr/candidates/:id/outcome`. */
export const outcomeSchema = object({
  kind: string()
    .required('Choose an outcome')
    .oneOf([...outcomeKinds], 'kind must be shortlisted, not-selected or next-steps'),
  reason: reasonField,
});

export const bulkActions = ['resend', 'remind', 'withdraw', 'extend', 'outcome'] as const;
export type BulkAction = (typeof bulkActions)[number];

/** The candidates list's filter, as the list's query takes it. */
export const candidateFilterSchema = object({
  q: trimmedText('q').max(200, 'q must be at most 200 characters'),
  status: string().oneOf([...candidateStatuses], 'status is not a candidate status'),
  testType: string().oneOf([...hrTestTypes], 'testType is not a test type'),
  cohort: trimmedText('cohort').max(maxCohortLength),
  mail: string().oneOf(
    [...mailFilterValues],
    'mail must be queued, sent, failed, cancelled or none',
  ),
});

/**
 * `POST /api/hr/candidates/bulk`: one action on the candidates chosen by `ids` or, with `all`, on
 * every candidate the filter matches. `dryRun` answers what would happen, changing nothing.
 */
export const bulkSchema = object({
  action: string()
    .required('Choose an action')
    .oneOf([...bulkActions], 'action must be resend, remind, withdraw, extend or outcome'),
  ids: array(string().uuid('ids must be candidate ids').required())
    .max(20_000, 'At most 20,000 candidates at once')
    .optional(),
  all: boolean().typeError('all must be true or false').default(false),
  filter: candidateFilterSchema.optional(),
  dryRun: boolean().typeError('dryRun must be true or false').default(false),
  /** withdraw: e-mail each candidate that it was withdrawn. */
  notify: boolean().typeError('notify must be true or false').default(false),
  /** outcome: which one. */
  outcome: string().when('action', {
    is: 'outcome',
    then: (s) =>
      s
        .required('Choose an outcome')
        .oneOf([...outcomeKinds], 'outcome must be shortlisted, not-selected or next-steps'),
  }),
  /** extend: the new end of each candidate's window. */
  windowEnd: zonedTime('windowEnd').when('action', {
    is: 'extend',
    then: (s) => s.required('windowEnd is required'),
  }),
  // A dry run changes nothing and writes no audit row: it needs no reason.
  reason: optionalReasonField.when('dryRun', { is: false, then: () => reasonField }),
  /** Must match the dry run's `total` when `all` is used, so a list that changed meanwhile is not acted on blindly. */
  expectTotal: number().integer().min(0).optional(),
});
export type BulkRequest = InferType<typeof bulkSchema>;

/** A bulk action's answer: in a dry run, what would happen; otherwise what did. */
export interface BulkAnswer {
  action: BulkAction;
  dryRun: boolean;
  /** Candidates chosen. */
  total: number;
  /** Acted on (or, in a dry run, that would be). */
  affected: number;
  /** Those left alone, grouped by why. */
  skipped: { reason: string; count: number }[];
  /** resend: the new credentials, answered once (as an import's are). */
  credentials?: { oneTimeId: string; name: string; email: string; password: string }[];
}
