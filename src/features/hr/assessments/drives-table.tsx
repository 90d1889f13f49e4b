import { Link } from 'react-router-dom';
import type { DriveView } from '../../../../shared/contract/hr-assessments.ts';
import { DataTable } from '../kit/data-table.tsx';
import { driveWhen } from './drive-time.ts';

/**
 * Where a drive's candidates are seen: each console page reads the drive from `?cohort=`
 * (candidates, results, the cohort's funnel, and the live board, which shows the whole drive
 * when no day is given).
 */
const driveViews = [
  ['Candidates', '/hr/candidates'],
  ['Results', '/hr/results'],
  ['Cohort', '/hr/cohort'],
  ['Live board', '/hr/board'],
] as const;

export const driveHref = (path: string, drive: string): string =>
  `${path}?${new URLSearchParams({ cohort: drive }).toString()}`;

/**
 * When those of the drive who have not started are reminded, under the window's end it counts
 * from: "Reminder 24 h before", then when the reminders were queued; nothing when none is set.
 */
function ReminderLine({ drive }: { drive: DriveView }) {
  if (drive.reminderHoursBefore === null) return null;
  return (
    <span className="hr-line hr-muted">
      Reminder {drive.reminderHoursBefore} h before
      {drive.remindersQueuedAt && `, queued ${driveWhen(drive.remindersQueuedAt, drive.timeZone)}`}
    </span>
  );
}

/** Every drive: its assessment, window on its own clock, candidates and where to see them. */
export function DrivesTable({
  drives,
  canEdit,
  busy,
  onEdit,
  onArchive,
}: {
  drives: DriveView[];
  canEdit: boolean;
  busy: boolean;
  onEdit: (drive: DriveView) => void;
  onArchive: (drive: DriveView) => void;
}) {
  const when = (iso: string | null, drive: DriveView) =>
    iso ? driveWhen(iso, drive.timeZone) : <span className="hr-muted">Open</span>;
  return (
    <DataTable
      label="Drives"
      busy={busy}
      columns={[
        'Name',
        'Assessment',
        'Window opens',
        'Window closes',
        'Time zone',
        'Candidates',
        'See',
        canEdit && 'Actions',
      ]}
    >
      {drives.map((drive) => (
        <tr key={drive.id}>
          <th scope="row">
            {drive.name}{' '}
            {drive.archivedAt && <span className="hr-badge hr-badge--danger">Archived</span>}
          </th>
          <td>{drive.assessmentName}</td>
          <td>{when(drive.windowStart, drive)}</td>
          <td>
            {when(drive.windowEnd, drive)}
            <ReminderLine drive={drive} />
          </td>
          <td>{drive.timeZone}</td>
          <td>{drive.candidates}</td>
          <td>
            <ul className="hr-drive-links">
              {driveViews.map(([label, path]) => (
                <li key={path}>
                  <Link to={driveHref(path, drive.name)}>
                    {label}
                    <span className="visually-hidden"> of {drive.name}</span>
                  </Link>
                </li>
              ))}
            </ul>
          </td>
          {canEdit && (
            <td>
              <div className="hr-row-actions">
                <button
                  type="button"
                  className="button button--ghost button--small"
                  onClick={() => onEdit(drive)}
                >
                  Edit<span className="visually-hidden"> {drive.name}</span>
                </button>
                <button
                  type="button"
                  className={`button button--small ${drive.archivedAt ? 'button--ghost' : 'button--danger'}`}
                  onClick={() => onArchive(drive)}
                >
                  {drive.archivedAt ? 'Restore' : 'Archive'}
                  <span className="visually-hidden"> {drive.name}</span>
                </button>
              </div>
            </td>
          )}
        </tr>
      ))}
    </DataTable>
  );
}
