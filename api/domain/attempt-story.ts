import { optionLetter } from '../../shared/option-letter.ts';
import { durationWords } from '../../shared/time-format.ts';
import { wallClock } from '../../shared/zoned-time.ts';
import type { TimelineEntry } from '../../shared/contract/hr.ts';

/**
 * An attempt told in words for HR: how it ended, and each logged event with how long it lasted.
 * Pure: the report service reads the rows and passes them in; the times are shown in `timeZone`.
 */

const becauseOf: Record<string, string> = {
  completed: 'the candidate answered the last question',
  'time-up': 'the time for the last question ran out',
  'tab-hidden': 'the tab was hidden',
  'focus-lost': 'the test window lost focus',
  navigation: 'the candidate left the test page',
  reload: 'the page was reloaded',
  'connection-lost': 'the connection was lost past the reconnect window',
};

export interface Ending {
  /** null while the attempt is open. */
  submitReason: string | null;
  submittedAt: Date | null;
  /** The question the attempt was on when it ended (0-based), null when unknown. */
  questionIndex: number | null;
}

/**
 * "Ended because the tab was hidden at 12:03:07, on question 7." A reason this server does not
 * know (an older or newer browser's label) is quoted as given.
 */
export function endingSentence(ending: Ending, timeZone: string): string {
  const on = ending.questionIndex === null ? '' : `, on question ${ending.questionIndex + 1}`;
  if (!ending.submittedAt || !ending.submitReason) return `Not ended yet: the test is open${on}.`;
  const why = becauseOf[ending.submitReason] ?? `the browser reported "${ending.submitReason}"`;
  return `Ended because ${why} at ${wallClock(ending.submittedAt, timeZone)}${on}.`;
}

/** An attempt event as stored (the report passes the rows through). */
export interface StoredEvent {
  id: number;
  at: Date;
  type: string;
  questionIndex: number | null;
  detail: Record<string, unknown> | null;
}

function clientTimeOf(event: StoredEvent): Date | null {
  const value = event.detail?.['clientAt'];
  return typeof value === 'number' && Number.isFinite(value) ? new Date(value) : null;
}

