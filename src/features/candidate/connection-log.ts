import type { AutoSubmit, ReportedEvent } from '../../../shared/contract/interview.ts';

/**
 * What the test page saw of its connection and has not told the server yet: each time the browser
 * said the network went (`offline`) and came back (`online`), with the device's own time and the
 * question on screen. Kept in localStorage (synchronous, so an `offline` noted just before a reload
 * survives it) per candidate, until the server has it: the presence call sends ended periods
 * (`reportable`), the final submit everything (`withConnectionEvents`).
 *
 * Only the browser's own word counts as offline: a network that is up but cannot reach the server
 * shows in the answers' two times (given on the device, arrived on the server) instead.
 */
interface ConnectionLog {
  /** When the current offline period began (epoch ms), null while online. */
  offlineSince: number | null;
  pending: ReportedEvent[];
}

/** The server takes at most 100 events a call; older ones beyond that are dropped first. */
const maxPending = 100;

const keyOf = (candidateId: string) => `connectionLog:${candidateId}`;

function read(candidateId: string): ConnectionLog {
  try {
    const stored = JSON.parse(localStorage.getItem(keyOf(candidateId)) ?? 'null') as unknown;
    if (stored && typeof stored === 'object' && Array.isArray((stored as ConnectionLog).pending))
      return stored as ConnectionLog;
  } catch {
    // A damaged entry is no log: start again.
  }
  return { offlineSince: null, pending: [] };
}

function write(candidateId: string, log: ConnectionLog): void {
  try {
    localStorage.setItem(keyOf(candidateId), JSON.stringify(log));
  } catch {
    // Storage full or refused: HR loses this note, the test goes on.
  }
}

/** The browser says it is offline: a period begins (once, however often it says so). */
export function noteOffline(candidateId: string, questionIndex: number | null, at = Date.now()) {
  const log = read(candidateId);
  if (log.offlineSince !== null) return;
  const pending = [...log.pending, { type: 'offline', at, questionIndex }].slice(-maxPending);
  write(candidateId, { offlineSince: at, pending });
}

/** The browser is back online: the period that began with `noteOffline` ends. */
export function noteOnline(candidateId: string, questionIndex: number | null, at = Date.now()) {
  const log = read(candidateId);
  if (log.offlineSince === null) return;
  const pending = [...log.pending, { type: 'online', at, questionIndex }].slice(-maxPending);
  write(candidateId, { offlineSince: null, pending });
}

/**
 * The candidate copied text while question `questionIndex` was on screen: noted for HR's report
 * (a flag for a person to judge), sent with the next presence call like the network's notes.
 */
export function noteCopy(candidateId: string, questionIndex: number, at = Date.now()) {
  const log = read(candidateId);
  const pending = [...log.pending, { type: 'copy', at, questionIndex }].slice(-maxPending);
  write(candidateId, { ...log, pending });
}

/**
 * What the presence call may send: every event but the `offline` of a period still going on, which
 * goes with its `online`, so the server reads each period whole (its length, `offlineMs`).
 */
export function reportable(candidateId: string): ReportedEvent[] {
  const { offlineSince, pending } = read(candidateId);
  if (offlineSince === null) return pending;
  // A prefix (what the server has is forgotten from the front, `forgetReported`): what was noted
  // after the open period's `offline` (a copy) waits with it.
  const open = pending.findLastIndex((event) => event.type === 'offline');
  return open === -1 ? pending : pending.slice(0, open);
}

/** The server has the first `count` pending events: they are not sent again. */
export function forgetReported(candidateId: string, count: number): void {
  const log = read(candidateId);
  write(candidateId, { ...log, pending: log.pending.slice(count) });
}

/** The final submit's body with every pending event added (the page's last chance to tell). */
export function withConnectionEvents(payload: AutoSubmit, candidateId: string): AutoSubmit {
  const pending = read(candidateId).pending;
  if (pending.length === 0) return payload;
  return { ...payload, events: [...payload.events, ...pending].slice(-maxPending) };
}

/** The final submit carried them: forgotten (an offline period going on stays noted as such). */
export function forgetConnectionEvents(candidateId: string): void {
  const log = read(candidateId);
  write(candidateId, { ...log, pending: [] });
}
