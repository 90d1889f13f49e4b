import type { ObjectShape } from 'yup';
import {
  createCandidateSchema,
  updateCandidateSchema,
  type CandidateView,
} from '../../../../shared/contract/hr.ts';
import { CandidateContactFields, type CandidateFormValues } from './candidate-form-fields.tsx';
import type { CandidateFields } from './candidates-api.ts';
import { DriveField } from './drive-field.tsx';

/**
 * The rules of editing a candidate's details: the API's own (`updateCandidateSchema`), with the
 * name required as on creating one, and the e-mail too when the candidate has one (the API keeps the old address
 * when sent an empty one, so an emptied box would be saved as nothing changed).
 */
export function candidateEditFields(candidate: CandidateView): ObjectShape {
  const required = createCandidateSchema.fields;
  const { email, phone, testType, cohort } = updateCandidateSchema.fields;
  return {
    name: required.name,
    email: candidate.email ? required.email : email,
    phone,
    testType,
    cohort,
  };
}

/**
 * What the form changes of the candidate (values as the schema cast them: trimmed, the e-mail in
 * lower case), so the audit row names only those; empty when nothing changed.
 */
export function detailChanges(
  candidate: CandidateView,
  values: CandidateFormValues,
): Partial<CandidateFields> {
  const changes: Partial<CandidateFields> = {};
  if (values.name !== candidate.name) changes.name = values.name;
  if (values.email && values.email !== candidate.email?.toLowerCase()) changes.email = values.email;
  if ((values.phone || null) !== candidate.phone) changes.phone = values.phone || null;
  if (values.testType !== candidate.testType) changes.testType = values.testType;
  if ((values.cohort || null) !== candidate.cohort) changes.cohort = values.cohort || null;
  return changes;
}

/** Name, e-mail, phone, test and drive. */
export function CandidateEditFields() {
  return (
    <>
      <CandidateContactFields />
      <DriveField />
    </>
  );
}
