import { useState } from 'react';
import { notify } from '../../components/toast.ts';
import { useModalDialog } from '../../hooks/use-modal-dialog.ts';
import { testTypeLabels } from './candidate-status.tsx';
import { importCandidates, previewCandidateImport } from './candidates-api.ts';
import type { IssuedCredentials } from './credentials-dialog.tsx';
import type { ImportedCandidate } from './hr-api-types.ts';
import { ImportPanel } from './import-panel.tsx';

const columns = 'name, email, phone, test_type, time_factor, window_start, window_end';

/**
 * Many candidates from one CSV file: checked line by line first (nothing is created while any
 * line is wrong), then created together, with progress; their logins are shown once after.
 */
export function CandidateImportDialog({
  open,
  onClose,
  onImported,
}: {
  open: boolean;
  onClose: () => void;
  onImported: (issued: IssuedCredentials[]) => void;
}) {
  const dialogRef = useModalDialog(open);
  const [cohort, setCohort] = useState('');
  const [reason, setReason] = useState('');
  const options = { cohort, reason };
  return (
    <dialog
      ref={dialogRef}
      className="hr-dialog hr-dialog--wide"
      aria-labelledby="candidate-import-title"
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
    >
      <h2 id="candidate-import-title">Import candidates from CSV</h2>
      {open && (
        <ImportPanel<ImportedCandidate>
          label="Candidates CSV"
          accept=".csv,text/csv,text/plain"
          help={
            <>
              <p>
                First line the header: <code>{columns}</code> (name, email and test_type required).
                test_type is mcqs, practical or both; time_factor 1, 1.25, 1.5 or 2 (empty: 1);
                windows in ISO 8601 with a time zone, e.g. <code>2026-11-24T10:00:00+05:30</code>{' '}
                (empty: open).
              </p>
              <p>Up to 5,000 rows. If any line is wrong, nothing is created.</p>
            </>
          }
          optionsKey={cohort}
          options={
            <div className="hr-form__row">
              <div className="hr-field">
                <label htmlFor="import-cohort">Cohort (optional)</label>
                <p id="import-cohort-hint" className="hr-field__hint">
                  A name for this group, e.g. a campus drive; the list can be filtered by it.
                </p>
                <input
                  id="import-cohort"
                  value={cohort}
                  aria-describedby="import-cohort-hint"
                  onChange={(event) => setCohort(event.target.value)}
                />
              </div>
              <div className="hr-field">
                <label htmlFor="import-reason">Reason (optional)</label>
                <p id="import-reason-hint" className="hr-field__hint">
                  Saved in the audit log.
                </p>
                <input
                  id="import-reason"
                  value={reason}
                  aria-describedby="import-reason-hint"
                  onChange={(event) => setReason(event.target.value)}
                />
              </div>
            </div>
          }
          preview={(text) => previewCandidateImport(text, options)}
          run={(text, onProgress) => importCandidates(text, options, onProgress)}
          importLabel={(count) => `Import ${count} candidate${count === 1 ? '' : 's'}`}
          describeRows={(rows) => <ImportedCandidatesPreview rows={rows} />}
          onImported={(answer) => {
            notify.success(`${answer.created.length} candidates were created.`);
            onImported(
              answer.created.map((c) => ({
                ...c,
                oneTimeId: c.oneTimeId ?? '',
                password: c.password ?? '',
              })),
            );
          }}
        />
      )}
      <div className="hr-dialog__actions">
        <button type="button" className="button button--ghost" onClick={onClose}>
          Close
        </button>
      </div>
    </dialog>
  );
}

function ImportedCandidatesPreview({ rows }: { rows: ImportedCandidate[] }) {
  return (
    <div className="hr-table-region" role="region" aria-label="Candidates to create" tabIndex={0}>
      <table className="hr-table">
        <thead>
          <tr>
            <th scope="col">Line</th>
            <th scope="col">Name</th>
            <th scope="col">E-mail</th>
            <th scope="col">Test</th>
            <th scope="col">Time factor</th>
          </tr>
        </thead>
        <tbody>
          {rows.slice(0, 100).map((row) => (
            <tr key={row.line}>
              <td>{row.line}</td>
              <td>{row.name}</td>
              <td>{row.email}</td>
              <td>{testTypeLabels[row.testType]}</td>
              <td>{row.timeFactor}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {rows.length > 100 && <p className="hr-muted">…and {rows.length - 100} more.</p>}
    </div>
  );
}
