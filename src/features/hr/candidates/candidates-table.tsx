import { companyDate } from '../kit/company-time.ts';
import { timeFactorLabel } from './candidate-form-fields.tsx';
import {
  CandidateStatusBadge,
  mcqWords,
  testTypeLabels,
  windowWords,
} from './candidate-status.tsx';
import type { CandidateSortKey } from './candidates-api.ts';
import type { CandidateView } from '../../../../shared/contract/hr.ts';
import { sortableHeaders, type ServerSorting } from '../kit/sortable-header.tsx';
import { DataTable } from '../kit/data-table.tsx';

/**
 * One page of candidates. Sorting happens on the server (the list may hold 10,000): a header
 * press asks for the page again in the new order. Each row opens the candidate's details.
 */
export function CandidatesTable({
  candidates,
  order,
  onSort,
  onOpen,
  busy,
}: ServerSorting<CandidateSortKey> & {
  candidates: CandidateView[];
  onOpen: (candidate: CandidateView) => void;
  busy: boolean;
}) {
  const header = sortableHeaders({ order, onSort });
  return (
    <DataTable
      label="Candidates"
      busy={busy}
      columns={[
        header('Name', 'name'),
        header('One-time ID', 'oneTimeId'),
        header('E-mail', 'email'),
        'Test',
        'Cohort',
        'Time',
        header('Window', 'windowStart'),
        'Status',
        'MCQ',
        header('Created', 'createdAt'),
      ]}
    >
      {candidates.map((candidate) => (
        <tr key={candidate.id}>
          <td>
            <button type="button" className="hr-link-button" onClick={() => onOpen(candidate)}>
              {candidate.name}
            </button>
          </td>
          <td className="hr-code">{candidate.oneTimeId}</td>
          <td>{candidate.email}</td>
          <td>{testTypeLabels[candidate.testType]}</td>
          <td>{candidate.cohort ?? '—'}</td>
          <td>{timeFactorLabel(candidate.timeFactor).split(' (')[0]}</td>
          <td>{windowWords(candidate.windowStart, candidate.windowEnd)}</td>
          <td>
            <CandidateStatusBadge status={candidate.status} />
          </td>
          <td>{mcqWords(candidate.mcq)}</td>
          <td>{companyDate(candidate.createdAt)}</td>
        </tr>
      ))}
    </DataTable>
  );
}
