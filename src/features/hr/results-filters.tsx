import { statusLabel, testTypeLabels } from './candidate-status.tsx';
import { candidateStatuses, testTypes } from './hr-api-types.ts';
import { DayInput, FilterSelect } from './list-controls.tsx';
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
      <FilterSelect
        label="Test"
        value={filter.testType}
        onChange={(testType) => onChange({ testType })}
      >
        <option value="">Every test</option>
        {testTypes.map((type) => (
          <option key={type} value={type}>
            {testTypeLabels[type]}
          </option>
        ))}
      </FilterSelect>
      <DayInput
        label="Started from"
        value={filter.fromDay}
        onChange={(fromDay) => onChange({ fromDay })}
      />
      <DayInput label="Started to" value={filter.toDay} onChange={(toDay) => onChange({ toDay })} />
      {full && (
        <>
          <FilterSelect
            label="Status"
            value={filter.status}
            onChange={(status) => onChange({ status })}
          >
            <option value="">All</option>
            {candidateStatuses.map((status) => (
              <option key={status} value={status}>
                {statusLabel(status)}
              </option>
            ))}
          </FilterSelect>
          <FilterSelect
            label="Passed"
            value={filter.passed}
            onChange={(passed) => onChange({ passed })}
          >
            <option value="">All</option>
            <option value="true">Passed</option>
            <option value="false">Not passed</option>
          </FilterSelect>
          <FilterSelect
            label="Flagged"
            value={filter.flagged}
            onChange={(flagged) => onChange({ flagged })}
          >
            <option value="">All</option>
            <option value="true">Flagged for a look</option>
            <option value="false">Not flagged</option>
          </FilterSelect>
        </>
      )}
    </div>
  );
}
