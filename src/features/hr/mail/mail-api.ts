import type {
  BulkAction,
  BulkAnswer,
  CandidateMailKind,
  CandidateMailView,
  MailFilter,
  MailPreview,
  MailQueueView,
  MailTemplatesAnswer,
  OutcomeKind,
} from '../../../../shared/contract/hr-mail.ts';
import type { CandidateView, Credentials } from '../../../../shared/contract/hr.ts';
import { hrHttp, queryOf } from '../kit/hr-http.ts';

/** E-mail to candidates (docs/hr-api.md, "E-mail to candidates"). */

export async function getMailQueue(): Promise<MailQueueView> {
  return (await hrHttp.get<MailQueueView>('/mail')).data;
}

export async function listCandidateMail(id: string): Promise<CandidateMailView[]> {
  return (await hrHttp.get<{ items: CandidateMailView[] }>(`/candidates/${id}/mail`)).data.items;
}

/** A new password and a new invitation with it; the old password stops working at once. */
export async function resendInvitation(
  id: string,
  reason: string,
): Promise<{ candidate: CandidateView; credentials: Credentials }> {
  return (
    await hrHttp.post<{ candidate: CandidateView; credentials: Credentials }>(
      `/candidates/${id}/resend`,
      { reason },
    )
  ).data;
}

export async function remindCandidate(id: string, reason: string): Promise<CandidateView> {
  const body = reason ? { reason } : {};
  return (await hrHttp.post<{ candidate: CandidateView }>(`/candidates/${id}/remind`, body)).data
    .candidate;
}

export async function sendOutcome(
  id: string,
  kind: OutcomeKind,
  reason: string,
): Promise<CandidateView> {
  return (
    await hrHttp.post<{ candidate: CandidateView }>(`/candidates/${id}/outcome`, { kind, reason })
  ).data.candidate;
}

/** The candidates list's filter as a bulk action takes it (empty values are no filter). */
export interface BulkFilter {
  q: string;
  status: string;
  testType: string;
  cohort: string;
  mail: MailFilter | '';
}

/** Who a bulk action is for: chosen rows, or every candidate the filter matches. */
export type BulkTarget = { ids: string[] } | { all: true; filter: BulkFilter };

/** What a bulk action takes besides its target (a dry run's answer says what would happen). */
export interface BulkOptions {
  action: BulkAction;
  reason: string;
  dryRun: boolean;
  notify?: boolean;
  outcome?: OutcomeKind;
  windowEnd?: string;
  expectTotal?: number;
}

export function bulkBody(target: BulkTarget, options: BulkOptions): Record<string, unknown> {
  const chosen =
    'ids' in target
      ? { ids: target.ids }
      : { all: true, filter: queryOf({ ...target.filter }) as Partial<BulkFilter> };
  const { action, reason, dryRun, notify, outcome, windowEnd, expectTotal } = options;
  return {
    action,
    ...chosen,
    dryRun,
    reason,
    ...(action === 'withdraw' && { notify: Boolean(notify) }),
    ...(action === 'outcome' && { outcome }),
    ...(action === 'extend' && { windowEnd }),
    ...(expectTotal !== undefined && 'all' in target && { expectTotal }),
  };
}

export async function bulkCandidates(
  target: BulkTarget,
  options: BulkOptions,
): Promise<BulkAnswer> {
  return (await hrHttp.post<BulkAnswer>('/candidates/bulk', bulkBody(target, options))).data;
}

const templatesPath = (assessmentId: string, kind?: CandidateMailKind) =>
  `/assessments/${encodeURIComponent(assessmentId)}/mail-templates${kind ? `/${kind}` : ''}`;

export async function getMailTemplates(assessmentId: string): Promise<MailTemplatesAnswer> {
  return (await hrHttp.get<MailTemplatesAnswer>(templatesPath(assessmentId))).data;
}

export async function saveMailTemplate(
  assessmentId: string,
  kind: CandidateMailKind,
  template: { subject: string; body: string; reason: string },
): Promise<MailTemplatesAnswer> {
  return (await hrHttp.put<MailTemplatesAnswer>(templatesPath(assessmentId, kind), template)).data;
}

/** Back to the company default for that kind. */
export async function resetMailTemplate(
  assessmentId: string,
  kind: CandidateMailKind,
  reason: string,
): Promise<MailTemplatesAnswer> {
  return (
    await hrHttp.delete<MailTemplatesAnswer>(templatesPath(assessmentId, kind), {
      data: { reason },
    })
  ).data;
}

export async function previewMailTemplate(
  assessmentId: string,
  kind: CandidateMailKind,
  template: { subject: string; body: string },
): Promise<MailPreview> {
  return (await hrHttp.post<MailPreview>(`${templatesPath(assessmentId, kind)}/preview`, template))
    .data;
}
