import type { CandidateView, StaffRole } from '../../../../shared/contract/hr.ts';
import type { IssuedCredentials } from '../candidates/credentials-dialog.tsx';
import { companyWhen } from '../kit/company-time.ts';
import { DataTable } from '../kit/data-table.tsx';
import { LoadState } from '../kit/load-state.tsx';
import { useHrData } from '../kit/use-hr-data.ts';
import { CandidateMailActions } from './candidate-mail-actions.tsx';
import { listCandidateMail } from './mail-api.ts';
import { mailKindLabels, mailStatusWord } from './mail-words.ts';

/**
 * The candidate's "E-mail" section: what can be sent now (an admin's), then every e-mail to them,
 * newest first, and what became of each (times on the company's clock). `version` changes when
 * the candidate changed elsewhere on the page (a revoke may queue or cancel mail).
 */
export function CandidateMailSection({
  candidate,
  role,
  version,
  onChanged,
  onCredentials,
}: {
  candidate: CandidateView;
  role: StaffRole;
  version: string;
  onChanged: (candidate: CandidateView) => void;
  onCredentials: (issued: IssuedCredentials) => void;
}) {
  const history = useHrData(`mail:${candidate.id}:${version}`, () =>
    listCandidateMail(candidate.id),
  );
  return (
    <section aria-labelledby="candidate-mail-title">
      <h3 id="candidate-mail-title">E-mail</h3>
      {role === 'admin' && (
        <CandidateMailActions
          candidate={candidate}
          onChanged={(changed) => {
            history.reload();
            onChanged(changed);
          }}
          onCredentials={onCredentials}
        />
      )}
      <LoadState state={history} loading="Loading the e-mails...">
        {(items) =>
          items.length === 0 ? (
            <p className="hr-muted">No e-mail to them yet.</p>
          ) : (
            <DataTable
              label="E-mails to the candidate"
              columns={['Kind', 'To', 'Status', 'Attempts', 'Last error', 'Created', 'Sent']}
            >
              {items.map((mail) => (
                <tr key={mail.id}>
                  <td>{mailKindLabels[mail.kind]}</td>
                  <td>{mail.to}</td>
                  <td className={mail.status === 'failed' ? 'hr-mail-failed' : undefined}>
                    {mailStatusWord(mail.status)}
                  </td>
                  <td>{mail.attempts}</td>
                  <td className="hr-table__wrap">{mail.lastError ?? '—'}</td>
                  <td>{companyWhen(mail.createdAt)}</td>
                  <td>{mail.sentAt ? companyWhen(mail.sentAt) : '—'}</td>
                </tr>
              ))}
            </DataTable>
          )
        }
      </LoadState>
    </section>
  );
}
