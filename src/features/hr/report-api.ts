import type { VerdictKind } from '../../../shared/contract/hr.ts';
import type { AttemptReport, RegradeScores } from './hr-api-types.ts';
import { hrHttp } from './hr-http.ts';

/** A candidate's attempt report and the decisions on it (docs/hr-api.md, "Attempt report"). */

export const reportHref = (candidateId: string) =>
  `/hr/report?candidate=${encodeURIComponent(candidateId)}`;

export async function getReport(candidateId: string): Promise<AttemptReport> {
  return (await hrHttp.get<AttemptReport>(`/candidates/${candidateId}/report`)).data;
}

export async function decideAttempt(
  candidateId: string,
  kind: VerdictKind,
  reason: string,
): Promise<AttemptReport> {
  return (
    await hrHttp.post<{ report: AttemptReport }>(`/candidates/${candidateId}/decisions`, {
      kind,
      reason,
    })
  ).data.report;
}

export async function previewLateAnswer(
  candidateId: string,
  lateAnswerId: number,
): Promise<RegradeScores> {
  return (
    await hrHttp.get<{ preview: RegradeScores }>(
      `/candidates/${candidateId}/late-answers/${lateAnswerId}/preview`,
    )
  ).data.preview;
}

export async function acceptLateAnswer(
  candidateId: string,
  lateAnswerId: number,
  reason: string,
): Promise<AttemptReport> {
  return (
    await hrHttp.post<{ report: AttemptReport }>(
      `/candidates/${candidateId}/late-answers/${lateAnswerId}/accept`,
      { reason },
    )
  ).data.report;
}
