import { object, type InferType } from 'yup';
import { contactFieldLimits, trimmedText } from './contact-enquiry.ts';

/** `POST /api/newsletter/subscribe`'s body: the footer's one e-mail input (spec section 2). */
export const newsletterSubscriptionSchema = object({
  email: trimmedText('Email')
    .required('Email is required')
    .email('Invalid email address')
    .max(contactFieldLimits.email, `Email must be at most ${contactFieldLimits.email} characters`),
});
export type NewsletterSubscriptionRequest = InferType<typeof newsletterSubscriptionSchema>;

/** Unsubscribe tokens are 32 random bytes in base64url (43 characters). */
export const unsubscribeTokenPattern = /^[A-Za-z0-9_-]{43}$/;

export const invalidUnsubscribeLinkMessage =
  'This unsubscribe link is not valid. Please use the link from our most recent e-mail.';

/** `POST /api/newsletter/unsubscribe`'s body: the token from the e-mail's link. */
export const newsletterUnsubscribeSchema = object({
  token: trimmedText('Token')
    .required(invalidUnsubscribeLinkMessage)
    .matches(unsubscribeTokenPattern, invalidUnsubscribeLinkMessage),
});
export type NewsletterUnsubscribeRequest = InferType<typeof newsletterUnsubscribeSchema>;
