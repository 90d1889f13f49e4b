import { statusLabel, testTypeLabels } from './candidate-status.tsx';
import { candidateStatuses, testTypes } from './hr-api-types.ts';
import { ChoiceFilter, DayInput } from './list-controls.tsx';
import type { ResultsFilter } from './results-api.ts';

/** The results filter as the address keeps it (`useListQuery`), every value '' for "all". */
export const emptyResultsFilter: ResultsFilter = {
  testType: '',
  fromDay: '',
  toDay: '',
  status: '',
  passed: '',
  flagged: '',
};

const yesNo = ['true', 'false'] as const;

/**
 * The filters of the results and the cohort view: test, a range of days (a drive), and, where
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
  return (
    <div className="hr-toolbar">
      <ChoiceFilter
        label="Test"
        value={filter.testType}
        onChange={(testType) => onChange({ testType })}
        choices={testTypes}
        wording={(type) => testTypeLabels[type]}
        all="Every test"
      />
      <DayInput
        label="Started from"
        value={filter.fromDay}
        onChange={(fromDay) => onChange({ fromDay })}
      />
      <DayInput label="Started to" value={filter.toDay} onChange={(toDay) => onChange({ toDay })} />
      {full && (
        <>
          <ChoiceFilter
            label="Status"
            value={filter.status}
            onChange={(status) => onChange({ status })}
            choices={candidateStatuses}
            wording={statusLabel}
          />
          <ChoiceFilter
            label="Passed"
            value={filter.passed}
            onChange={(passed) => onChange({ passed })}
            choices={yesNo}
            wording={(yes) => (yes === 'true' ? 'Passed' : 'Not passed')}
          />
          <ChoiceFilter
            label="Flagged"
            value={filter.flagged}
            onChange={(flagged) => onChange({ flagged })}
            choices={yesNo}
            wording={(yes) => (yes === 'true' ? 'Flagged for a look' : 'Not flagged')}
          />
        </>
      )}
    </div>
  );
}
