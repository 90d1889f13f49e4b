import { string } from 'yup';
import {
  createCandidateSchema,
  timeFactors,
  type CandidateView,
  type HrTestType,
} from '../../../../shared/contract/hr.ts';
import { FormField } from '../kit/form-field.tsx';
import { companyZoneName } from '../kit/company-time.ts';
import { toLocalInput } from '../kit/local-time.ts';
import { DriveField } from './drive-field.tsx';

/** The candidate form's values: as the inputs hold them (windows in the company's time). */
export interface CandidateFormValues {
  name: string;
  email: string;
  phone: string;
  testType: HrTestType;
  timeFactor: string;
  windowStart: string;
  windowEnd: string;
  /** The drive's name (`cohort` in the API). */
  cohort: string;
  reason: string;
}

export function candidateFormValues(candidate?: CandidateView): CandidateFormValues {
  return {
    name: candidate?.name ?? '',
    email: candidate?.email ?? '',
    phone: candidate?.phone ?? '',
    testType: candidate?.testType ?? 'mcqs',
    timeFactor: String(candidate?.timeFactor ?? 1),
    windowStart: toLocalInput(candidate?.windowStart),
    windowEnd: toLocalInput(candidate?.windowEnd),
    cohort: candidate?.cohort ?? '',
    reason: '',
  };
}

/**
 * The API's rules for the fields the form holds as the API takes them; the time factor (a select's
 * text) and the window (local times, sent in UTC) have the form's own.
 */
export const candidateFormSchema = createCandidateSchema
  .pick(['name', 'email', 'phone', 'testType', 'cohort'])
  .shape({
    timeFactor: string().oneOf(timeFactors.map(String), 'Choose a time factor'),
    windowStart: string(),
    windowEnd: string().test(
      'after-start',
      'The window must end after it starts',
      (end, context) => !end || !context.parent.windowStart || end > context.parent.windowStart,
    ),
  });

/** Spoken the way HR thinks of it: "× 1.25 (+25 %)". */
export function timeFactorLabel(factor: number): string {
  return factor === 1
    ? '× 1 (standard time)'
    : `× ${factor} (+${Math.round((factor - 1) * 100)} %)`;
}

export function TimeFactorField() {
  return (
    <FormField
      name="timeFactor"
      label="Time factor"
      kind="select"
      hint="Stretches every question and the practical round (an accommodation)."
    >
      {timeFactors.map((factor) => (
        <option key={factor} value={String(factor)}>
          {timeFactorLabel(factor)}
        </option>
      ))}
    </FormField>
  );
}

export function TestWindowFields() {
  return (
    <div className="hr-form__row">
      <FormField
        name="windowStart"
        label="Window opens"
        type="datetime-local"
        hint={`${companyZoneName()}. Empty: open now.`}
      />
      <FormField
        name="windowEnd"
        label="Window closes"
        type="datetime-local"
        hint={`${companyZoneName()}. Empty: never closes.`}
      />
    </div>
  );
}

/** Name, e-mail, phone and test: asked of a new candidate, and changed by editing one. */
export function CandidateContactFields() {
  return (
    <>
      <div className="hr-form__row">
        <FormField name="name" label="Name" autoComplete="off" />
        <FormField name="email" label="E-mail" type="email" autoComplete="off" />
      </div>
      <div className="hr-form__row">
        <FormField
          name="phone"
          label="Phone (optional)"
          type="tel"
          hint="For example +919876543210."
        />
        <FormField name="testType" label="Test" kind="select">
          <option value="mcqs">MCQ test only</option>
          <option value="practical">Practical round only</option>
          <option value="both">MCQ test, then the practical round</option>
        </FormField>
      </div>
    </>
  );
}

/** Name, contact, test and time: the fields of a new candidate. */
export function CandidateFormFields() {
  return (
    <>
      <CandidateContactFields />
      <DriveField />
      <TimeFactorField />
      <TestWindowFields />
    </>
  );
}