function numberIn(detail: Record<string, unknown> | null, key: string): number | null {
  const value = detail?.[key];
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

/** Time between two events: by the device's clock when both have it, else by the server's. */
function between(from: StoredEvent, to: StoredEvent): number {
  const a = clientTimeOf(from);
  const b = clientTimeOf(to);
  return a && b ? b.getTime() - a.getTime() : to.at.getTime() - from.at.getTime();
}

/**
 * How long after it was given on the device an answer reached the server, when that is worth
 * telling HR (a second or more: the answer waited on the device, offline or unheard); else null.
 * `givenAfterMs` is the device's account, `arrivedAfterMs` the server's (served to recorded).
 */
export function arrivalWorthSaying(
  givenAfterMs: number | null,
  arrivedAfterMs: number | null,
): number | null {
  if (givenAfterMs === null || arrivedAfterMs === null) return null;
  return arrivedAfterMs - givenAfterMs >= 1000 ? arrivedAfterMs : null;
}

/** The event that settled the question `served` showed (answered or timed out), if any. */
function settlingOf(events: StoredEvent[], i: number): StoredEvent | undefined {
  const served = events[i];
  return events
    .slice(i + 1)
    .find(
      (e) =>
        e.questionIndex === served?.questionIndex &&
        (e.type === 'answered' || e.type === 'timed-out'),
    );
}

/**
 * A question's time as HR reads it, in the timeline and the answer table alike: the device's own
 * account of when the answer was given, when it gave one (an answer given offline reaches the
 * server later, and that is not time the candidate took); else served to settled on the server.
 */
function questionTime(served: StoredEvent, settled: StoredEvent) {
  const arrivedAfterMs = settled.at.getTime() - served.at.getTime();
  const givenAfterMs = numberIn(settled.detail, 'givenAfterMs');
  return {
    takenMs: givenAfterMs ?? arrivedAfterMs,
    byDevice: givenAfterMs !== null,
    arrivedAfterMs: arrivalWorthSaying(givenAfterMs, arrivedAfterMs),
  };
}

/** The `online` that ended the offline period beginning at event `i`, if the device reported it. */
function reconnectionOf(events: StoredEvent[], i: number): StoredEvent | undefined {
  const later = events.slice(i + 1);
  const end = later.findIndex((e) => e.type === 'online' || e.type === 'offline');
  return end >= 0 && later[end]?.type === 'online' ? later[end] : undefined;
}

/** How long an event lasted, when it has a length: a blur, a hidden tab, a question, an outage. */
function durationOf(events: StoredEvent[], i: number): number | null {
  const event = events[i];
  if (!event) return null;
  const later = events.slice(i + 1);
  switch (event.type) {
    case 'focus-lost':
    case 'tab-hidden': {
      const back = later.find((e) => e.type === 'focus-regained');
      return back ? between(event, back) : null;
    }
    case 'served': {
      const settled = settlingOf(events, i);
      return settled ? questionTime(event, settled).takenMs : null;
    }
    case 'offline': {
      const back = reconnectionOf(events, i);
      return back ? (numberIn(back.detail, 'offlineMs') ?? between(event, back)) : null;
    }
    case 'online':
      return numberIn(event.detail, 'offlineMs');
    case 'synced-late':
    case 'late-answer-kept':
      return numberIn(event.detail, 'offlineGapMs');
    default:
      return null;
  }
}

/** "Shown question 3; answered after 0.3 s on the device, reached the server after 11 s." */
function servedWords(events: StoredEvent[], i: number, q: string): string {
  const served = events[i];
  const settled = served ? settlingOf(events, i) : undefined;
  if (!served || !settled) return `Shown${q}.`;
  const time = questionTime(served, settled);
  const verb = settled.type === 'answered' ? 'answered' : 'settled';
  const given = time.byDevice
    ? `${verb} after ${durationWords(time.takenMs)} on the device`
    : `settled after ${durationWords(time.takenMs)}`;
  const arrived =
    time.arrivedAfterMs === null
      ? ''
      : `, reached the server after ${durationWords(time.arrivedAfterMs)}`;
  return `Shown${q}; ${given}${arrived}.`;
}

function describe(
  events: StoredEvent[],
  i: number,
  durationMs: number | null,
  timeZone: string,
): string {
  const event = events[i] as StoredEvent;
  const q = event.questionIndex === null ? '' : ` question ${event.questionIndex + 1}`;
  const lasting = durationMs === null ? '' : ` (${durationWords(durationMs)})`;
  const chosen = numberIn(event.detail, 'selectedOptionIndex');
  switch (event.type) {
    case 'started':
      return `Started the test${fromNetwork(event)}.`;
    case 'copy':
      return `Text was copied while${q || ' a question'} was on screen.`;
    case 'served':
      return servedWords(events, i, q);
    case 'offline':
      return durationMs === null
        ? 'The device went offline (it did not report coming back).'
        : `The device went offline for ${durationWords(durationMs)} (by its clock).`;
    case 'online':
      return `The device was back online${durationMs === null ? '' : ` after ${durationWords(durationMs)} offline`}.`;
    case 'answered':
      return `Answered${q}${chosen === null ? '' : ` with option ${optionLetter(chosen)} (as shown)`}.`;
    case 'timed-out':
      return `Time ran out on${q} without an answer.`;
    case 'focus-lost':
      return `The test window lost focus${lasting === '' ? '' : ` for ${durationWords(durationMs ?? 0)}`}.`;
    case 'focus-regained':
      return 'The test window had focus again.';
    case 'tab-hidden':
      return `The tab was hidden${lasting === '' ? '' : ` for ${durationWords(durationMs ?? 0)}`}.`;
    case 'synced-late':
      return `The answer to${q} reached the server late but counts: offline gap of ${durationWords(durationMs ?? 0)}.`;
    case 'late-answer-kept':
      return `An answer to${q} arrived too late to count${durationMs === null ? '' : ` (offline gap of ${durationWords(durationMs)})`}; kept for HR.`;
    case 'late-answer-accepted':
      return `HR accepted the late answer to${q}.`;
    case 'late-answer-ignored':
      return `An answer to${q} arrived too late and was refused (before answers were kept).`;
    case 'window-taken-over':
      return 'Another window took the test over.';
    case 'resumed':
      return `Resumed on${q}${fromNetwork(event)}.`;
    case 'network-changed': {
      const { network, previous } = event.detail ?? {};
      const now = typeof network === 'string' ? ` (${network}` : ' (';
      const was = typeof previous === 'string' ? `, after ${previous})` : ')';
      return `The test page was heard from another network address${now}${was} on${q || ' the test'}.`;
    }
    case 'submit-after-close':
      return 'The browser submitted again after the test had closed.';
    case 'navigation':
      return 'The candidate left the test page.';
    case 'reload':
      return 'The page was reloaded.';
    case 'submitted': {
      const reason = typeof event.detail?.['reason'] === 'string' ? event.detail['reason'] : null;
      // Who ended it matters to a proctor: the candidate's own browser, or the server closing
      // an attempt its browser abandoned (events logged before the source was kept say neither).
      const by = endedBy[String(event.detail?.['source'])] ?? 'The test ended';
      return `${by} at ${wallClock(event.at, timeZone)}${reason ? ` (${reason})` : ''}.`;
    }
    case 'reopened': {
      // Reopens from before issue 39 started the question's time at once and say no more.
      const seconds = event.detail?.['secondsLeft'];
      const returnBy = event.detail?.['returnBy'];
      if (typeof seconds !== 'number' || typeof returnBy !== 'string')
        return `HR reopened the test on${q}.`;
      return `HR reopened the test on${q}: ${durationWords(seconds * 1000)} for it, starting when the candidate is back (by ${wallClock(new Date(returnBy), timeZone)}).`;
    }
    case 'retake-granted':
      return 'HR granted a retake.';
    case 'client-event': {
      const reported = event.detail?.['reportedType'];
      return `The browser reported "${typeof reported === 'string' ? reported : 'an event'}".`;
    }
    default:
      return `${event.type}${q}.`;
  }
}

/** `from 203.0.113.7`: where a start or resume came from (logged since issue 39), or nothing. */
function fromNetwork(event: StoredEvent): string {
  const network = event.detail?.['network'];
  return typeof network === 'string' ? ` from ${network}` : '';
}

const endedBy: Record<string, string> = {
  client: "The candidate's browser ended the test",
  server: 'The server ended the test',
};

/** The attempt's events in order, each with both times, its length and a sentence. */
export function buildTimeline(events: StoredEvent[], timeZone: string): TimelineEntry[] {
  return events.map((event, i) => {
    const durationMs = durationOf(events, i);
    return {
      id: event.id,
      type: event.type,
      at: event.at.toISOString(),
      clientAt: clientTimeOf(event)?.toISOString() ?? null,
      questionNumber: event.questionIndex === null ? null : event.questionIndex + 1,
      durationMs,
      text: describe(events, i, durationMs, timeZone),
    };
  });
}
