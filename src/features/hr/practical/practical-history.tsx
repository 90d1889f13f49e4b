import { useId } from 'react';
import { companyWhen } from '../kit/company-time.ts';
import { megabytes } from '../backups/backups-api.ts';
import type { PracticalHistoryView } from '../../../../shared/contract/hr-practical.ts';
import { practicalZipHref } from './practical-manifest.tsx';
import { durationWords } from '../../../../shared/time-format.ts';
import { DataTable } from '../kit/data-table.tsx';

const retiredWords = (at: string, reason: string) => `${companyWhen(at)}: ${reason}`;

/**
 * What HR reopened or retook of a candidate's practical round, kept for the record: the retired
 * submissions (each file still downloadable, with the scores and decision it had) and the
 * retired rounds. Nothing when there is none.
 */
export function PracticalHistoryTables({
  candidateId,
  history,
}: {
  candidateId: string;
  history: PracticalHistoryView;
}) {
  const submissionsId = useId();
  const roundsId = useId();
  if (history.rounds.length === 0 && history.submissions.length === 0) return null;
  return (
    <>
      {history.submissions.length > 0 && (
        <>
          <h3 id={submissionsId}>Retired submissions</h3>
          <DataTable
            labelledBy={submissionsId}
            columns={['File', 'Submitted', 'On time', 'Scores', 'Decision', 'Retired']}
          >
            {history.submissions.map((s) => (
              <tr key={s.id}>
                <td>
                  <a href={practicalZipHref(candidateId, s.id)} download>
                    {s.fileName}
                  </a>{' '}
                  ({megabytes(s.sizeBytes)})
                </td>
                <td>
                  {companyWhen(s.submittedAt)}, after {durationWords(s.timeTakenSeconds * 1000)}
                </td>
                <td>
                  {s.lateBySeconds === 0
                    ? 'Yes'
                    : `Late by ${durationWords(s.lateBySeconds * 1000)}`}
                </td>
                <td>
                  {s.scores.length === 0
                    ? '—'
                    : s.scores.map((score) => `${score.total} (${score.reviewer})`).join(', ')}
                </td>
                <td>{s.decision ? `${s.decision.kind}: ${s.decision.reason}` : '—'}</td>
                <td>{retiredWords(s.retiredAt, s.retiredReason)}</td>
              </tr>
            ))}
          </DataTable>
        </>
      )}
      {history.rounds.length > 0 && (
        <>
          <h3 id={roundsId}>Earlier rounds</h3>
          <DataTable labelledBy={roundsId} columns={['Started', 'Due', 'Submission', 'Retired']}>
            {history.rounds.map((round) => {
              const submission = history.submissions.find((s) => s.id === round.submissionId);
              return (
                <tr key={round.id}>
                  <td>{companyWhen(round.startedAt)}</td>
                  <td>
                    {companyWhen(round.deadlineAt)} ({durationWords(round.durationSeconds * 1000)})
                  </td>
                  <td>{submission ? submission.fileName : 'None (under way)'}</td>
                  <td>{retiredWords(round.retiredAt, round.retiredReason)}</td>
                </tr>
              );
            })}
          </DataTable>
        </>
      )}
    </>
  );
}
