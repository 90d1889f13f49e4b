import { array, boolean, number, object, string, type InferType } from 'yup';
import { isTimeZone } from '../zoned-time.ts';
import { optionalReasonField, reasonField } from './hr-reason.ts';
import {
  difficulties,
  hrTestTypes,
  maxCohortLength,
  settingsSchema,
  zonedTime,
  type Difficulty,
  type HrTestType,
} from './hr.ts';
import { trimmedText } from './text.ts';

/**
 * Assessments (a named test for a role) and drives (a group of candidates taking one), as the HR
 * API takes and gives them (`docs/hr-api.md`). An assessment's settings are the settings
 * contract's, with its name, rounds, difficulties and practical tasks.
 */

const assessmentName = trimmedText('name')
  .min(1, 'Name is required')
  .max(120, 'Name must be at most 120 characters');

export const assessmentSchema = settingsSchema.shape({
  name: assessmentName.required('Name is required'),
  rounds: string().oneOf(hrTestTypes, 'rounds must be mcqs, practical or both').default('both'),
  difficulties: array()
    .of(string().oneOf(difficulties, 'difficulties must be easy, medium or hard').required())
    .typeError('difficulties must be a list')
    .min(1, 'Choose at least one difficulty')
    .default([...difficulties]),
  practicalTaskIds: array()
    .of(string().uuid('practicalTaskIds must be task ids').required())
    .typeError('practicalTaskIds must be a list')
    .max(50, 'An assessment takes at most 50 practical tasks')
    .default([]),
});

export const createAssessmentSchema = assessmentSchema.shape({ reason: optionalReasonField });
/** An edit names every setting (the form sends the whole assessment) and why. */
export const updateAssessmentSchema = assessmentSchema.shape({ reason: reasonField });
export const cloneAssessmentSchema = object({
  name: assessmentName.required('Name is required'),
  reason: optionalReasonField,
});
export const archiveAssessmentSchema = object({
  archived: boolean().typeError('archived must be true or false').required('archived is required'),
  reason: reasonField,
});

export type AssessmentInput = InferType<typeof assessmentSchema> & {
  difficulties: Difficulty[];
  rounds: HrTestType;
};

export interface AssessmentView extends Omit<AssessmentInput, 'name'> {
  id: string;
  name: string;
  isDefault: boolean;
  createdAt: string;
  updatedAt: string | null;
  archivedAt: string | null;
  /** How many drives take it, and candidates in them. */
  drives: number;
  candidates: number;
}

const timeZoneField = trimmedText('timeZone')
  .max(64, 'timeZone must be an IANA time zone such as Asia/Kolkata')
  .test(
    'zone',
    'timeZone must be an IANA time zone such as Asia/Kolkata',
    (v) => v === undefined || v === '' || isTimeZone(v),
  );

const driveName = trimmedText('name')
  .min(1, 'Name is required')
  .max(maxCohortLength, `Name must be at most ${maxCohortLength} characters`);

const driveFields = {
  assessmentId: string().uuid('assessmentId must be an assessment id'),
  windowStart: zonedTime('windowStart'),
  windowEnd: zonedTime('windowEnd'),
  timeZone: timeZoneField,
  /** Hours before the window closes when those who have not started are reminded; null: never. */
  reminderHoursBefore: number()
    .nullable()
    .typeError('reminderHoursBefore must be a number of hours')
    .integer('reminderHoursBefore must be a whole number of hours')
    .min(1, 'reminderHoursBefore must be at least 1')
    .max(24 * 14, 'reminderHoursBefore must be at most 336 (two weeks)'),
  /**
   * Days after the drive's last decision that its candidates' personal data is kept, then erased
   * (docs/privacy.md); null: the privacy settings' default.
   */
  retentionDays: number()
    .nullable()
    .typeError('retentionDays must be a number of days')
    .integer('retentionDays must be a whole number of days')
    .min(1, 'retentionDays must be at least 1')
    .max(3650, 'retentionDays must be at most 3650 (ten years)'),
};

export const createDriveSchema = object({
  ...driveFields,
  name: driveName.required('Name is required'),
  assessmentId: driveFields.assessmentId.required('Choose an assessment'),
  reason: optionalReasonField,
});
export const updateDriveSchema = object({
  ...driveFields,
  name: driveName,
  archived: boolean().typeError('archived must be true or false'),
  reason: reasonField,
});
export type CreateDriveRequest = InferType<typeof createDriveSchema>;
export type UpdateDriveRequest = InferType<typeof updateDriveSchema>;

export interface DriveView {
  id: string;
  name: string;
  assessmentId: string;
  assessmentName: string;
  windowStart: string | null;
  windowEnd: string | null;
  timeZone: string;
  createdAt: string;
  archivedAt: string | null;
  candidates: number;
  reminderHoursBefore: number | null;
  /** Days its candidates' personal data is kept after its last decision (null: the default). */
  retentionDays: number | null;
  /** When the scheduled reminders were queued (null: not yet, or none scheduled). */
  remindersQueuedAt: string | null;
}

/**
 * A staff member's try of an assessment (`GET /assessments/:id/preview`): a fresh draw as a
 * candidate would get it, with each key, so the console can run and mark it in the browser.
 * Nothing is recorded and nothing counts in a statistic.
 */
export interface AssessmentPreview {
  assessment: Pick<
    AssessmentView,
    'id' | 'name' | 'rounds' | 'secondsPerQuestion' | 'passPercent' | 'practicalMinutes'
  >;
  questions: {
    question: string;
    options: string[];
    correctOptionIndex: number;
    /** The question's picture (served to staff at `/api/hr/questions/images/:id`). */
    image: { id: string; alt: string } | null;
  }[];
  /** The practical tasks a candidate of it would be set, in order. */
  practicalTasks: string[];
}
