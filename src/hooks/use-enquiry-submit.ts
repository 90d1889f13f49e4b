import type { FormikHelpers } from 'formik';
import { useCallback, useEffect, useRef } from 'react';
import {
  toContactEnquiryRequest,
  type ContactFormValues,
} from '../../api/contract/contact-enquiry.ts';
import { notify } from '../lib/toast.ts';
import { savedNoticeId, startEnquiryReplay } from '../services/enquiry-outbox-replay.ts';
import { enquirySentMessage } from '../services/send-enquiry.ts';
import { submitEnquiry } from '../services/submit-enquiry.ts';

export const savedOfflineMessage =
  'You are offline. Your enquiry is saved on this device and will be sent automatically when the connection returns.';
export const savedUnreachableMessage =
  'We could not reach our server. Your enquiry is saved on this device and will be sent automatically as soon as we can.';

/**
 * The Project Enquiry form's submit handler, with the spec's toasts (section 8): success resets
 * the form; a failure shows the server's message and keeps what the visitor typed; no
 * connection keeps the enquiry on the device and says it will be sent. Mounting the form also
 * resumes sending any enquiry saved on an earlier visit.
 */
export function useEnquirySubmit() {
  useEffect(() => {
    startEnquiryReplay();
  }, []);

  // The button is disabled while Formik submits; this also stops a second submit that arrives
  // before that render (a double click, Enter held down), which would be a second enquiry.
  const busy = useRef(false);
  return useCallback(async (values: ContactFormValues, form: FormikHelpers<ContactFormValues>) => {
    if (busy.current) return;
    busy.current = true;
    try {
      const result = await submitEnquiry(toContactEnquiryRequest(values));
      if (result.kind === 'failed') {
        notify.error(result.message);
        return;
      }
      if (result.kind === 'sent') notify.success(enquirySentMessage);
      else
        notify.notice(
          result.offline ? savedOfflineMessage : savedUnreachableMessage,
          savedNoticeId(result.idempotencyKey),
        );
      form.resetForm();
    } finally {
      busy.current = false;
    }
  }, []);
}
