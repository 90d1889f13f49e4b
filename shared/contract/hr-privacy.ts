import { number, object } from 'yup';
import { trimmedText } from './text.ts';
import { reasonField } from './hr-reason.ts';
import { defaultPrivacySettings as privacyDefaults } from '../privacy/privacy-defaults.ts';

/**
 * Personal data under India's DPDP Act (issue 40; docs/privacy.md): the privacy settings (the
 * company's details and grievance contact the notices name, and how long data is kept), the
 * access log, and what HR asks of one person's data (find, export, correct, erase).
 */

/** The privacy settings (`GET`/`PUT /api/hr/privacy/settings`, admins). */
export interface PrivacySettings {
  /** The Data Fiduciary: the company's legal name and postal address, as the notices name them. */
  companyName: string;
  companyAddress: string;
  /** Whom a person writes to about their data (the grievance officer, DPDP Act §8(10)). */
  grievanceOfficer: string;
  grievanceEmail: string;
  grievancePhone: string;
  /** Days after a drive's last decision that its candidates' personal data is kept (default for drives). */
  candidateRetentionDays: number;
  /** Days an enquiry is kept after it arrived. */
  enquiryRetentionDays: number;
  /** Days an address is kept after its owner unsubscribed (subscribed ones are kept while subscribed). */
  unsubscribedRetentionDays: number;
  /** How many days ahead the retention job warns HR of an erasure. */
  warnDaysBefore: number;
}

// Kept in a file without yup, so a public page can read them without the schema library
// (the footer's newsletter line is on every page).
export const defaultPrivacySettings: PrivacySettings = privacyDefaults;

const days = (label: string, min: number) =>
  number()
    .typeError(`${label} must be a number of days`)
    .required(`${label} is required`)
    .integer(`${label} must be a whole number of days`)
    .min(min, `${label} must be at least ${min} day${min === 1 ? '' : 's'}`)
    .max(3650, `${label} must be at most 3650 days (ten years)`);

export const privacySettingsSchema = object({
  companyName: trimmedText('The company name')
    .required('The company name is required')
    .max(200, 'The company name must be at most 200 characters'),
  companyAddress: trimmedText('The address')
    .required('The address is required')
    .max(500, 'The address must be at most 500 characters'),
  grievanceOfficer: trimmedText('The grievance officer')
    .required('The grievance officer is required')
    .max(200, 'The grievance officer must be at most 200 characters'),
  grievanceEmail: trimmedText('The grievance e-mail')
    .required('The grievance e-mail is required')
    .email('The grievance e-mail must be a valid e-mail address')
    .max(254, 'The grievance e-mail must be at most 254 characters'),
  grievancePhone: trimmedText('The grievance phone')
    .required('The grievance phone is required')
    .max(40, 'The grievance phone must be at most 40 characters'),
  candidateRetentionDays: days('Keeping candidates’ data', 1),
  enquiryRetentionDays: days('Keeping enquiries', 1),
  unsubscribedRetentionDays: days('Keeping unsubscribed addresses', 1),
  warnDaysBefore: days('The warning', 1).max(90, 'The warning must be at most 90 days ahead'),
});

/** What a staff read of personal data is, in the access log. */
export const accessActions = [
  'report',
  'answers',
  'upload',
  'results-export',
  'answers-export',
  'person-export',
  // Added with the access log's routes: the candidate list's export names, e-mails and phones.
  'candidates-export',
] as const;
export type AccessAction = (typeof accessActions)[number];

/** One row of the access log (`GET /api/hr/access-log`, admins). */
export interface AccessLogRowView {
  id: number;
  at: string;
  staff: { id: string | null; email: string | null };
  action: string;
  subjectType: string;
  subjectId: string | null;
  /** The person's name as the product holds it now ("Erased candidate" after an erasure). */
  subjectName: string | null;
  /** A list export's part leaves out its `candidateIds` here (the breach view lists them). */
  detail: Record<string, unknown> | null;
  /** How many people the row names: 1 for a read, a list export's part its candidates. */
  people: number;
}

