import { useEffect } from 'react';
import { isEnquiryOutboxPending } from './enquiry-outbox-flag.ts';
import { loadChunk } from '../../lib/load-chunk.ts';

/**
 * Sends enquiries saved offline on an earlier visit, from whatever page the visitor opens next.
 * It reads only a localStorage flag: the replay code (and Dexie) loads when something waits.
 */
export function EnquiryOutboxResumer() {
  useEffect(() => {
    if (!isEnquiryOutboxPending()) return;
    loadChunk(() => import('./enquiry-outbox.ts')).then(
      ({ enquiryOutbox }) => enquiryOutbox.start(),
      () => undefined, // tried again on the next page load, while the flag stays set
    );
  }, []);
  return null;
}
