import { timeFactorLabel } from './candidate-form-fields.tsx';
import {
  CandidateStatusBadge,
  mcqWords,
  testTypeLabels,
  windowWords,
} from './candidate-status.tsx';
import type { CandidateSortKey } from './candidates-api.ts';
import type { Candidate } from './hr-api-types.ts';
import { SortableHeader, type SortOrder } from './sortable-header.tsx';

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
}: {
  candidates: Candidate[];
  order: SortOrder<CandidateSortKey>;
  onSort: (order: SortOrder<CandidateSortKey>) => void;
  onOpen: (candidate: Candidate) => void;
  busy: boolean;
}) {
  const header = (label: string, sortKey: CandidateSortKey) => (
    <SortableHeader label={label} sortKey={sortKey} order={order} onSort={onSort} />
  );
  return (
    <div className="hr-table-region" role="region" aria-label="Candidates" tabIndex={0}>
      <table className={`hr-table${busy ? ' hr-table--busy' : ''}`} aria-busy={busy}>
        <thead>
          <tr>
            {header('Name', 'name')}
            {header('One-time ID', 'oneTimeId')}
            {header('E-mail', 'email')}
            <th scope="col">Test</th>
            <th scope="col">Cohort</th>
            <th scope="col">Time</th>
            {header('Window', 'windowStart')}
            <th scope="col">Status</th>
            <th scope="col">MCQ</th>
            {header('Created', 'createdAt')}
          </tr>
        </thead>
        <tbody>
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
              <td>{new Date(candidate.createdAt).toLocaleDateString('en-IN')}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
