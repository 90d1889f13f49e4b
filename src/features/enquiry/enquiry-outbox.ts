import { backoffDelay } from '../../../shared/backoff.ts';
import type { ContactEnquiryRequest } from '../../../shared/contract/contact-enquiry.ts';
import { notify } from '../../components/toast.ts';
import {
  addPendingEnquiry,
  listPendingEnquiries,
  removePendingEnquiry,
  reschedulePendingEnquiry,
  type PendingEnquiry,
} from './enquiry-outbox-db.ts';
import { enquiryFailedMessage, enquirySentMessage } from './enquiry-messages.ts';
import { newIdempotencyKey } from './idempotency-key.ts';
import { sendEnquiry } from './send-enquiry.ts';

/** Waits between tries while online: 5 s, 10 s, 20 s … at most 5 minutes. */
export const replayDelayMs = (attempts: number): number => backoffDelay(attempts, 5000, 5 * 60_000);

/** The id of the "saved, will be sent" notice of an enquiry, so sending it can close the notice. */
export const savedNoticeId = (idempotencyKey: string) => `enquiry-saved-${idempotencyKey}`;

export type SubmitResult =
  | { kind: 'sent' }
  | { kind: 'failed'; message: string }
  /** Kept on this device; sent when the connection returns (`offline`) or the server answers. */
  | { kind: 'saved'; offline: boolean; idempotencyKey: string };

/**
 * `<html data-enquiry-replay="running" | "idle">`: whether a replay is under way on this page.
 * Nothing in the app reads it; it lets a browser test wait until the page has finished sending.
 */
const showReplayState = (state: 'running' | 'idle') =>
  (document.documentElement.dataset.enquiryReplay = state);

/**
 * This tab's enquiry outbox: every enquiry is saved to IndexedDB before it is sent, and what could
 * not be sent is replayed on the next page load, when the connection returns and on a back-off
 * timer. It is not the candidate area's XState outbox on purpose: it must run on every public page
 * (a visitor may come back on any of them), where XState's 13 kB would break the JavaScript budget,
 * and its entries are independent (no order, no answer a machine waits for). See
 * docs/decisions.md, "Two outboxes, different on purpose".
 */
class EnquiryOutbox {
  /** Keys being sent by this tab right now (a live submit or a replay), never sent twice at once. */
  private readonly inFlight = new Set<string>();
  private timer: ReturnType<typeof setTimeout> | undefined;
  private running: Promise<void> | null = null;
  private rerun: { ignoreBackoff: boolean } | null = null;
  private listening = false;

  /**
   * Submits the form's enquiry: saved first (so closing the tab mid-request loses nothing), then
   * sent. Without a connection it stays saved and the replay sends it later. A refusal from the
   * server is the visitor's to act on (the form keeps their text), so it is not retried.
   */
  async submit(request: ContactEnquiryRequest): Promise<SubmitResult> {
    const now = Date.now();
    const entry = { idempotencyKey: newIdempotencyKey(), request, createdAt: now, attempts: 0 };
    // Claimed before it is saved, so a replay running meanwhile never sends it too.
    this.inFlight.add(entry.idempotencyKey);
    try {
      const saved = await addPendingEnquiry({ ...entry, nextAttemptAt: now }).then(
        () => true,
        (error: unknown) => {
          // No IndexedDB (storage disabled): still send, just without the offline safety net.
          console.warn('Could not save the enquiry on this device', error);
          return false;
        },
      );
      if (saved && !navigator.onLine) {
        this.start();
        return { kind: 'saved', offline: true, idempotencyKey: entry.idempotencyKey };
      }
      const outcome = await sendEnquiry({ ...entry, nextAttemptAt: now });
      if (outcome.kind === 'unreachable') {
        if (!saved) return { kind: 'failed', message: enquiryFailedMessage };
        await reschedulePendingEnquiry(entry.idempotencyKey, 1, Date.now() + replayDelayMs(1));
        this.start();
        return { kind: 'saved', offline: !navigator.onLine, idempotencyKey: entry.idempotencyKey };
      }
      if (saved) await removePendingEnquiry(entry.idempotencyKey);
      return outcome.kind === 'sent'
        ? { kind: 'sent' }
        : { kind: 'failed', message: outcome.message };
    } finally {
      this.inFlight.delete(entry.idempotencyKey);
    }
  }

