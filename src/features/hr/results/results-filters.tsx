import {
  CandidateStatusFilter,
  DriveFilter,
  TestTypeFilter,
} from '../candidates/candidate-filters.tsx';
import { ChoiceFilter, DayInput } from '../kit/list-controls.tsx';
import { queryFields, type FieldBinding } from '../kit/query-fields.ts';
import type { ResultsFilter } from './results-api.ts';

/** The results filter as the address keeps it (`useListQuery`), every value '' for "all". */
export const emptyResultsFilter: ResultsFilter = {
  cohort: '',
  testType: '',
  fromDay: '',
  toDay: '',
  status: '',
  passed: '',
  flagged: '',
};

const yesNo = ['true', 'false'] as const;

/** A filter on a yes-or-no fact of a result (`'true'`, `'false'`, '' for both), in its words. */
function YesNoFilter({
  label,
  yes,
  no,
  ...field
}: FieldBinding & { label: string; yes: string; no: string }) {
  return (
    <ChoiceFilter
      label={label}
      {...field}
      choices={yesNo}
      wording={(choice) => (choice === 'true' ? yes : no)}
    />
  );
}

/**
 * The filters of the results and the cohort view: the drive, test, a range of days, and, where
 * `full`, the candidate's status, passed and flagged. Each change asks the server again.
 */
export function ResultsFilters({
  filter,
  onChange,
  full = true,
}: {
  filter: ResultsFilter;
  onChange: (change: Partial<ResultsFilter>) => void;
  full?: boolean;
}) {
  const field = queryFields(filter, onChange);
  return (
    <div className="hr-toolbar">
      <DriveFilter {...field('cohort')} />
      <TestTypeFilter {...field('testType')} all="Every test" />
      <DayInput label="Started from" {...field('fromDay')} />
      <DayInput label="Started to" {...field('toDay')} />
      {full && (
        <>
          <CandidateStatusFilter {...field('status')} />
          <YesNoFilter label="Passed" {...field('passed')} yes="Passed" no="Not passed" />
          <YesNoFilter
            label="Flagged"
            {...field('flagged')}
            yes="Flagged for a look"
            no="Not flagged"
          />
        </>
      )}
    </div>
  );
}
