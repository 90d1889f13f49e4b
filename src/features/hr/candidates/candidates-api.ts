import type {
  AttemptSummary,
  CandidateStatus,
  CandidateView,
  Credentials,
  HrTestType,
  ImportProgress,
  ImportedCandidate,
  Page,
} from '../../../../shared/contract/hr.ts';
import type { PracticalHistoryView } from '../../../../shared/contract/hr-practical.ts';
import type { MailFilter } from '../../../../shared/contract/hr-mail.ts';
import { exportHref, getPage, hrHttp, queryOf } from '../kit/hr-http.ts';
import { checkOrImport, importWithProgress } from '../kit/import-api.ts';

/** The candidates' part of the HR API (docs/hr-api.md, "Candidates"). */

export const candidateSortKeys = [
  'createdAt',
  'name',
  'email',
  'oneTimeId',
  'windowStart',
] as const;
export type CandidateSortKey = (typeof candidateSortKeys)[number];

export interface CandidateQuery {
  q: string;
  status: CandidateStatus | '';
  testType: HrTestType | '';
  cohort: string;
  /** The latest e-mail's status, or `none` for never e-mailed. */
  mail: MailFilter | '';
  sort: CandidateSortKey;
  order: 'asc' | 'desc';
  offset: number;
  limit: number;
}

export async function listCandidates(query: CandidateQuery): Promise<Page<CandidateView>> {
  return getPage('/candidates', query);
}

/** The filtered list as CSV: a plain link, so the browser downloads it with the session cookie. */
export function candidatesCsvHref(query: CandidateQuery): string {
  const { q, status, testType, cohort, mail, sort, order } = query;
  return exportHref('candidates/export.csv', { q, status, testType, cohort, mail, sort, order });
}

/** Every cohort that has candidates, one spelling each, alphabetical (the filter's choices). */
export async function listCohorts(): Promise<string[]> {
  return (await hrHttp.get<{ cohorts: string[] }>('/candidates/cohorts')).data.cohorts;
}

export interface CandidateDetail {
  candidate: CandidateView;
  attempts: AttemptSummary[];
  practicalHistory: PracticalHistoryView;
}

export async function getCandidate(id: string): Promise<CandidateDetail> {
  return (await hrHttp.get<CandidateDetail>(`/candidates/${id}`)).data;
}

export interface CandidateFields {
  name: string;
  email: string;
  phone?: string | null;
  testType: HrTestType;
  timeFactor?: number;
  windowStart?: string | null;
  windowEnd?: string | null;
  /** Only on a change (`PATCH`): the drive or day; null or '' for none. */
  cohort?: string | null;
  reason?: string;
  /** Only on creation: queue an invitation e-mail with the credentials. */
  invite?: boolean;
}

export async function createCandidate(
  fields: CandidateFields,
): Promise<{ candidate: CandidateView; credentials: Credentials }> {
  return (
    await hrHttp.post<{ candidate: CandidateView; credentials: Credentials }>('/candidates', fields)
  ).data;
}

export async function updateCandidate(
  id: string,
  fields: Partial<CandidateFields> & { reason: string },
): Promise<CandidateView> {
  return (await hrHttp.patch<{ candidate: CandidateView }>(`/candidates/${id}`, fields)).data
    .candidate;
}

/** Revoking may also e-mail the candidate that their access was withdrawn. */
export interface CandidateActionOptions {
  notify?: boolean;
}

export type CandidateAction =
  'revoke' | 'restore' | 'reopen' | 'retake' | 'practical-reopen' | 'practical-retake';

/** Where each action is sent, under `/candidates/:id/`. */
const actionPaths: Record<CandidateAction, string> = {
  revoke: 'revoke',
  restore: 'restore',
  reopen: 'reopen',
  retake: 'retake',
  'practical-reopen': 'practical/reopen',
  'practical-retake': 'practical/retake',
};

export async function candidateAction(
  id: string,
  action: CandidateAction,
  reason: string,
  options: CandidateActionOptions = {},
): Promise<CandidateView> {
  const notify = action === 'revoke' && options.notify !== undefined && { notify: options.notify };
  return (
    await hrHttp.post<{ candidate: CandidateView }>(`/candidates/${id}/${actionPaths[action]}`, {
      reason,
      ...notify,
    })
  ).data.candidate;
}

export async function resetCandidatePassword(
  id: string,
  reason: string,
): Promise<{ candidate: CandidateView; credentials: Credentials }> {
  return (
    await hrHttp.post<{ candidate: CandidateView; credentials: Credentials }>(
      `/candidates/${id}/reset-password`,
      { reason },
    )
  ).data;
}

/**
 * What goes with an import: the cohort every line joins, and why (both optional), and whether
 * each candidate created is sent an invitation by e-mail.
 */
export interface CandidateImportOptions {
  cohort: string;
  reason: string;
  invite: boolean;
}

const importParams = (options: CandidateImportOptions): Record<string, string> =>
  queryOf({
    cohort: options.cohort.trim(),
    reason: options.reason.trim(),
    invite: String(options.invite),
  }) as Record<string, string>;

/** Checks a candidates CSV line by line; creates nothing. */
export function previewCandidateImport(csv: string, options: CandidateImportOptions) {
  return checkOrImport<ImportedCandidate>('/candidates/import', csv, {
    ...importParams(options),
    dryRun: '1',
  });
}

/** Creates every candidate of the CSV, or none; reports progress while it works. */
export function importCandidates(
  csv: string,
  options: CandidateImportOptions,
  onProgress: (progress: ImportProgress) => void,
) {
  return importWithProgress<ImportedCandidate>(
    '/candidates/import',
    csv,
    importParams(options),
    onProgress,
  );
}
