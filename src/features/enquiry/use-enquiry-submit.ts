import type { FormikHelpers } from 'formik';
import { useCallback, useEffect, useRef } from 'react';
import {
  toContactEnquiryRequest,
  type ContactFormValues,
} from '../../../shared/contract/contact-enquiry.ts';
import { notify } from '../../components/toast.ts';
import { enquiryFailedMessage, enquirySentMessage } from './enquiry-messages.ts';
import type * as EnquirySenderModule from './enquiry-sender.ts';

type EnquirySender = typeof EnquirySenderModule;
let sender: Promise<EnquirySender> | undefined;

/**
 * The sending code loads once the form is on screen (not before the page can paint), long before
 * anyone finishes typing; the service worker keeps it for later visits without a connection. A
 * failed load (the connection dropped on a first visit) is forgotten so the next try loads again.
 */
function loadSender(): Promise<EnquirySender> {
  sender ??= import('./enquiry-sender.ts').catch((error: unknown) => {
    sender = undefined;
    throw error;
  });
  return sender;
}

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
    loadSender().then(
      (loaded) => loaded.startEnquiryReplay(),
      () => undefined, // offline on a first visit: loaded again on submit
    );
  }, []);

  // The button is disabled while Formik submits; this also stops a second submit that arrives
  // before that render (a double click, Enter held down), which would be a second enquiry.
  const busy = useRef(false);
  return useCallback(async (values: ContactFormValues, form: FormikHelpers<ContactFormValues>) => {
    if (busy.current) return;
    busy.current = true;
    try {
      let loaded: EnquirySender;
      try {
        loaded = await loadSender();
      } catch {
        // Without the sending code there is no outbox to keep it in either: say so, keep the text.
        notify.error(enquiryFailedMessage);
        return;
      }
      const { savedNoticeId, submitEnquiry } = loaded;
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
