import Dexie, { type EntityTable } from 'dexie';
import type { ContactEnquiryRequest } from '../../../shared/contract/contact-enquiry.ts';
import { clearEnquiryOutboxPending, markEnquiryOutboxPending } from './enquiry-outbox-flag.ts';

/** An enquiry waiting on this device to reach the server. */
export interface PendingEnquiry {
  /** Sent as Idempotency-Key: the server stores one enquiry per key however often it arrives. */
  idempotencyKey: string;
  request: ContactEnquiryRequest;
  createdAt: number;
  attempts: number;
  /** Not retried before this time (ms since the epoch), unless the connection comes back. */
  nextAttemptAt: number;
}

/**
 * The contact form's own IndexedDB database (the candidate area has a separate one). Strict
 * durability: Chrome otherwise reports a write done before it reaches the disk, and a lead must
 * survive the tab or the device closing right after "saved". Append versions, never edit them.
 */
class EnquiryOutboxDb extends Dexie {
  pending!: EntityTable<PendingEnquiry, 'idempotencyKey'>;

  constructor() {
    super('suryaloom-enquiry-outbox', { chromeTransactionDurability: 'strict' });
    this.version(1).stores({ pending: 'idempotencyKey, nextAttemptAt' });
  }
}

let db: EnquiryOutboxDb | null = null;
const open = () => (db ??= new EnquiryOutboxDb());

// The only code touching the table:

export async function addPendingEnquiry(entry: PendingEnquiry): Promise<void> {
  await open().pending.put(entry);
  markEnquiryOutboxPending();
}

export async function listPendingEnquiries(): Promise<PendingEnquiry[]> {
  const entries = await open().pending.orderBy('nextAttemptAt').toArray();
  if (entries.length === 0) clearEnquiryOutboxPending();
  return entries;
}

export async function removePendingEnquiry(idempotencyKey: string): Promise<void> {
  await open().pending.delete(idempotencyKey);
}

export async function reschedulePendingEnquiry(
  idempotencyKey: string,
  attempts: number,
  nextAttemptAt: number,
): Promise<void> {
  await open().pending.update(idempotencyKey, { attempts, nextAttemptAt });
}