/** A tamper-evident log's check (the audit log, the access log). */
export interface LogChainView {
  verifies: boolean;
  rows: number;
  brokenAtId: number | null;
  /** Rows an erasure redacted (audit log only). */
  redactedRows: number;
  /**
   * The last row's hash. The chain cannot show its own end cut off: noted elsewhere (a ticket, the
   * runbook's record), it does (docs/breach-runbook.md).
   */
  headHash: string | null;
}

/** Both logs' checks (`GET /api/hr/log-chains`, admins). */
export interface LogChainsView {
  audit: LogChainView;
  access: LogChainView;
}

/** The access log's sorts (`GET /api/hr/access-log`); the first is the default. */
export const accessLogSorts = ['at', 'staff', 'action'] as const;
export type AccessLogSort = (typeof accessLogSorts)[number];

/**
 * One person whose data staff read or exported in a time range: the breach view
 * (`GET /api/hr/access-log/people?from=&to=`), list exports included.
 */
export interface AccessPersonView {
  candidateId: string;
  /** Their name as the product holds it now (null: no such candidate any more). */
  name: string | null;
  erased: boolean;
  /** Access-log rows that name them (a read, or a part of an export). */
  reads: number;
  actions: string[];
  staffEmails: string[];
  firstAt: string;
  lastAt: string;
}

/** The breach view's sorts; the first is the default. */
export const accessPeopleSorts = ['firstAt', 'lastAt', 'name', 'reads'] as const;
export type AccessPeopleSort = (typeof accessPeopleSorts)[number];

/** A person the product holds data about, as HR finds them (`GET /api/hr/people?q=`). */
export interface PeopleView {
  candidates: {
    id: string;
    fullName: string;
    email: string | null;
    phone: string | null;
    oneTimeId: string;
    drive: string | null;
    createdAt: string;
    erasedAt: string | null;
  }[];
  /** Enquirers, by e-mail address: each with their enquiries. */
  enquirers: {
    email: string;
    names: string[];
    enquiries: { id: string; name: string; contact: string; subject: string; createdAt: string }[];
  }[];
  subscribers: {
    id: string;
    email: string;
    subscribedAt: string;
    unsubscribedAt: string | null;
  }[];
}

/** An erasure on request: the reason is kept in the register and the audit log. */
export const erasureSchema = object({ reason: reasonField });

/** An enquirer is erased by address: every enquiry from it. */
export const enquirerErasureSchema = object({
  email: trimmedText('The e-mail').required('The e-mail is required').max(254),
  reason: reasonField,
});

/** Correcting an enquirer's details (every enquiry from the address) or a subscriber's address. */
export const enquirerCorrectionSchema = object({
  email: trimmedText('The e-mail').required('The e-mail is required').max(254),
  name: trimmedText('The name').required('The name is required').max(100),
  newEmail: trimmedText('The new e-mail')
    .required('The new e-mail is required')
    .email('The new e-mail must be a valid e-mail address')
    .max(254),
  contact: trimmedText('The contact number').max(40).default(undefined),
  reason: reasonField,
});

export const subscriberCorrectionSchema = object({
  email: trimmedText('The e-mail')
    .required('The e-mail is required')
    .email('The e-mail must be a valid e-mail address')
    .max(254),
  reason: reasonField,
});

/** What an erasure did: the register's row. */
export interface ErasureView {
  id: string;
  at: string;
  subjectType: 'candidate' | 'enquirer' | 'subscriber';
  subjectIds: string[];
  source: 'request' | 'retention';
  actor: { id: string | null; email: string | null };
  reason: string;
  removed: Record<string, number>;
}

/** What the retention job will erase and when (`GET /api/hr/privacy/retention`). */
export interface RetentionDue {
  /** `drive:<id>`, `candidate:<id>` (outside drives), `enquiries`, `unsubscribed`. */
  subjectKey: string;
  label: string;
  dueAt: string;
  people: number;
  warnedAt: string | null;
}

export interface RetentionRunView {
  id: string;
  ranAt: string;
  warned: RetentionDue[];
  erased: { subjectKey: string; label: string; people: number }[];
}

export interface RetentionView {
  upcoming: RetentionDue[];
  runs: RetentionRunView[];
}
