import { useId } from 'react';
import { FormField } from '../kit/form-field.tsx';
import { useHrData } from '../kit/use-hr-data.ts';
import { listCohorts } from './candidates-api.ts';

/**
 * The candidate's drive (`cohort`), suggesting the drives open to candidates: its assessment is
 * their test. A name no drive has makes one of the default assessment, as the API does.
 */
export function DriveField() {
  const cohorts = useHrData('cohorts', listCohorts);
  const listId = useId();
  return (
    <>
      <FormField
        name="cohort"
        label="Drive"
        list={listId}
        autoComplete="off"
        hint="Its assessment is the candidate's test. Pick one, or type a new name for a drive of the default assessment. Empty: none (the default assessment). Only a candidate who has not started can move."
      />
      <datalist id={listId}>
        {cohorts.data?.map((cohort) => (
          <option key={cohort} value={cohort} />
        ))}
      </datalist>
    </>
  );
}
