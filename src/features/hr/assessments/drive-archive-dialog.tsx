import type { DriveView } from '../../../../shared/contract/hr-assessments.ts';
import { notify } from '../../../components/toast.ts';
import { ActionDialog } from '../kit/action-dialog.tsx';
import { updateDrive } from './assessments-api.ts';

/** Archives a drive (its candidates and results stay; it leaves the lists of drives to choose) or restores it. */
export function DriveArchiveDialog({
  drive,
  onClose,
  onDone,
}: {
  drive: DriveView | null;
  onClose: () => void;
  onDone: () => void;
}) {
  const archive = !drive?.archivedAt;
  return (
    <ActionDialog
      open={drive !== null}
      title={drive ? `${archive ? 'Archive' : 'Restore'} ${drive.name}` : ''}
      description={
        <p>
          {archive
            ? 'Its candidates, results and exports stay as they are.'
            : 'It is offered again wherever a drive is chosen.'}
        </p>
      }
      initialValues={{ reason: '' }}
      submitLabel={archive ? 'Archive drive' : 'Restore drive'}
      danger={archive}
      onClose={onClose}
      onSubmit={async ({ reason }) => {
        if (!drive) return;
        await updateDrive(drive.id, { archived: archive, reason });
        notify.success(`${drive.name} was ${archive ? 'archived' : 'restored'}.`);
        onDone();
      }}
    />
  );
}
