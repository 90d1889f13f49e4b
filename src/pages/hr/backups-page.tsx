import { useState } from 'react';
import { notify } from '../../components/toast.ts';
import { companyWhen } from '../../features/hr/kit/company-time.ts';
import {
  backupDownloadHref,
  backupsChangedEvent,
  getBackups,
  megabytes,
  takeBackupNow,
} from '../../features/hr/backups/backups-api.ts';
import type { BackupOverviewView } from '../../../shared/contract/hr.ts';
import { hrErrorMessage } from '../../features/hr/kit/hr-http.ts';
import { AdminOnly } from '../../features/hr/admin-only.tsx';
import { useHrData } from '../../features/hr/kit/use-hr-data.ts';
import { DataTable } from '../../features/hr/kit/data-table.tsx';
import { LoadState } from '../../features/hr/kit/load-state.tsx';

const triggerWords = {
  schedule: 'on schedule',
  command: 'by npm run backup',
  console: 'from this console',
} as const;

/** `/hr/backups` (admins): the last good backup, the last failure, take one now, download one. */
export default function BackupsPage() {
  return <AdminOnly title="Backups">{() => <BackupsAdmin />}</AdminOnly>;
}

function BackupsAdmin() {
  const overview = useHrData('backups', getBackups);
  const [taking, setTaking] = useState(false);
  const [outcome, setOutcome] = useState<string | null>(null);

  async function takeOne() {
    if (taking) return;
    setTaking(true);
    setOutcome(null);
    try {
      const taken = await takeBackupNow();
      const words = `Backup ${taken.file} taken (${megabytes(taken.sizeBytes)} in ${(taken.durationMs / 1000).toFixed(1)} s).`;
      setOutcome(words);
      notify.success(words);
    } catch (error) {
      notify.error(hrErrorMessage(error));
    } finally {
      setTaking(false);
      overview.reload();
      window.dispatchEvent(new Event(backupsChangedEvent));
    }
  }

  return (
    <>
      <h1>Backups</h1>
      <p className="hr-muted">
        A snapshot holds the whole hiring record: candidates, attempts, answers, practical zips,
        decisions, staff accounts (passwords hashed) and the audit log. It is personal data: keep
        downloaded copies encrypted and out of shared folders. The README&apos;s &ldquo;Keeping your
        data safe&rdquo; says how to restore one.
      </p>
      <LoadState state={overview} loading="Loading backups...">
        {(data) => <BackupStatus overview={data} />}
      </LoadState>
      <div className="hr-actions">
        <button
          type="button"
          className="button button--primary"
          aria-disabled={taking || overview.data?.enabled === false}
          onClick={() => void takeOne()}
        >
          {taking ? 'Taking a backup...' : 'Take a backup now'}
        </button>
      </div>
      <p role="status" className="hr-muted">
        {outcome ?? ''}
      </p>
      {overview.data && <BackupFiles overview={overview.data} />}
    </>
  );
}

function BackupStatus({ overview }: { overview: BackupOverviewView }) {
  const { lastSuccess, lastFailure } = overview;
  if (!overview.enabled) return <p className="hr-alert">This server takes no backups.</p>;
  return (
    <>
      {overview.failing && lastFailure && (
        <p className="hr-alert hr-alert--error">
          The last backup failed ({triggerWords[lastFailure.trigger]}, {companyWhen(lastFailure.at)}
          ): {lastFailure.message}
        </p>
      )}
      {overview.folderError && <p className="hr-alert hr-alert--error">{overview.folderError}</p>}
      <dl className="hr-facts">
        <dt>Last good backup</dt>
        <dd>
          {lastSuccess
            ? `${companyWhen(lastSuccess.at)}, ${triggerWords[lastSuccess.trigger]}: ${lastSuccess.file} (${megabytes(lastSuccess.sizeBytes)} in ${(lastSuccess.durationMs / 1000).toFixed(1)} s)`
            : 'None yet'}
        </dd>
        <dt>Schedule</dt>
        <dd>
          {overview.intervalHours > 0
            ? `Every ${overview.intervalHours} h, keeping the newest ${overview.keep} in the folder ${overview.folder}`
            : `Off (BACKUP_INTERVAL_HOURS=0): only npm run backup and this page; the newest ${overview.keep} are kept`}
        </dd>
      </dl>
    </>
  );
}

function BackupFiles({ overview }: { overview: BackupOverviewView }) {
  if (!overview.enabled || overview.folderError) return null;
  if (overview.files.length === 0) return <p>No snapshot in the backup folder yet.</p>;
  return (
    <DataTable label="Snapshots kept" columns={['Taken', 'File', 'Size', 'Download']}>
      {overview.files.map((file) => (
        <tr key={file.name}>
          <td>{companyWhen(file.createdAt)}</td>
          <td>{file.name}</td>
          <td>{megabytes(file.sizeBytes)}</td>
          <td>
            <a href={backupDownloadHref(file.name)} download={file.name}>
              Download<span className="visually-hidden"> {file.name}</span>
            </a>
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
