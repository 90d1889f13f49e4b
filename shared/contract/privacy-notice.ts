import { object } from 'yup';
import { trimmedText } from './text.ts';
import { reasonField } from './hr-reason.ts';
import { privacySettingsSchema } from './hr-privacy.ts';

/** `POST /api/interview/privacy-notice`: the version of the notice the candidate read. */
export const noticeAcknowledgementSchema = object({
  version: trimmedText('The notice version')
    .required('The notice version is required')
    .max(64, 'The notice version must be at most 64 characters'),
});

/** `PUT /api/hr/privacy/settings` (admins): the settings and the reason, as every change has. */
export const updatePrivacySettingsSchema = privacySettingsSchema.shape({ reason: reasonField });

/** Where the candidate stands with the notice (`notice` in the candidate's progress). */
export interface CandidateNoticeState {
  /** The version in force for the candidate (their drive's period in its text). */
  version: string;
  /** The version they acknowledged last, and when; null: none yet. */
  acknowledgedVersion: string | null;
  acknowledgedAt: string | null;
}
