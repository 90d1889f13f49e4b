import { enquiryOutbox } from './enquiry-outbox.ts';

/**
 * What the Project Enquiry form needs to send (the HTTP client and the IndexedDB outbox, about
 * 50 kB gzipped): one module the form imports on demand, off the contact page's critical path.
 */
export { savedNoticeId } from './enquiry-outbox.ts';
export const submitEnquiry = enquiryOutbox.submit.bind(enquiryOutbox);
export const startEnquiryReplay = enquiryOutbox.start.bind(enquiryOutbox);