  /** Resumes the outbox on this page: now, and whenever the connection returns. Idempotent. */
  start(): void {
    if (!this.listening) {
      this.listening = true;
      // The connection is back: try everything now, whatever the back-off said.
      window.addEventListener('online', () => void this.replay({ ignoreBackoff: true }));
    }
    void this.replay();
  }

  /**
   * Sends every saved enquiry that is due, once. Calls during a replay are folded into one more
   * pass after it, so an `online` event arriving mid-replay is never lost.
   */
  replay(options: { ignoreBackoff?: boolean } = {}): Promise<void> {
    const ignoreBackoff = options.ignoreBackoff ?? false;
    if (this.running) {
      this.rerun = { ignoreBackoff: ignoreBackoff || (this.rerun?.ignoreBackoff ?? false) };
      return this.running;
    }
    showReplayState('running');
    // `.then` always runs after this assignment, even when the pass finishes at once (offline).
    this.running = this.pass(ignoreBackoff).then(() => {
      this.running = null;
      const again = this.rerun;
      this.rerun = null;
      if (again) return this.replay(again);
      showReplayState('idle');
    });
    return this.running;
  }

  private async pass(ignoreBackoff: boolean): Promise<void> {
    try {
      if (navigator.onLine) await this.acrossTabs(() => this.sendDue(ignoreBackoff));
    } catch (error) {
      // IndexedDB unavailable or a bug: the entries stay saved for the next visit.
      console.warn('Could not send the saved enquiries', error);
    }
  }

  /**
   * One replay at a time across this device's tabs (the server would deduplicate anyway). When
   * another tab is replaying, look again shortly: it may have listed the outbox before our entry.
   */
  private async acrossTabs(run: () => Promise<void>): Promise<void> {
    // Typed as always present, but missing in older browsers (and null in some test DOMs).
    const locks = navigator.locks as LockManager | null | undefined;
    if (!locks) return run();
    const ran = await locks.request('suryaloom-enquiry-outbox', { ifAvailable: true }, (lock) =>
      lock ? run().then(() => true) : false,
    );
    if (!ran) this.schedule(Date.now() + 5_000);
  }

  private async sendDue(ignoreBackoff: boolean): Promise<void> {
    for (const entry of await listPendingEnquiries()) {
      if (!navigator.onLine) break;
      if (this.inFlight.has(entry.idempotencyKey)) continue;
      if (!ignoreBackoff && entry.nextAttemptAt > Date.now()) continue;
      this.inFlight.add(entry.idempotencyKey);
      try {
        await this.sendOne(entry);
      } finally {
        this.inFlight.delete(entry.idempotencyKey);
      }
    }
    this.schedule(Math.min(...(await listPendingEnquiries()).map((e) => e.nextAttemptAt)));
  }

  private async sendOne(entry: PendingEnquiry): Promise<void> {
    const outcome = await sendEnquiry(entry);
    if (outcome.kind === 'sent' || outcome.kind === 'rejected') {
      await removePendingEnquiry(entry.idempotencyKey);
      notify.dismiss(savedNoticeId(entry.idempotencyKey));
      if (outcome.kind === 'sent') notify.success(enquirySentMessage);
      else notify.error(outcome.message);
      return;
    }
    const attempts = entry.attempts + 1;
    const wait =
      outcome.kind === 'busy' && outcome.retryAfterMs !== null
        ? outcome.retryAfterMs
        : replayDelayMs(attempts);
    await reschedulePendingEnquiry(entry.idempotencyKey, attempts, Date.now() + wait);
  }

  /** The next replay, at `at` (ms since the epoch; Infinity: nothing waits). */
  private schedule(at: number): void {
    clearTimeout(this.timer);
    if (Number.isFinite(at)) {
      this.timer = setTimeout(() => void this.replay(), Math.max(1_000, at - Date.now()));
    }
  }
}

/** The one outbox of this tab. */
export const enquiryOutbox = new EnquiryOutbox();
