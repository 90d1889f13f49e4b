import { useState } from 'react';
import { notify } from '../../../components/toast.ts';
import { testTypeLabels } from './candidate-status.tsx';
import { importCandidates, previewCandidateImport } from './candidates-api.ts';
import type { IssuedCredentials } from './credentials-dialog.tsx';
import type { ImportedCandidate } from '../../../../shared/contract/hr.ts';
import {
  ImportDialog,
  ImportPreviewTable,
  ImportReasonField,
  ImportTextField,
} from '../kit/import-dialog.tsx';
import { ImportPanel } from '../kit/import-panel.tsx';
import { InviteCheck } from '../mail/invite-field.tsx';

const columns = 'name, email, phone, test_type, time_factor, window_start, window_end';

/**
 * Many candidates from one CSV file: checked line by line first (nothing is created while any
 * line is wrong), then created together, with progress; their logins are shown once after, and
 * each is sent an invitation when "Send invitations by e-mail" stays checked.
 */
export function CandidateImportDialog({
  open,
  mailEnabled,
  onClose,
  onImported,
}: {
  open: boolean;
  /** Whether the server sends mail; undefined until the queue has answered. */
  mailEnabled: boolean | undefined;
  onClose: () => void;
  onImported: (issued: IssuedCredentials[]) => void;
}) {
  const [cohort, setCohort] = useState('');
  const [reason, setReason] = useState('');
  // Follows the server's mail until the person chooses (the queue may answer after this opens).
  const [invite, setInvite] = useState<boolean | null>(null);
  const options = { cohort, reason, invite: invite ?? mailEnabled ?? false };
  return (
    <ImportDialog open={open} title="Import candidates from CSV" onClose={onClose}>
      <ImportPanel<ImportedCandidate>
        label="Candidates CSV"
        accept=".csv,text/csv,text/plain"
        help={
          <>
            <p>
              First line the header: <code>{columns}</code> (name and email required). test_type is
              mcqs, practical or both (empty or left out: the rounds of the drive’s assessment);
              time_factor 1, 1.25, 1.5 or 2 (empty: 1); windows in ISO 8601 with a time zone, e.g.{' '}
              <code>2026-11-24T10:00:00+05:30</code> (empty: open).
            </p>
            <p>Up to 5,000 rows. If any line is wrong, nothing is created.</p>
          </>
        }
        optionsKey={cohort}
        options={
          <>
            <div className="hr-form__row">
              <ImportTextField
                id="import-cohort"
                label="Cohort (optional)"
                hint="A name for this group, e.g. a campus drive; the list can be filtered by it."
                value={cohort}
                onChange={setCohort}
              />
              <ImportReasonField value={reason} onChange={setReason} />
            </div>
            <InviteCheck mailEnabled={mailEnabled} checked={options.invite} onChange={setInvite} />
          </>
        }
        preview={(text) => previewCandidateImport(text, options)}
        run={(text, onProgress) => importCandidates(text, options, onProgress)}
        importLabel={(count) => `Import ${count} candidate${count === 1 ? '' : 's'}`}
        describeRows={(rows) => <ImportedCandidatesPreview rows={rows} />}
        onImported={(answer) => {
          notify.success(
            `${answer.created.length} candidates were created${options.invite ? '; their invitations are queued' : ''}.`,
          );
          onImported(
            answer.created.map((c) => ({
              ...c,
              oneTimeId: c.oneTimeId ?? '',
              password: c.password ?? '',
            })),
          );
        }}
      />
    </ImportDialog>
  );
}

function ImportedCandidatesPreview({ rows }: { rows: ImportedCandidate[] }) {
  return (
    <ImportPreviewTable
      label="Candidates to create"
      rows={rows}
      columns={[
        { heading: 'Name', cell: (row) => row.name },
        { heading: 'E-mail', cell: (row) => row.email },
        { heading: 'Test', cell: (row) => testTypeLabels[row.testType] },
        { heading: 'Time factor', cell: (row) => row.timeFactor },
      ]}
    />
  );
}
