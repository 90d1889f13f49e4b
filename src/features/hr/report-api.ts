import type { VerdictKind } from '../../../shared/contract/hr.ts';
import type { AttemptReport, RegradeScores } from './hr-api-types.ts';
import { hrHttp } from './hr-http.ts';

/** A candidate's attempt report and the decisions on it (docs/hr-api.md, "Attempt report"). */

export const reportHref = (candidateId: string) =>
  `/hr/report?candidate=${encodeURIComponent(candidateId)}`;

/** What a decision on the attempt answers (a verdict, an accepted late answer): the new report. */
type DecidedReport = { report: AttemptReport };

/** One late answer of the candidate's attempt, which HR previews and then accepts. */
const lateAnswerPath = (candidateId: string, lateAnswerId: number) =>
  `/candidates/${candidateId}/late-answers/${lateAnswerId}`;

export async function getReport(candidateId: string): Promise<AttemptReport> {
  return (await hrHttp.get<AttemptReport>(`/candidates/${candidateId}/report`)).data;
}

export async function decideAttempt(
  candidateId: string,
  kind: VerdictKind,
  reason: string,
): Promise<AttemptReport> {
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
): Promise<RegradeScores> {
  const path = `${lateAnswerPath(candidateId, lateAnswerId)}/preview`;
  return (await hrHttp.get<{ preview: RegradeScores }>(path)).data.preview;
}

export async function acceptLateAnswer(
  candidateId: string,
  lateAnswerId: number,
  reason: string,
): Promise<AttemptReport> {
  const path = `${lateAnswerPath(candidateId, lateAnswerId)}/accept`;
  return (await hrHttp.post<DecidedReport>(path, { reason })).data.report;
}
