import { company } from '../company.ts';

/**
 * The privacy settings until an admin saves them (`api/services/privacy/privacy-settings.ts`),
 * typed as `PrivacySettings` where the contract re-exports them (`shared/contract/hr-privacy.ts`);
 * here without the contract, whose yup schema a public page must not load.
 */
export const defaultPrivacySettings = {
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
