import type { OutboxReport } from './answer-outbox.machine.ts';
import { isServerBusy } from './server-busy.ts';

/** Where the outbox stands, for the page: what is safe on this device and whether it can send. */
export interface OutboxStatus {
  queued: number;
  stalled: boolean;
  lastError: unknown;
  /** When sending first failed (Date.now()), for "offline for 2:05". */
  stalledSince: number | null;
  /** The last failure was the server saying it is busy (it is tried again after its wait). */
  busy: boolean;
}

export const idleOutbox: OutboxStatus = {
  queued: 0,
  stalled: false,
  lastError: null,
  stalledSince: null,
  busy: false,
};

/** The status after one of the outbox's reports. */
export function nextOutboxStatus(status: OutboxStatus, report: OutboxReport): OutboxStatus {
  switch (report.type) {
    case 'outbox.stalled':
      return {
        ...status,
        stalled: true,
        lastError: report.error,
        stalledSince: status.stalledSince ?? Date.now(),
        busy: isServerBusy(report.error),
      };
    case 'outbox.drained':
      return idleOutbox;
    case 'outbox.storeFailed':
      return status;
    case 'outbox.stored':
      return { ...status, queued: report.queued };
    default:
      // A reply from the server: the line works again.
      return { ...idleOutbox, queued: report.queued };
  }
}
