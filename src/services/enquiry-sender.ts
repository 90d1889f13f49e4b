/**
 * What the Project Enquiry form needs to send (the HTTP client and the IndexedDB outbox, about
 * 50 kB gzipped): one module the form imports on demand, off the contact page's critical path.
 */
export { savedNoticeId, startEnquiryReplay } from './enquiry-outbox-replay.ts';
export { submitEnquiry } from './submit-enquiry.ts';
