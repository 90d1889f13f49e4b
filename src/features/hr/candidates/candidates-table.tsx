import { Fragment } from 'react';
import { companyDate } from '../kit/company-time.ts';
import { timeFactorLabel } from './candidate-form-fields.tsx';
import {
  CandidateStatusBadge,
  mcqWords,
  testTypeLabels,
  windowParts,
} from './candidate-status.tsx';
import type { CandidateSortKey } from './candidates-api.ts';
import type { CandidateView } from '../../../../shared/contract/hr.ts';
import { sortableHeaders, type ServerSorting } from '../kit/sortable-header.tsx';
import { DataTable } from '../kit/data-table.tsx';
import { MailSummaryCell } from '../mail/mail-summary-cell.tsx';
import { SelectPageBox, SelectRowBox, type RowSelection } from './select-boxes.tsx';

/**
 * An e-mail that may break before a dot and after its "@", never inside a word: the list's longest
 * words, which would otherwise set the column's width. (A line that ends in a dot reads as a full
 * stop, so the dot starts the next one.)
 */
function EmailWords({ email }: { email: string }) {
  return email.split(/(?=\.)|(?<=@)/).map((piece, index) => (
    <Fragment key={index}>
      {index > 0 && <wbr />}
      {piece}
    </Fragment>
  ));
}

/**
 * A test window, a line for its opening and one for its closing; in a narrow column each moment
 * breaks only between its date and its time ("24 Nov 2026," then "9:30 am –").
 */
function WindowLines({ start, end }: { start: string | null; end: string | null }) {
  return windowParts(start, end).map((part, index) => {
    const time = part.lastIndexOf(', ') + 1;
    return (
      <Fragment key={index}>
        {index > 0 && ' '}
        <span className="hr-line">
          {time > 0 ? (
            <>
              <span className="hr-nowrap">{part.slice(0, time)}</span>{' '}
              <span className="hr-nowrap">{part.slice(time + 1)}</span>
            </>
          ) : (
            part
          )}
        </span>
      </Fragment>
    );
  });
}

/**
 * One page of candidates. Sorting happens on the server (the list may hold 10,000): a header
 * press asks for the page again in the new order. Each row opens the candidate's details. With
 * `selection` (an admin's list), each name has a check box for the bulk actions and the Name
 * header one for the page; they sit in the name's cell, which stays in view when the table scrolls.
 */
export function CandidatesTable({
  candidates,
  order,
  onSort,
  onOpen,
  busy,
  selection,
}: ServerSorting<CandidateSortKey> & {
  candidates: CandidateView[];
  onOpen: (candidate: CandidateView) => void;
  busy: boolean;
  selection?: RowSelection;
}) {
  const header = sortableHeaders({ order, onSort });
  return (
    <DataTable
      label="Candidates"
      className="hr-candidates-table"
      busy={busy}
      columns={[
        header('Name', 'name', selection && <SelectPageBox selection={selection} />),
        header('One-time ID', 'oneTimeId'),
        header('E-mail', 'email'),
        'Test',
        'Cohort',
        'Time',
        header('Window', 'windowStart'),
        'Status',
        'MCQ',
        'Last e-mail',
        header('Created', 'createdAt'),
      ]}
    >
      {candidates.map((candidate) => (
        <tr key={candidate.id}>
          <td>
            {selection && <SelectRowBox selection={selection} candidate={candidate} />}
            <button type="button" className="hr-link-button" onClick={() => onOpen(candidate)}>
              {candidate.name}
            </button>
          </td>
          <td className="hr-code">{candidate.oneTimeId}</td>
          <td>{candidate.email && <EmailWords email={candidate.email} />}</td>
          <td>{testTypeLabels[candidate.testType]}</td>
          <td>
            {candidate.cohort ?? '—'}
            <br />
            <span className="hr-muted">{candidate.assessment}</span>
          </td>
          <td className="hr-nowrap">{timeFactorLabel(candidate.timeFactor).split(' (')[0]}</td>
          <td>
            <WindowLines start={candidate.windowStart} end={candidate.windowEnd} />
          </td>
          <td>
            <CandidateStatusBadge status={candidate.status} />
          </td>
          <td>{mcqWords(candidate.mcq)}</td>
          <td>
            <MailSummaryCell mail={candidate.mail} />
          </td>
          <td>{companyDate(candidate.createdAt)}</td>
        </tr>
      ))}
    </DataTable>
  );
}
