import type {
  AttemptReportView,
  RegradeScoresView,
  VerdictKind,
} from '../../../../shared/contract/hr.ts';
import { hrHttp } from '../kit/hr-http.ts';

/** A candidate's attempt report and the decisions on it (docs/hr-api.md, "Attempt report"). */

export const reportHref = (candidateId: string) =>
  `/hr/report?candidate=${encodeURIComponent(candidateId)}`;

/** What a decision on the attempt answers (a verdict, an accepted late answer): the new report. */
type DecidedReport = { report: AttemptReportView };

/** One late answer of the candidate's attempt, which HR previews and then accepts. */
const lateAnswerPath = (candidateId: string, lateAnswerId: number) =>
  `/candidates/${candidateId}/late-answers/${lateAnswerId}`;

export async function getReport(candidateId: string): Promise<AttemptReportView> {
  return (await hrHttp.get<AttemptReportView>(`/candidates/${candidateId}/report`)).data;
}

export async function decideAttempt(
  candidateId: string,
  kind: VerdictKind,
  reason: string,
): Promise<AttemptReportView> {
  return (
    await hrHttp.post<DecidedReport>(`/candidates/${candidateId}/decisions`, {
      kind,
      reason,
    })
  ).data.report;
}

export async function previewLateAnswer(
  candidateId: string,
  lateAnswerId: number,
): Promise<RegradeScoresView> {
  const path = `${lateAnswerPath(candidateId, lateAnswerId)}/preview`;
  return (await hrHttp.get<{ preview: RegradeScoresView }>(path)).data.preview;
}

export async function acceptLateAnswer(
  candidateId: string,
  lateAnswerId: number,
  reason: string,
): Promise<AttemptReportView> {
  const path = `${lateAnswerPath(candidateId, lateAnswerId)}/accept`;
  return (await hrHttp.post<DecidedReport>(path, { reason })).data.report;
}
