import type { AttemptReportView } from '../../../../shared/contract/hr.ts';
import { durationWords } from '../../../../shared/time-format.ts';
import { clockTime } from './report-words.ts';
import { DataTable } from '../kit/data-table.tsx';

/**
 * Every logged event of the attempt in order: the server's time, the device's own when it
 * reported one, the question, how long it lasted, and what happened in words.
 */
export function ReportTimeline({ timeline }: { timeline: AttemptReportView['timeline'] }) {
  if (timeline.length === 0) return <p className="hr-muted">No event logged.</p>;
  return (
    <DataTable
      label="Timeline events"
      className="hr-report-table"
      columns={['Server time', 'Device time', 'Question', 'Length', 'What happened']}
    >
      {timeline.map((event) => (
        <tr key={event.id}>
          <td>{clockTime(event.at)}</td>
          <td>{event.clientAt ? clockTime(event.clientAt) : '—'}</td>
          <td>{event.questionNumber ?? '—'}</td>
          <td>{event.durationMs === null ? '—' : durationWords(event.durationMs)}</td>
          <td className="hr-table__wrap">{event.text}</td>
        </tr>
      ))}
    </DataTable>
  );
}
