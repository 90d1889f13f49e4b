import {
  listPendingEnquiries,
  removePendingEnquiry,
  reschedulePendingEnquiry,
  type PendingEnquiry,
} from '../lib/enquiry-outbox-db.ts';
import { backoffDelay } from '../lib/backoff.ts';
import { notify } from '../lib/toast.ts';
import { enquirySentMessage } from './enquiry-messages.ts';
import { sendEnquiry } from './send-enquiry.ts';

/** Keys being sent by this tab right now (a live submit or a replay), never sent twice at once. */
export const enquiriesInFlight = new Set<string>();

/** Waits between tries while online: 5 s, 10 s, 20 s … at most 5 minutes. */
export const replayDelayMs = (attempts: number): number => backoffDelay(attempts, 5000, 5 * 60_000);

/** The id of the "saved, will be sent" notice of an enquiry, so sending it can close the notice. */
export const savedNoticeId = (idempotencyKey: string) => `enquiry-saved-${idempotencyKey}`;

async function replayOne(entry: PendingEnquiry): Promise<void> {
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

let timer: ReturnType<typeof setTimeout> | undefined;

function scheduleNext(entries: PendingEnquiry[]): void {
  clearTimeout(timer);
  const next = Math.min(...entries.map((e) => e.nextAttemptAt));
  if (Number.isFinite(next)) {
    timer = setTimeout(() => void replayEnquiryOutbox(), Math.max(1_000, next - Date.now()));
  }
}

async function replayDue(ignoreBackoff: boolean): Promise<void> {
  for (const entry of await listPendingEnquiries()) {
    if (!navigator.onLine) break;
    if (enquiriesInFlight.has(entry.idempotencyKey)) continue;
    if (!ignoreBackoff && entry.nextAttemptAt > Date.now()) continue;
    enquiriesInFlight.add(entry.idempotencyKey);
    try {
      await replayOne(entry);
    } finally {
      enquiriesInFlight.delete(entry.idempotencyKey);
    }
  }
  scheduleNext(await listPendingEnquiries());
}

/**
 * One replay at a time across this device's tabs (the server would deduplicate anyway). When
 * another tab is replaying, look again shortly: it may have listed the outbox before our entry.
 */
async function acrossTabs(run: () => Promise<void>): Promise<void> {
  // Typed as always present, but missing in older browsers (and null in some test DOMs).
  const locks = navigator.locks as LockManager | null | undefined;
  if (!locks) return run();
  const ran = await locks.request(
    'suryaloom-enquiry-outbox',
    { ifAvailable: true },
    async (lock) => {
      if (!lock) return false;
      await run();
      return true;
    },
  );
  if (!ran) {
    clearTimeout(timer);
    timer = setTimeout(() => void replayEnquiryOutbox(), 5_000);
  }
}

let running: Promise<void> | null = null;
let rerun: { ignoreBackoff: boolean } | null = null;

/**
 * `<html data-enquiry-replay="running" | "idle">`: whether a replay is under way on this page.
 * Nothing in the app reads it; it lets a browser test wait until the page has finished sending
 * (and so show that nothing more was sent) instead of waiting a fixed time.
 */
function showReplayState(state: 'running' | 'idle'): void {
  document.documentElement.dataset.enquiryReplay = state;
}

async function replayPass(ignoreBackoff: boolean): Promise<void> {
  try {
    if (navigator.onLine) await acrossTabs(() => replayDue(ignoreBackoff));
  } catch (error) {
    // IndexedDB unavailable or a bug: the entries stay saved for the next visit.
    console.warn('Could not send the saved enquiries', error);
  }
}

/**
 * Sends every saved enquiry that is due, once. Calls during a replay are folded into one more
 * pass after it, so an `online` event arriving mid-replay is never lost.
 */
export function replayEnquiryOutbox(options: { ignoreBackoff?: boolean } = {}): Promise<void> {
  const ignoreBackoff = options.ignoreBackoff ?? false;
  if (running) {
    rerun = { ignoreBackoff: ignoreBackoff || (rerun?.ignoreBackoff ?? false) };
    return running;
  }
  showReplayState('running');
  // `.then` always runs after this assignment, even when the pass finishes at once (offline).
  running = replayPass(ignoreBackoff).then(() => {
    running = null;
    const again = rerun;
    rerun = null;
    if (again) return replayEnquiryOutbox(again);
    showReplayState('idle');
  });
  return running;
}

let started = false;

/**
 * Resumes the outbox on this page: now, whenever the connection returns, and on a timer for
 * enquiries the server could not take yet. Safe to call many times.
 */
export function startEnquiryReplay(): void {
  if (!started) {
    started = true;
    // The connection is back: try everything now, whatever the back-off said.
    window.addEventListener('online', () => void replayEnquiryOutbox({ ignoreBackoff: true }));
  }
  void replayEnquiryOutbox();
}
