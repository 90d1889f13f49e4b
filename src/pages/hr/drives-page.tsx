import { useState } from 'react';
import type { DriveView } from '../../../shared/contract/hr-assessments.ts';
import { listAssessments, listDrives } from '../../features/hr/assessments/assessments-api.ts';
import { DriveArchiveDialog } from '../../features/hr/assessments/drive-archive-dialog.tsx';
import { DriveFormDialog } from '../../features/hr/assessments/drive-form-dialog.tsx';
import { DrivesTable } from '../../features/hr/assessments/drives-table.tsx';
import { useStaff } from '../../features/hr/hr-session.tsx';
import { ErrorAlert, LoadState } from '../../features/hr/kit/load-state.tsx';
import { useHrData } from '../../features/hr/kit/use-hr-data.ts';

/**
 * `/hr/drives`: the groups of candidates taking one assessment, each with its window on its own
 * clock, and links to its candidates, results, funnel and live board. Admins add and change them.
 */
export default function DrivesPage() {
  const canEdit = useStaff().role === 'admin';
  const drives = useHrData('drives', listDrives);
  const assessments = useHrData('assessments', listAssessments);
  const [editing, setEditing] = useState<DriveView | 'new' | null>(null);
  const [archiving, setArchiving] = useState<DriveView | null>(null);
  return (
    <>
      <h1>Drives</h1>
      <p className="hr-muted">
        A drive is a group of candidates taking one assessment, such as a campus visit. Its window
        is shown on its own clock.
      </p>
      {!canEdit && <p className="hr-muted">Only an admin can change these.</p>}
      {canEdit && (
        <div className="hr-toolbar">
          <button
            type="button"
            className="button button--primary"
            aria-disabled={!assessments.data}
            onClick={() => assessments.data && setEditing('new')}
          >
            New drive
          </button>
        </div>
      )}
      <ErrorAlert message={assessments.error} />
      <LoadState state={drives} loading="Loading the drives...">
        {(items) =>
          items.length === 0 ? (
            <p className="hr-muted">No drive yet.</p>
          ) : (
            <DrivesTable
              drives={items}
              canEdit={canEdit}
              busy={drives.loading}
              onEdit={setEditing}
              onArchive={setArchiving}
            />
          )
        }
      </LoadState>
      {canEdit && assessments.data && (
        <DriveFormDialog
          open={editing !== null}
          drive={editing === 'new' ? null : editing}
          assessments={assessments.data}
          onClose={() => setEditing(null)}
          onSaved={() => {
            drives.reload();
            assessments.reload();
          }}
        />
      )}
      <DriveArchiveDialog
        drive={archiving}
        onClose={() => setArchiving(null)}
        onDone={drives.reload}
      />
    </>
  );
}
