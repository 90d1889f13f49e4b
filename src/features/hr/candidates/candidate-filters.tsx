import { statusLabel, testTypeLabels } from './candidate-status.tsx';
import { candidateStatuses, hrTestTypes } from '../../../../shared/contract/hr.ts';
import { ChoiceFilter } from '../kit/list-controls.tsx';
import type { FieldBinding } from '../kit/query-fields.ts';

/** The candidate's status, as the candidates list and the results filter by it. */
export function CandidateStatusFilter(field: FieldBinding) {
  return (
    <ChoiceFilter label="Status" {...field} choices={candidateStatuses} wording={statusLabel} />
  );
}

/**
 * The test a candidate takes, in the console's words ("MCQ + practical"), as the candidates list
 * and the results filter by it. `all`: the words of the empty choice ("All" unless named).
 */
export function TestTypeFilter({ all, ...field }: FieldBinding & { all?: string }) {
  return (
    <ChoiceFilter
      label="Test"
      {...field}
      choices={hrTestTypes}
      wording={(type) => testTypeLabels[type]}
      all={all}
    />
  );
}
