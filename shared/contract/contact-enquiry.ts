import { object, type InferType } from 'yup';
import { hasVisibleCharacter, trimmedText } from './text.ts';

export { trimmedText } from './text.ts';

/** Longest accepted value of each field (the database stores what passes). */
export const contactFieldLimits = {
  name: 100,
  email: 254, // the longest address SMTP can carry (RFC 5321)
  subject: 150,
  message: 5000,
} as const;

/** Optional plus, a non-zero digit, then 1 to 14 more digits: an E.164 number (spec section 5). */
export const phonePattern = /^\+?[1-9]\d{1,14}$/;

const tooLong = (label: string, max: number) => `${label} must be at most ${max} characters`;

/** A field a person fills in: required, and not only invisible characters (zero-width, RTL marks). */
function visibleText(label: string) {
  return trimmedText(label)
    .required(`${label} is required`)
    .test('visible', `${label} must contain visible characters`, (value) =>
      value === undefined ? true : hasVisibleCharacter(value),
    );
}

/**
 * Each rule of the enquiry, written once. The form and the API name the fields differently
 * (spec sections 5 and 7), so both shapes below are built from these rules.
 */
const rules = {
  name: visibleText('Name').max(contactFieldLimits.name, tooLong('Name', contactFieldLimits.name)),
  email: trimmedText('Email')
    .required('Email is required')
    .email('Invalid email address')
    .max(contactFieldLimits.email, tooLong('Email', contactFieldLimits.email)),
  phone: trimmedText('Phone number')
    .required('Phone number is required')
    .matches(phonePattern, 'Phone number is not valid'),
  subject: visibleText('Subject').max(
    contactFieldLimits.subject,
    tooLong('Subject', contactFieldLimits.subject),
  ),
  message: visibleText('Message').max(
    contactFieldLimits.message,
    tooLong('Message', contactFieldLimits.message),
  ),
  // The honeypot: a field people never see (hidden from view and from assistive technology) and
  // bots fill in. Any value marks the request as automated; it is accepted and discarded.
  website: trimmedText('Website').default(''),
};

/** The Project Enquiry form's values (field names as in spec section 5). */
export const contactFormSchema = object({
  user_name: rules.name,
  user_email: rules.email,
  user_phone: rules.phone,
  user_subject: rules.subject,
  message: rules.message,
  website: rules.website,
});
export type ContactFormValues = InferType<typeof contactFormSchema>;

/** `POST /api/contcatUs/create`'s body (field names as in spec section 7). */
export const contactEnquirySchema = object({
  name: rules.name,
  email: rules.email,
  contact: rules.phone,
  subject: rules.subject,
  message: rules.message,
  website: rules.website,
});
export type ContactEnquiryRequest = InferType<typeof contactEnquirySchema>;

/** The form's values in the API's shape. */
export function toContactEnquiryRequest(values: ContactFormValues): ContactEnquiryRequest {
  return {
    name: values.user_name,
    email: values.user_email,
    contact: values.user_phone,
    subject: values.user_subject,
    message: values.message,
    website: values.website,
  };
}

/**
 * The header that makes a submission idempotent: a retry with the same key (after a lost response,
 * or a replay from the browser's outbox) creates no second enquiry.
 */
export const idempotencyKeyHeader = 'Idempotency-Key';
export const idempotencyKeyPattern = /^[A-Za-z0-9_-]{16,100}$/;
