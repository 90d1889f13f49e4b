import {
  credentialsCsvHeader,
  credentialsCsvRows,
  type IssuedCredentials,
} from '../../../../shared/credentials-csv.ts';

import { toCsv } from '../../../../shared/csv-writer.ts';
import { downloadText } from '../kit/download-file.ts';
import { DataTable } from '../kit/data-table.tsx';
import { DialogCloseActions, HrDialog } from '../kit/hr-dialog.tsx';

export type { IssuedCredentials };

/**
 * Logins as a bulk resend answers them: name, e-mail, one-time ID and password only (the test
 * and window of each are not in the answer).
 */
export type ShownCredentials = Omit<
  IssuedCredentials,
  'testType' | 'timeFactor' | 'windowStart' | 'windowEnd'
> &
  Partial<IssuedCredentials>;

const isComplete = (c: ShownCredentials): c is IssuedCredentials =>
  c.testType !== undefined && c.timeFactor !== undefined;

/**
 * The credentials file HR opens in a spreadsheet, written as the API writes it: every cell guarded
 * against formula injection, which never changes a generated password (shared/csv-writer.ts). A
 * login without its test and window (a bulk resend's) leaves those four cells empty.
 */
export const credentialsCsv = (issued: readonly ShownCredentials[]): string =>
  toCsv(
    credentialsCsvHeader,
    issued.map((c) =>
      isComplete(c)
        ? (credentialsCsvRows([c])[0] ?? [])
        : [c.name, c.email, c.oneTimeId, c.password, null, null, null, null],
    ),
  );

/**
 * The one-time IDs and passwords just issued. The server keeps only the passwords' hashes, so
 * this is the one time they can be seen: the dialog says so, offers them as a CSV file, and
 * closes only when the person says they have them.
 */
export function CredentialsDialog({
  issued,
  onClose,
}: {
  issued: ShownCredentials[] | null;
  onClose: () => void;
}) {
  const list = issued ?? [];
  const download = () =>
    downloadText(
      `candidate-credentials-${new Date().toISOString().slice(0, 10)}.csv`,
      credentialsCsv(list),
    );
  return (
    <HrDialog
      open={issued !== null}
      wide
      aria-labelledby="credentials-title"
      aria-describedby="credentials-warning"
      // Escape does not throw the only copy away: the buttons below close it.
      onEscape={() => undefined}
      // Chromium closes a dialog on a second Escape regardless; then it is closed for good.
      onClose={() => issued && onClose()}
    >
      <h2 id="credentials-title">
        {list.length === 1 ? 'One-time login issued' : `${list.length} one-time logins issued`}
      </h2>
      <p id="credentials-warning" className="hr-alert">
        These passwords are shown only now: the server keeps no copy it can show again. Download
        them before you close this.
      </p>
      <div className="hr-actions">
        <button type="button" className="button button--primary" onClick={download}>
          Download credentials CSV
        </button>
      </div>
      <DataTable label="Issued logins" columns={['Name', 'E-mail', 'One-time ID', 'Password']}>
        {list.slice(0, 200).map((c) => (
          <tr key={c.oneTimeId}>
            <td>{c.name}</td>
            <td>{c.email}</td>
            <td className="hr-code">{c.oneTimeId}</td>
            <td className="hr-code">{c.password}</td>
          </tr>
        ))}
      </DataTable>
      {list.length > 200 && (
        <p className="hr-muted">The first 200 are shown; the file holds all {list.length}.</p>
      )}
      <DialogCloseActions label="I have them: close" onClose={onClose} />
    </HrDialog>
  );
}
