import { company } from '../company.ts';
import type { PrivacySettings } from '../contract/hr-privacy.ts';

/** The privacy settings until an admin saves them (`api/services/privacy/privacy-settings.ts`). */
export const defaultPrivacySettings: PrivacySettings = {
  companyName: company.legalName,
  companyAddress: [
    company.address.street,
    `${company.address.locality} ${company.address.postalCode}`,
    company.address.region,
    company.address.country,
  ].join(', '),
  grievanceOfficer: 'The Grievance Officer',
  grievanceEmail: company.hrEmail,
  grievancePhone: company.phone,
  candidateRetentionDays: 180,
  enquiryRetentionDays: 365,
  unsubscribedRetentionDays: 30,
  warnDaysBefore: 14,
};
