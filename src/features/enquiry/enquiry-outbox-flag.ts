/**
 * A one-byte hint in localStorage that the enquiry outbox holds something, so any page can
 * decide to resume sending without loading Dexie (which only pages with the form may load).
 * The outbox in IndexedDB stays the truth; the flag only saves work when it is empty.
 */
const flagKey = 'suryaloom:enquiry-outbox-pending';

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null; // storage disabled: the contact page still resumes the outbox on its own
  }
}

export function markEnquiryOutboxPending(): void {
  storage()?.setItem(flagKey, '1');
}

export function clearEnquiryOutboxPending(): void {
  storage()?.removeItem(flagKey);
}

export function isEnquiryOutboxPending(): boolean {
  return storage()?.getItem(flagKey) === '1';
}
