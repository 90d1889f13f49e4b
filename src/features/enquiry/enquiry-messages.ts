/**
 * The Project Enquiry toasts (spec section 8), apart from the sending code: the form shows them
 * without loading it.
 */
export const enquirySentMessage = 'Contact form submitted successfully!';
export const enquiryFailedMessage = 'Failed to submit the contact form. Please try again.';
