import { Link } from 'react-router-dom';
import type { PeopleView } from '../../../../shared/contract/hr-privacy.ts';
import { companyDate, companyWhen } from '../kit/company-time.ts';
import { DataTable } from '../kit/data-table.tsx';
import { reportHref } from '../report/report-api.ts';
import { candidateExportHref, enquirerExportHref, subscriberExportHref } from './people-api.ts';

type Candidate = PeopleView['candidates'][number];
type Enquirer = PeopleView['enquirers'][number];
type Subscriber = PeopleView['subscribers'][number];

/** The Candidates list finds one by their one-time ID; its details dialog edits them. */
const candidatesListHref = (oneTimeId: string) =>
  `/hr/candidates?${new URLSearchParams({ q: oneTimeId }).toString()}`;

/** A zip of everything held about the person, downloaded with the session cookie. */
function ExportLink({ href, who }: { href: string; who: string }) {
  return (
    <a className="button button--ghost button--small" href={href} download>
      Export data<span className="visually-hidden"> of {who}</span>
    </a>
  );
}

function ActionButton({
  label,
  who,
  danger,
  onClick,
}: {
  label: string;
  who: string;
  danger?: boolean;
  onClick: () => void;
}) {
  return (
    <button
      type="button"
      className={`button button--small ${danger ? 'button--danger' : 'button--ghost'}`}
      onClick={onClick}
    >
      {label}
      <span className="visually-hidden"> {who}</span>
    </button>
  );
}

/**
 * The candidates found: each name opens the attempt report (an erased one's too: their scores
 * stay, naming no one); one not erased may be exported, corrected on the Candidates page, erased.
 */
export function CandidatesFound({
  candidates,
  onErase,
}: {
  candidates: Candidate[];
  onErase: (candidate: Candidate) => void;
}) {
  if (candidates.length === 0) return <p className="hr-muted">No candidate matches.</p>;
  return (
    <DataTable
      label="Candidates found"
      columns={['Name', 'E-mail', 'Phone', 'One-time ID', 'Drive', 'Personal data', 'Actions']}
    >
      {candidates.map((c) => (
        <tr key={c.id}>
          <td>
            <Link to={reportHref(c.id)}>{c.fullName}</Link>
          </td>
          <td>{c.email ?? '—'}</td>
          <td>{c.phone ?? '—'}</td>
          <td className="hr-code">{c.erasedAt ? '—' : c.oneTimeId}</td>
          <td>{c.drive ?? '—'}</td>
          <td>{c.erasedAt ? `Erased on ${companyWhen(c.erasedAt)}` : 'Held'}</td>
          <td>
            {!c.erasedAt && (
              <div className="hr-row-actions">
                <ExportLink href={candidateExportHref(c.id)} who={c.fullName} />
                <Link
                  className="button button--ghost button--small"
                  to={candidatesListHref(c.oneTimeId)}
                >
                  Correct…<span className="visually-hidden"> {c.fullName}</span>
                </Link>
                <ActionButton label="Erase…" who={c.fullName} danger onClick={() => onErase(c)} />
              </div>
            )}
          </td>
        </tr>
      ))}
    </DataTable>
  );
}

/** Enquirers by address, each with the enquiries sent from it. */
export function EnquirersFound({
  enquirers,
  onCorrect,
  onErase,
}: {
  enquirers: Enquirer[];
  onCorrect: (enquirer: Enquirer) => void;
  onErase: (enquirer: Enquirer) => void;
}) {
  if (enquirers.length === 0) return <p className="hr-muted">No enquirer matches.</p>;
  return (
    <DataTable label="Enquirers found" columns={['E-mail', 'Names', 'Enquiries', 'Actions']}>
      {enquirers.map((e) => (
        <tr key={e.email}>
          <td>{e.email}</td>
          <td>{e.names.join(', ')}</td>
          <td className="hr-table__wrap">
            {e.enquiries.map((q) => (
              <span key={q.id} className="hr-line">
                {companyDate(q.createdAt)}: {q.subject} ({q.name}, {q.contact})
              </span>
            ))}
          </td>
          <td>
            <div className="hr-row-actions">
              <ExportLink href={enquirerExportHref(e.email)} who={e.email} />
              <ActionButton label="Correct…" who={e.email} onClick={() => onCorrect(e)} />
              <ActionButton label="Erase…" who={e.email} danger onClick={() => onErase(e)} />
            </div>
          </td>
        </tr>
      ))}
    </DataTable>
  );
}

/** Newsletter addresses, subscribed or not. */
export function SubscribersFound({
  subscribers,
  onCorrect,
  onErase,
}: {
  subscribers: Subscriber[];
  onCorrect: (subscriber: Subscriber) => void;
  onErase: (subscriber: Subscriber) => void;
}) {
  if (subscribers.length === 0) return <p className="hr-muted">No subscriber matches.</p>;
  return (
    <DataTable
      label="Subscribers found"
      columns={['E-mail', 'Subscribed', 'Unsubscribed', 'Actions']}
    >
      {subscribers.map((s) => (
        <tr key={s.id}>
          <td>{s.email}</td>
          <td>{companyWhen(s.subscribedAt)}</td>
          <td>{s.unsubscribedAt ? companyWhen(s.unsubscribedAt) : '—'}</td>
          <td>
            <div className="hr-row-actions">
              <ExportLink href={subscriberExportHref(s.id)} who={s.email} />
              <ActionButton label="Correct…" who={s.email} onClick={() => onCorrect(s)} />
              <ActionButton label="Erase…" who={s.email} danger onClick={() => onErase(s)} />
            </div>
          </td>
        </tr>
      ))}
    </DataTable>
  );
}
