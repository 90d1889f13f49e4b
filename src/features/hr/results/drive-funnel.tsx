import type { CohortView } from '../../../../shared/contract/hr-cohort.ts';
import { DataTable } from '../kit/data-table.tsx';
import { percentWords } from './ending-words.ts';

type Funnel = CohortView['funnel'];

const steps: readonly { key: keyof Funnel; label: string }[] = [
  { key: 'invited', label: 'Invited' },
  { key: 'started', label: 'Started' },
  { key: 'submitted', label: 'Submitted the test' },
  { key: 'passed', label: 'Passed the MCQ test' },
  { key: 'practicalSubmitted', label: 'Submitted the practical' },
  { key: 'decided', label: 'Decided' },
];

/** Each step with its candidates and their share of those invited ("—" with nobody invited). */
export function funnelRows(funnel: Funnel) {
  return steps.map(({ key, label }) => ({
    key,
    label,
    candidates: funnel[key],
    ofInvited: funnel.invited === 0 ? '—' : percentWords((funnel[key] / funnel.invited) * 100),
  }));
}

/**
 * The drive's funnel as a table: a person reads each step's count and share, a screen reader
 * reads it as the table it is. Steps are counts, not a chain: a practical-only candidate submits
 * without passing an MCQ test, so a step may hold more than the one above it.
 */
export function DriveFunnel({ funnel }: { funnel: Funnel }) {
  return (
    <DataTable label="Funnel" columns={['Step', 'Candidates', 'Of those invited']}>
      {funnelRows(funnel).map((row) => (
        <tr key={row.key}>
          <th scope="row">{row.label}</th>
          <td>{row.candidates}</td>
          <td>{row.ofInvited}</td>
        </tr>
      ))}
    </DataTable>
  );
}
