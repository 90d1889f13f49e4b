import type { ContactEnquiryRequest, ContactFormValues } from '../contract/contact-enquiry.ts';

/**
 * One valid Project Enquiry, as the form holds it and as the API receives it: the contract's test
 * checks the mapping from one to the other, and the browser's tests send the second.
 */
export const sampleEnquiryForm: ContactFormValues = {
  user_name: 'Asha Patel',
  user_email: 'asha@example.com',
  user_phone: '+919876543210',
  user_subject: 'A booking app',
  message: 'We need an appointment app.',
  website: '',
};

export const sampleEnquiryRequest: ContactEnquiryRequest = {
  name: 'Asha Patel',
  email: 'asha@example.com',
  contact: '+919876543210',
  subject: 'A booking app',
  message: 'We need an appointment app.',
  website: '',
};
