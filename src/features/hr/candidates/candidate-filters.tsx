import { statusLabel, testTypeLabels } from './candidate-status.tsx';
import { candidateStatuses, hrTestTypes } from '../../../../shared/contract/hr.ts';
import { ChoiceFilter } from '../kit/list-controls.tsx';
import type { FieldBinding } from '../kit/query-fields.ts';
import { useHrData } from '../kit/use-hr-data.ts';
import { listCohorts } from './candidates-api.ts';

/** The candidate's status, as the candidates list and the results filter by it. */
export function CandidateStatusFilter(field: FieldBinding) {
  return (
    <ChoiceFilter label="Status" {...field} choices={candidateStatuses} wording={statusLabel} />
  );
}

/**
 * The test a candidate takes, in the console's words ("MCQ and practical"), as the candidates list
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

/**
 * The cohort (drive) filter: a choice of the cohorts that exist, so nobody has to type a label
 * exactly. The server matches without regard to case, so a cohort in the address in another case
 * shows as the known one; one no candidate has any more (an old bookmark) stays offered while
 * chosen, so the select never hides what filters the list. `refresh` changes when a change on the
 * page may have made or emptied a cohort (an import, an edit): the choices are read again. The
 * candidates list calls it a cohort; the results' rooms a drive (`label`, `all`).
 */
export function CohortFilter({
  refresh = 0,
  label = 'Drive',
  all = 'All drives',
  ...field
}: FieldBinding & { refresh?: number; label?: string; all?: string }) {
  const known = useHrData(`cohorts#${refresh}`, listCohorts).data ?? [];
  const chosen =
    known.find((cohort) => cohort.toLowerCase() === field.value.toLowerCase()) ?? field.value;
  const choices = chosen !== '' && !known.includes(chosen) ? [chosen, ...known] : known;
  return (
    <ChoiceFilter
      label={label}
      value={chosen}
      onChange={field.onChange}
      choices={choices}
      all={all}
    />
  );
}

/** The drive filter of the results, cohort and item analysis rooms (`cohort=` in the address). */
export function DriveFilter(field: FieldBinding) {
  return <CohortFilter {...field} label="Drive" all="All drives" />;
}
