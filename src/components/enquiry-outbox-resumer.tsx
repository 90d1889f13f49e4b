import { useEffect } from 'react';
import { isEnquiryOutboxPending } from '../lib/enquiry-outbox-flag.ts';

/**
 * Sends enquiries saved offline on an earlier visit, from whatever page the visitor opens next.
 * It reads only a localStorage flag: the replay code (and Dexie) loads when something waits.
 */
export function EnquiryOutboxResumer() {
  useEffect(() => {
    if (!isEnquiryOutboxPending()) return;
    void import('../services/enquiry-outbox-replay.ts').then((replay) =>
      replay.startEnquiryReplay(),
    );
  }, []);
  return null;
}
